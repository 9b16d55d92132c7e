import { Button, Stack, Text } from '@mantine/core';
import { formatRupees, withdrawalMessages, withdrawalRequestSchema, type PayoutAccount } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { RupeeInput } from '../../../components/rupee-input';
import { ApiError, errorMessage } from '../../../lib/api';
import { showErrors, showServerErrors, useAppForm } from '../../../lib/form';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { useRequestWithdrawal } from '../api/withdrawals';
import { notifyOwnNotice } from '../utils/own-notice';
import { useTranslation } from '../../../i18n/i18n';

/**
 * The server's rules for the amount (withdrawalRequestSchema: more than ₹0, whole paise), the
 * minimum and the available balance it shows (unknown while it loads); '' while empty. All are
 * checked before the confirmation is asked.
 */
function withdrawFormSchema(minimum: number, available: number | null) {
  return z.object({
    amount: z.preprocess(
      (value) => (value === '' || value === null ? undefined : Number(value)),
      withdrawalRequestSchema.shape.amount
        .refine((amount) => amount >= minimum, withdrawalMessages.belowMinimum(formatRupees(minimum)))
        .refine(
          (amount) => available === null || amount <= available,
          withdrawalMessages.aboveAvailable(formatRupees(available ?? 0)),
        ),
    ),
  });
}

/** Refusals about the amount itself: shown under the field. */
const AMOUNT_CODES: readonly string[] = ['INSUFFICIENT_BALANCE', 'WITHDRAWAL_BELOW_MINIMUM'];

/** "BANKNAME XXXXXX1234" */
export const accountText = (account: PayoutAccount) => `${account.bankName} ${account.bankAccountNumber}`;

type WithdrawFormProps = {
  /** Available balance in rupees (null while it loads). */
  available: number | null;
  /** The smallest withdrawal in rupees. */
  minimum: number;
  account: PayoutAccount;
};

/**
 * The amount, a confirmation, then POST /withdrawal/request with an Idempotency-Key made once per
 * opened form: a retry after a lost answer (network, 5xx) replays the first request instead of
 * holding the money twice; a refusal the server answered (4xx) held nothing, so the next try is a
 * new request with a new key.
 */
export function WithdrawForm({ available, minimum, account }: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const schema = useMemo(() => withdrawFormSchema(minimum, available), [minimum, available]);
  const form = useAppForm<{ amount: number | string }, { amount: number }>({ schema, initialValues: { amount: '' } });
  const queryClient = useQueryClient();
  const request = useRequestWithdrawal();
  const idempotencyKey = useIdempotencyKey();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);

  const submit = form.onSubmit(({ amount }) => {
    setProblem(null);
    setConfirming(amount);
  });

  const send = (amount: number) => {
    if (sending.current) return;
    sending.current = true;
    request.mutate(
      { body: { amount }, idempotencyKey: idempotencyKey.key },
      {
        onSuccess: () => {
          notifyOwnNotice(withdrawalMessages.notices.requested(formatRupees(amount)));
          form.reset();
          idempotencyKey.settle();
        },
        onError: (error) => {
          idempotencyKey.settle(error);
          if (error instanceof ApiError && error.code === 'EKYC_REQUIRED') {
            void queryClient.invalidateQueries({ queryKey: queryKeys.ekyc });
          }
          if (showServerErrors(form, error)) return;
          if (error instanceof ApiError && AMOUNT_CODES.includes(error.code))
            showErrors(form, { amount: error.message });
          else setProblem(errorMessage(error));
        },
        onSettled: () => {
          sending.current = false;
          setConfirming(null);
        },
      },
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('withdraw.formLabel')}>
        <Stack gap="sm" align="flex-start">
          <RupeeInput
            label={t('withdraw.amount')}
            description={t('withdraw.limits', {
              available: available === null ? '…' : formatRupees(available),
              minimum: formatRupees(minimum),
            })}
            w="100%"
            maw={320}
            {...form.getInputProps('amount')}
          />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('withdraw.paidTo', { account: accountText(account) })}
          </Text>
          <ErrorAlert w="100%">{problem}</ErrorAlert>
          <Button type="submit" loading={request.isPending}>
            {t('withdraw.submit')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => {
          if (!request.isPending) setConfirming(null);
        }}
        title={t('withdraw.confirmTitle')}
        confirmLabel={t('withdraw.confirmYes')}
        onConfirm={() => confirming !== null && send(confirming)}
        busy={request.isPending}
      >
        {confirming !== null ? (
          <Stack gap="xs">
            <Text fw={600}>
              {t('withdraw.confirmAmount', { amount: formatRupees(confirming), account: accountText(account) })}
            </Text>
            <Text size="sm">{t('withdraw.confirmHeld')}</Text>
          </Stack>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
