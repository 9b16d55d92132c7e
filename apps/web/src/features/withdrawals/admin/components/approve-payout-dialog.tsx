import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { approveWithdrawalSchema, formatRupees, type AdminWithdrawal, type AdminWithdrawalPage } from '@sevak/shared';
import { useState } from 'react';
import { z } from 'zod';
import { ErrorAlert } from '../../../../components/error-alert';
import { errorMessage } from '../../../../lib/api';
import { showServerErrors, useAppForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useApproveWithdrawal } from '../api/withdrawals';
import { movedOn } from '../../../../lib/moved-on';

type PayoutProvider = AdminWithdrawalPage['payoutProvider'];

/** The server's UTR rule (approveWithdrawalSchema); the empty box means "no UTR". */
const approveFormSchema = z.object({
  utr: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    approveWithdrawalSchema.shape.utr,
  ),
});

export const GONE_WITHDRAWAL = ['WITHDRAWAL_NOT_REQUESTED', 'WITHDRAWAL_NOT_FOUND'] as const;

/** What an approval without a UTR does, per provider. */
function ProviderNote({ provider }: { provider: PayoutProvider }) {
  if (provider === 'local') {
    return (
      <Alert color="yellow" variant="light" title="Test payout provider: no real money moves">
        Without a UTR the payout goes to the test provider and shows as Processing until you mark it paid or failed in
        this list.
      </Alert>
    );
  }
  return (
    <Alert color="blue" variant="light" title="Payouts go through RazorpayX">
      Without a UTR the payout is sent from the business account through RazorpayX: real money moves. It shows as
      Processing until the bank confirms it.
    </Alert>
  );
}

function ApproveForm({
  withdrawal,
  provider,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  provider: PayoutProvider;
  onClose: () => void;
}) {
  const approve = useApproveWithdrawal();
  const form = useAppForm({ schema: approveFormSchema, initialValues: { utr: '' } });
  const [problem, setProblem] = useState<string | null>(null);
  const withUtr = form.values.utr.trim() !== '';

  const submit = form.onSubmit(async ({ utr }) => {
    setProblem(null);
    try {
      const answer = await approve.mutateAsync({ id: withdrawal._id, utr });
      notifySuccess(answer.message);
      onClose();
    } catch (error) {
      if (movedOn(error, GONE_WITHDRAWAL)) {
        notifyError(errorMessage(error));
        onClose();
      } else if (!showServerErrors(form, error)) setProblem(errorMessage(error));
    }
  });

  const { kyc, user } = withdrawal;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          Pay {formatRupees(withdrawal.amount)} to {user?.name ?? 'a deleted account'}
        </Text>
        {kyc ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {kyc.accountHolderName}, account {kyc.bankAccountNumber}, IFSC {kyc.ifscCode} ({kyc.bankName})
          </Text>
        ) : null}
        <ProviderNote provider={provider} />
        <TextInput
          label="UTR (if you paid it yourself)"
          description="Paid it by bank transfer? Enter the bank's reference: the request is recorded as paid and nothing is sent. Leave it empty to send the payout."
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          data-autofocus
          {...form.getInputProps('utr')}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={approve.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={approve.isPending}>
            {withUtr ? 'Record as paid' : provider === 'local' ? 'Send test payout' : 'Send payout'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Approve payout: with the bank's UTR (the admin paid by hand) the request becomes paid; without
 * one it is sent through the payout provider and becomes processing.
 */
export function ApprovePayoutDialog({
  withdrawal,
  provider,
  onClose,
}: {
  withdrawal: AdminWithdrawal | null;
  provider: PayoutProvider;
  onClose: () => void;
}) {
  return (
    <Modal opened={withdrawal !== null} onClose={onClose} title="Approve payout" centered>
      {/* Inside the Modal: an empty form each time it opens. */}
      {withdrawal ? <ApproveForm withdrawal={withdrawal} provider={provider} onClose={onClose} /> : null}
    </Modal>
  );
}
