import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isAdmin, paths } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { lazySchema, showSubmitError, useAppForm } from '../../../lib/form';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { returnToPath, type ReturnToState } from '../../../lib/return-to';
import { useLogin } from '../api/login';
import { queryKeys } from '../../../lib/query-keys';
import { setSessionUser, useSession } from '../../../lib/session';
import { passwordToggleProps } from '../../../components/password-toggle-icon';
import { useTranslation } from '../../../i18n/i18n';

/** The shared loginSchema, fetched when the person first touches the form (or submits). */
const loginSchema = lazySchema(() => import('../api/login-schema').then((m) => m.loginSchema));

/**
 * Whether the page a visitor came from needs words on why it asks them to sign in: a request to a
 * provider does; their own pages (wallet, profile...) do not.
 */
function signInToSendRequest(state: unknown): boolean {
  const from = (state as ReturnToState | null | undefined)?.from;
  return from?.pathname === paths.sendRequest;
}

/**
 * Pages a sign-in does not go back to: home (an admin goes on to the back office) and the way in.
 * The shell's Login link remembers whatever page it was pressed on.
 */
const NOT_RETURNED_TO: ReadonlySet<string> = new Set([
  paths.home,
  paths.login,
  paths.register,
  paths.registerAadhaar,
  paths.forgotPassword,
  paths.verifyOtp,
  paths.resetPassword,
]);

function returnTarget(state: unknown): string | null {
  const target = returnToPath(state);
  return target && !NOT_RETURNED_TO.has(target.split(/[?#]/)[0]!) ? target : null;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  const { user } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const login = useLogin();
  const form = useAppForm({ schema: loginSchema, initialValues: { emailOrPhone: '', password: '' } });
  const [serverError, setServerError] = useState<string | null>(null);
  const reason = signInToSendRequest(location.state) ? t('login.requestReason') : null;
  // Where to go once the session holds the user (set just before it does).
  const [redirectTo, setRedirectTo] = useState<string | null>(null);

  // Signed in already (or just now): leave. docs/product-spec.md §2: /login goes to / for a signed-in person.
  if (user) return <Navigate to={redirectTo ?? paths.home} replace />;

  const submit = form.onSubmit(
    (credentials) => {
      setServerError(null);
      login.mutate(credentials, {
        onSuccess: (response) => {
          notifySuccess(response.message);
          const target = returnTarget(location.state) ?? (isAdmin(response.user) ? paths.admin.dashboard : paths.home);
          // Commit the target before the session changes, so the redirect above uses it.
          flushSync(() => setRedirectTo(target));
          setSessionUser(queryClient, response.user);
          void queryClient.invalidateQueries({
            predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
          });
        },
        onError: (error) => showSubmitError(form, error, setServerError),
      });
    },
    () => setServerError(null),
  );

  return (
    <PageCard
      title={t('login.title')}
      intro={t('login.intro')}
      maw={420}
      footer={
        <>
          {t('login.newToSevak')}{' '}
          <Anchor component={Link} to={paths.register}>
            {t('login.createAccount')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} onFocus={loginSchema.preload} noValidate>
        <Stack gap="md">
          {reason && (
            <Alert color="blue" title={t('login.signInToContinue')}>
              {reason}
            </Alert>
          )}
          <TextInput
            label={t('login.emailOrPhone')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            name="emailOrPhone"
            {...form.getInputProps('emailOrPhone')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            name="password"
            {...form.getInputProps('password')}
            {...passwordToggleProps}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              {t('login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('login.submit')}
          </Button>
          <ErrorAlert>{serverError}</ErrorAlert>
          <Anchor component={Link} to={paths.phoneSignIn} size="sm" ta="center">
            {t('login.withCode')}
          </Anchor>
        </Stack>
      </form>
    </PageCard>
  );
}
