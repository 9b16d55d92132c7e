import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, paths, walletMessages, withdrawalMessages, type EkycAnswer } from '@sevak/shared';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { useWallet } from '../api/wallet';
import { useMyWithdrawals, usePayoutAccount } from '../api/withdrawals';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/** Without a verified bank account: why, where the e-KYC stands, and the way to /ekyc. */
function NeedsEkyc({ ekyc }: { ekyc: EkycAnswer['ekyc'] }) {
  const { t } = useTranslation('wallet');
  const pending = ekyc?.status === 'pending';
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{translateText(withdrawalMessages.ekycRequired)}</Text>
      {pending ? (
        <Text size="sm" role="status">
          {t('withdraw.ekycPending', { date: formatDateTime(ekyc.submittedAt) })}
        </Text>
      ) : null}
      {ekyc?.status === 'rejected' ? (
        <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {ekyc.reason ? t('withdraw.ekycRejectedReason', { reason: ekyc.reason }) : t('withdraw.ekycRejected')}
        </Text>
      ) : null}
      <Anchor component={Link} to={paths.ekyc}>
        {pending ? t('withdraw.seeEkycLink') : t('withdraw.verifyLink')}
      </Anchor>
    </Stack>
  );
}

function RequestPart({ minimum }: { minimum: number }) {
  const { t } = useTranslation('wallet');
  const ekyc = usePayoutAccount();
  const wallet = useWallet();
  if (ekyc.isPending) return <Loader size="sm" aria-label={t('withdraw.loadingAccount')} />;
  if (ekyc.isError) {
    return (
      <LoadFailed
        title={t('withdraw.accountFetchFailed')}
        message={errorMessage(ekyc.error)}
        onRetry={() => void ekyc.refetch()}
      />
    );
  }
  const { payoutAccount, ekyc: latest } = ekyc.data;
  if (!payoutAccount) return <NeedsEkyc ekyc={latest} />;
  return <WithdrawForm available={wallet.data?.available ?? null} minimum={minimum} account={payoutAccount} />;
}

/**
 * The Withdraw section of /wallete (docs/contract.md §5b): the request form once the bank account is
 * verified (else the way to e-KYC), and "My withdrawals" with their status and Cancel.
 */
export function WithdrawSection() {
  const { t } = useTranslation('wallet');
  const mine = useMyWithdrawals();

  if (mine.isPending) return <Loader size="sm" aria-label={t('withdraw.loadingWithdrawals')} />;
  if (mine.isError) {
    if (mine.error instanceof ApiError && mine.error.code === 'WITHDRAWALS_DISABLED') {
      return <Text size="sm">{translateText(withdrawalMessages.disabled)}</Text>;
    }
    return <LoadFailed message={walletMessages.fetchFailed} onRetry={() => void mine.refetch()} />;
  }
  const { enabled, minimum, withdrawals } = mine.data;

  return (
    <Stack gap="lg">
      {enabled ? (
        <RequestPart minimum={minimum} />
      ) : (
        <Text size="sm">{translateText(withdrawalMessages.disabled)}</Text>
      )}
      {enabled || withdrawals.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="my-withdrawals">
          <Title order={3} size="h5" id="my-withdrawals">
            {t('withdrawals.title')}
          </Title>
          <WithdrawalList withdrawals={withdrawals} />
        </Stack>
      ) : null}
    </Stack>
  );
}
