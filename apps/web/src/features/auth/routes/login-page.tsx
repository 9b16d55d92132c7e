import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { isAdmin, paths, type LoginInput } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useLocation } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageCard } from '../../../components/page-card';
import { ApiError, errorMessage } from '../../../lib/api';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/constants';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { returnToPath } from '../../../lib/return-to';
import { useLogin } from '../api/login';
import { queryKeys } from '../../../lib/query-keys';
import { setSessionUser, useSession } from '../../../lib/session';
import { passwordToggleProps } from '../../../components/password-toggle-icon';

type Field = keyof LoginInput;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['emailOrPhone', 'password'];

/** The shared loginSchema, fetched when the person first touches the form (or submits). */
const loadLoginSchema = () => import('../api/login-schema').then((m) => m.loginSchema);
const preloadLoginSchema = () => void loadLoginSchema().catch(() => undefined);

function asField(path: unknown): Field | null {
  const name = String(path).split('.').pop();
  return FIELDS.find((field) => field === name) ?? null;
}

export function LoginPage() {
  usePageTitle('Login');
  const { user } = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const login = useLogin();

  const [values, setValues] = useState<LoginInput>({ emailOrPhone: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  // Where to go once the session holds the user (set just before it does).
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  // Signed in already (or just now): leave. Spec §2: /login goes to / for a signed-in person.
  if (user) return <Navigate to={redirectTo ?? paths.home} replace />;

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors[field]) setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** A field's name, value, change handler and error. */
  const field = (key: Field) => ({
    name: key,
    value: values[key],
    onChange: change(key),
    error: fieldErrors[key],
  });

  const showFieldErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    const first = FIELDS.find((field) => errors[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    let loginSchema;
    try {
      loginSchema = await loadLoginSchema();
    } catch {
      setServerError(NETWORK_ERROR_MESSAGE);
      return;
    }
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = asField(issue.path[0]);
        if (field && !errors[field]) errors[field] = issue.message;
      }
      showFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data, {
      onSuccess: (response) => {
        notifySuccess(response.message);
        const target =
          returnToPath(location.state) ??
          (isAdmin(response.user) ? paths.admin.dashboard : paths.home);
        // Commit the target before the session changes, so the redirect above uses it.
        flushSync(() => setRedirectTo(target));
        setSessionUser(queryClient, response.user);
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== queryKeys.session[0],
        });
      },
      onError: (error) => {
        const message = errorMessage(error);
        notifyError(message);
        setServerError(message);
        if (error instanceof ApiError && error.errors.length > 0) {
          const errors: FieldErrors = {};
          for (const item of error.errors) {
            const field = asField(item.path);
            if (field && !errors[field]) errors[field] = item.msg;
          }
          showFieldErrors(errors);
        }
      },
    });
  };

  return (
    <PageCard
      title="Sign in"
      intro="Use the email address or 10-digit phone number you registered with."
      maw={420}
      footer={
        <>
          New to Sevak?{' '}
          <Anchor component={Link} to={paths.register}>
            Create an account
          </Anchor>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)} onFocus={preloadLoginSchema} noValidate>
        <Stack gap="md">
          <TextInput
            ref={(element) => {
              inputs.current.emailOrPhone = element;
            }}
            label="Email or phone"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...field('emailOrPhone')}
          />
          <PasswordInput
            ref={(element) => {
              inputs.current.password = element;
            }}
            label="Password"
            autoComplete="current-password"
            {...field('password')}
            {...passwordToggleProps}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={paths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Login
          </Button>
          <ErrorAlert>{serverError}</ErrorAlert>
        </Stack>
      </form>
    </PageCard>
  );
}
