import { Alert, Anchor, Button, List, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { deleteAccountSchema, formatRupees, paths } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadFailed } from '../../../components/load-failed';
import { passwordToggleProps } from '../../../components/password-toggle-icon';
import { SectionCard } from '../../../components/section';
import { useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { showSubmitError, useAppForm } from '../../../lib/form';
import { leaveSession } from '../../../lib/leave-session';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { useAccountDeletionCheck, useDeleteAccount } from '../api/delete-account';

const ERASED = ['identity', 'documents', 'bank', 'records', 'traces', 'sessions'] as const;
const KEPT = ['payments', 'payouts'] as const;

/** What stands in the way (open withdrawals, running plans), and the balance given up with the account. */
function BeforeYouGo() {
  const { t } = useTranslation('users');
  const check = useAccountDeletionCheck();
  if (check.isPending) return <Text c="dimmed">{t('deleteAccount.checking')}</Text>;
  if (check.isError) return <LoadFailed message={errorMessage(check.error)} onRetry={() => void check.refetch()} />;
  const { openWithdrawals, activeInvestments, balance } = check.data;
  return (
    <Stack gap="sm">
      {openWithdrawals > 0 && (
        <Alert color="orange" title={t('deleteAccount.settleFirst')}>
          {t('deleteAccount.openWithdrawals', { count: openWithdrawals })}{' '}
          <Anchor component={Link} to={paths.wallet}>
            {t('deleteAccount.toWallet')}
          </Anchor>
        </Alert>
      )}
      {activeInvestments > 0 && (
        <Alert color="orange" title={t('deleteAccount.settleFirst')}>
          {t('deleteAccount.activeInvestments', { count: activeInvestments })}
        </Alert>
      )}
      {balance > 0 && <Alert color="yellow">{t('deleteAccount.balance', { amount: formatRupees(balance) })}</Alert>}
    </Stack>
  );
}

function DeleteAccountForm({ canDelete }: { canDelete: boolean }) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const form = useAppForm({ schema: deleteAccountSchema, initialValues: { password: '' } });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit(({ password }) => {
    setProblem(null);
    remove.mutate(password, {
      onSuccess: (response) => leaveSession(queryClient, response.message),
      onError: (error) => {
        showSubmitError(form, error, setProblem);
        // An open withdrawal or plan appeared meanwhile: show it.
        void queryClient.invalidateQueries({ queryKey: ['account-deletion'] });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t('deleteAccount.password')}
          description={t('deleteAccount.passwordHint')}
          autoComplete="current-password"
          {...form.getInputProps('password')}
          {...passwordToggleProps}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Button
          type="submit"
          color="red"
          loading={remove.isPending}
          disabled={!canDelete}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('deleteAccount.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /deleteAccount (DPDP Act 2023 §12): a member erases their own account — what goes, what
 * the law keeps, what must be settled first — and confirms with their password. Members awaiting
 * approval may leave too, so the page is behind sign-in only. An admin's account is removed by
 * another admin (the server says so).
 */
export function DeleteAccountPage() {
  const { t } = useTranslation('users');
  usePageTitle(t('deleteAccount.title'));
  const { user } = useSession();
  const check = useAccountDeletionCheck();
  if (!user) return null; // the guard sends visitors to /login

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Title order={1}>{t('deleteAccount.title')}</Title>
      <Text>{t('deleteAccount.intro')}</Text>
      <SectionCard id="delete-erased" title={t('deleteAccount.erasedTitle')}>
        <List spacing="xs">
          {ERASED.map((key) => (
            <List.Item key={key}>{t(`deleteAccount.erased.${key}`)}</List.Item>
          ))}
        </List>
      </SectionCard>
      <SectionCard id="delete-kept" title={t('deleteAccount.keptTitle')}>
        <List spacing="xs">
          {KEPT.map((key) => (
            <List.Item key={key}>{t(`deleteAccount.kept.${key}`)}</List.Item>
          ))}
        </List>
      </SectionCard>
      <SectionCard id="delete-confirm" title={t('deleteAccount.confirmTitle')} titleGap="md">
        <Stack gap="md">
          <BeforeYouGo />
          <DeleteAccountForm canDelete={check.data?.canDelete ?? false} />
        </Stack>
      </SectionCard>
    </Stack>
  );
}
