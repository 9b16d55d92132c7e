import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { paths, recoveryMessages, resetPasswordSchema } from '@sevak/shared';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { focusFirstInvalid, issuesToErrors, type FormErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useRegistrationRules } from '../../../lib/public-config';
import { useResetPassword } from '../api/recovery';
import { passwordToggleProps } from '../components/password-toggle-icon';
import { emptyFields, RecoveryCard, recoveryStateOf, type Notice, type RecoveryState } from '../components/recovery-card';

type Values = { email: string; newPassword: string };

/** /resetPassword (spec §2, §4): a new password, with the grant from /verifyOtp → /login. */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const location = useLocation();
  const navigate = useNavigate();
  const rules = useRegistrationRules();
  const reset = useResetPassword();
  const form = useRef<HTMLFormElement>(null);
  const [arrived] = useState(() => recoveryStateOf(location.state));
  const [values, setValues] = useState<Values>({ email: arrived.email ?? '', newPassword: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [notice, setNotice] = useState<Notice | null>(arrived.message ? { kind: 'info', text: arrived.message } : null);

  const fail = (text: string, fieldErrors: FormErrors = {}) => {
    flushSync(() => {
      setNotice({ kind: 'error', text });
      setErrors(fieldErrors);
    });
    notifyError(text);
    focusFirstInvalid(form.current);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const empty = emptyFields(values);
    if (empty.length > 0) {
      fail(recoveryMessages.fillAllFields, Object.fromEntries(empty.map((key) => [key, ''])));
      return;
    }
    const parsed = resetPasswordSchema(rules).safeParse(values);
    if (!parsed.success) {
      const fieldErrors = issuesToErrors(parsed.error.issues);
      fail(Object.values(fieldErrors)[0] ?? recoveryMessages.fillAllFields, fieldErrors);
      return;
    }
    setErrors({});
    setNotice(null);
    reset.mutate(parsed.data, {
      onSuccess: (response) => {
        notifySuccess(response?.message ?? recoveryMessages.passwordReset);
        navigate(paths.login, { replace: true });
      },
      onError: (error) => fail(errorMessage(error)),
    });
  };

  const invalid = (key: keyof Values) => (key in errors ? errors[key] || true : undefined);

  return (
    <RecoveryCard
      title="Reset password"
      intro={`Choose a new password of at least ${rules.passwordMinLength} characters.`}
      notice={notice}
      footer={
        <Anchor component={Link} to={paths.verifyOtp} state={{ email: values.email } satisfies RecoveryState}>
          Enter the code again
        </Anchor>
      }
    >
      <form ref={form} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
            error={invalid('email')}
          />
          <PasswordInput
            label="New Password"
            name="newPassword"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => setValues({ ...values, newPassword: event.currentTarget.value })}
            error={invalid('newPassword')}
            {...passwordToggleProps}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Reset Password
          </Button>
        </Stack>
      </form>
    </RecoveryCard>
  );
}
