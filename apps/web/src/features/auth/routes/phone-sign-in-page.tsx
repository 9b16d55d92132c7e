import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { isAdmin, paths, phoneCodeRequestSchema, phoneLoginSchema } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { useTranslation } from '../../../i18n/i18n';
import { showSubmitError, useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { queryKeys } from '../../../lib/query-keys';
import { setSessionUser } from '../../../lib/session';
import { askPhoneCode, loginWithPhoneCode } from '../api/login';

/**
 * /loginWithCode: sign in with a 6-digit code sent by SMS to the phone (docs/decisions/040). First
 * the phone, then the code; the same words whether or not the number is a member's.
 */
export function PhoneSignInPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('phoneSignIn.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentWords, setSentWords] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const phoneForm = useAppForm({ schema: phoneCodeRequestSchema, initialValues: { phone: '' } });
  const codeForm = useAppForm({ schema: phoneLoginSchema.pick({ code: true }), initialValues: { code: '' } });

  const ask = phoneForm.onSubmit(async ({ phone }) => {
    setProblem(null);
    setBusy(true);
    try {
      setSentWords((await askPhoneCode(phone)).message);
      setSentTo(phone);
    } catch (error) {
      showSubmitError(phoneForm, error, setProblem);
    } finally {
      setBusy(false);
    }
  });

  const signIn = codeForm.onSubmit(async ({ code }) => {
    setProblem(null);
    setBusy(true);
    try {
      const answer = await loginWithPhoneCode({ phone: sentTo!, code });
      notifySuccess(answer.message);
      setSessionUser(queryClient, answer.user);
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] });
      void navigate(isAdmin(answer.user) ? paths.admin.dashboard : paths.home, { replace: true });
    } catch (error) {
      showSubmitError(codeForm, error, setProblem);
    } finally {
      setBusy(false);
    }
  });

  return (
    <PageCard
      title={t('phoneSignIn.title')}
      intro={t('phoneSignIn.intro')}
      maw={420}
      footer={
        <Anchor component={Link} to={paths.login}>
          {t('phoneSignIn.withPassword')}
        </Anchor>
      }
    >
      {sentTo === null ? (
        <form onSubmit={ask} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('phoneSignIn.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...phoneForm.getInputProps('phone')}
            />
            <Button type="submit" fullWidth loading={busy}>
              {t('phoneSignIn.sendCode')}
            </Button>
            <ErrorAlert>{problem}</ErrorAlert>
          </Stack>
        </form>
      ) : (
        <form onSubmit={signIn} noValidate>
          <Stack gap="md">
            <Text size="sm" role="status">
              {sentWords}
            </Text>
            <TextInput
              label={t('phoneSignIn.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              data-autofocus
              {...codeForm.getInputProps('code')}
            />
            <Button type="submit" fullWidth loading={busy}>
              {t('phoneSignIn.submit')}
            </Button>
            <Button variant="subtle" onClick={() => setSentTo(null)}>
              {t('phoneSignIn.otherNumber')}
            </Button>
            <ErrorAlert>{problem}</ErrorAlert>
          </Stack>
        </form>
      )}
    </PageCard>
  );
}
