import { Button, Group, Loader, Paper, Radio, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  adjustmentRupeesSchema,
  formatDateTime,
  formatRupees,
  WALLET_KIND_LABELS,
  walletAdjustSchema,
  walletMessages,
  type User,
  type WalletTransaction,
} from '@sevak/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { SignedAmount } from '../../../../components/signed-amount';
import { TransactionStatusBadge } from '../../../../components/transaction-status-badge';
import { ErrorAlert } from '../../../../components/error-alert';
import { RupeeInput } from '../../../../components/rupee-input';
import { errorMessage } from '../../../../lib/api';
import { showServerErrors, useAppForm } from '../../../../lib/form';
import { useIdempotencyKey } from '../../../../lib/idempotency-key';
import { notifySuccess } from '../../../../lib/notify';
import { useAdjustWallet, useMemberWallet } from '../api/member-wallet';

function TransactionItem({ transaction }: { transaction: WalletTransaction }) {
  const { kind, amount, status, description, createdAt } = transaction;
  return (
    <li>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {WALLET_KIND_LABELS[kind]}
            </Text>
            <TransactionStatusBadge status={status} />
          </Group>
          {description ? (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {description}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {formatDateTime(createdAt)}
          </Text>
        </Stack>
        <SignedAmount rupees={amount} voided={status === 'voided'} size="sm" />
      </Group>
    </li>
  );
}

const DIRECTIONS = ['credit', 'debit'] as const;
type Direction = (typeof DIRECTIONS)[number];

/**
 * The server's rules for the amount and the reason (walletAdjustSchema), with the sign chosen by
 * Credit/Debit: the input holds the size of the adjustment ('' while empty).
 */
const adjustFormSchema = z.object({
  direction: z.enum(DIRECTIONS),
  amount: z.preprocess((value) => (value === '' || value === null ? undefined : Number(value)), adjustmentRupeesSchema),
  reason: walletAdjustSchema.shape.reason,
});
type AdjustFormValues = { direction: Direction; amount: number | string; reason: string };
type Adjustment = z.infer<typeof adjustFormSchema>;

/**
 * Credit or debit a member's wallet: the form, a confirmation, then POST /wallet/adjust with an
 * Idempotency-Key made once per opened form, so a retry or a second click replays the first
 * request instead of moving the money twice. A refusal the server answered (insufficient balance,
 * a field error) moved nothing: the next try gets a new key, so a corrected amount is a new request.
 */
function AdjustWalletForm({ user, onDone, onCancel }: { user: User; onDone: () => void; onCancel: () => void }) {
  const form = useAppForm<AdjustFormValues, Adjustment>({
    schema: adjustFormSchema,
    initialValues: { direction: 'credit', amount: '', reason: '' },
  });
  const adjust = useAdjustWallet();
  const idempotencyKey = useIdempotencyKey();
  const [confirming, setConfirming] = useState<Adjustment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A second click on Yes before the first one re-rendered sends nothing.
  const sending = useRef(false);
  // Done: the form goes once the confirmation has closed. A Modal unmounted while open stays on
  // Modal.Stack's stack, which would leave User Details hidden and deaf to Escape.
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const submit = form.onSubmit((adjustment) => {
    setProblem(null);
    setConfirming(adjustment);
  });

  const send = (adjustment: Adjustment) => {
    if (sending.current) return;
    sending.current = true;
    const amount = adjustment.direction === 'credit' ? adjustment.amount : -adjustment.amount;
    adjust.mutate(
      { body: { userId: user._id, amount, reason: adjustment.reason }, idempotencyKey: idempotencyKey.key },
      {
        onSuccess: () => {
          notifySuccess(walletMessages.adjusted);
          setConfirming(null);
          setDone(true);
        },
        onError: (error) => {
          setConfirming(null);
          idempotencyKey.settle(error);
          if (!showServerErrors(form, error)) setProblem(errorMessage(error, walletMessages.adjustFailed));
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const credit = confirming?.direction === 'credit';
  return (
    <Paper withBorder p="sm" radius="md">
      <form onSubmit={submit} noValidate aria-label={`Adjust the wallet of ${user.name}`} id="adjust-wallet-form">
        <Stack gap="sm">
          <Radio.Group label="Credit or debit" {...form.getInputProps('direction')}>
            <Group gap="lg" mt={4}>
              <Radio value="credit" label="Credit" />
              <Radio value="debit" label="Debit" />
            </Group>
          </Radio.Group>
          <RupeeInput
            label="Amount (₹)"
            description="Rupees, up to 2 decimal places."
            {...form.getInputProps('amount')}
          />
          <Textarea
            label="Reason"
            description="Kept in the audit log."
            autosize
            minRows={2}
            maxLength={200}
            {...form.getInputProps('reason')}
          />
          <ErrorAlert title={walletMessages.adjustFailed}>{problem}</ErrorAlert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={adjust.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={adjust.isPending}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        stackId="adjust-wallet-confirm"
        opened={confirming !== null}
        onClose={() => {
          if (!adjust.isPending) setConfirming(null);
        }}
        title="Adjust the wallet?"
        confirmLabel={credit ? 'Yes, credit' : 'Yes, debit'}
        onConfirm={() => confirming && send(confirming)}
        busy={adjust.isPending}
      >
        {confirming ? (
          <Stack gap="xs">
            <Text>{walletMessages.adjustConfirm}</Text>
            <Text fw={600}>
              {credit
                ? `Credit ${formatRupees(confirming.amount)} to ${user.name}'s wallet`
                : `Debit ${formatRupees(confirming.amount)} from ${user.name}'s wallet`}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              Reason: {confirming.reason}
            </Text>
          </Stack>
        ) : null}
      </ConfirmDialog>
    </Paper>
  );
}

/**
 * The member's wallet in User Details (docs/contract.md §5b): balance, held and available, the latest
 * transactions, and Adjust wallet.
 */
export function MemberWallet({ user }: { user: User }) {
  const wallet = useMemberWallet(user._id);
  const [adjusting, setAdjusting] = useState(false);
  // Focus goes back to Adjust wallet when the form closes. After a confirmation, User Details
  // takes the focus back itself (its focus trap wakes up) and gives it to [data-autofocus].
  const [focusToggle, setFocusToggle] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const closeForm = useCallback(() => {
    setAdjusting(false);
    setFocusToggle(true);
    toggle.current?.focus();
  }, []);

  let body;
  if (wallet.isPending) body = <Loader size="sm" aria-label="Loading the wallet" />;
  else if (wallet.isError) {
    body = (
      <Text size="sm" c="dimmed">
        {walletMessages.fetchFailed} {errorMessage(wallet.error)}
      </Text>
    );
  } else {
    const { balance, held, available } = wallet.data.wallet;
    const { transactions } = wallet.data;
    body = (
      <>
        <SimpleGrid component="dl" cols={3} spacing="xs" m={0}>
          {[
            { term: 'Balance', value: balance },
            { term: 'Held', value: held },
            { term: 'Available', value: available },
          ].map(({ term, value }) => (
            <div key={term}>
              <Text component="dt" size="xs" c="dimmed">
                {term}
              </Text>
              <Text component="dd" m={0} fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {formatRupees(value)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {transactions.length === 0 ? (
          <Text size="sm" c="dimmed">
            No transactions yet.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Latest transactions">
            {transactions.map((transaction) => (
              <TransactionItem key={transaction._id} transaction={transaction} />
            ))}
          </Stack>
        )}
      </>
    );
  }

  return (
    <Stack gap={6} component="section" aria-labelledby="member-wallet-title">
      <Group justify="space-between" gap="xs">
        <Title order={3} size="h5" id="member-wallet-title">
          Wallet
        </Title>
        <Button
          ref={toggle}
          size="compact-sm"
          variant="light"
          onClick={() => setAdjusting((open) => !open)}
          aria-expanded={adjusting}
          aria-controls={adjusting ? 'adjust-wallet-form' : undefined}
          data-autofocus={focusToggle || undefined}
          onBlur={() => setFocusToggle(false)}
        >
          Adjust wallet
        </Button>
      </Group>
      {body}
      {adjusting ? <AdjustWalletForm user={user} onDone={closeForm} onCancel={closeForm} /> : null}
    </Stack>
  );
}
