import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { forgotPasswordSchema, paths, recoveryMessages } from '@sevak/shared';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { focusFirstInvalid, issuesToErrors, type FormErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useRequestPasswordCode } from '../api/recovery';
import { emptyFields, RecoveryCard, recoveryStateOf, type Notice, type RecoveryState } from '../components/recovery-card';

type Values = { email: string; phone: string };

/** /forgotPassword (spec §2, §4): email and phone → a code by email → /verifyOtp. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const location = useLocation();
  const navigate = useNavigate();
  const send = useRequestPasswordCode();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(() => ({ email: recoveryStateOf(location.state).email ?? '', phone: '' }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);

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
    const parsed = forgotPasswordSchema.safeParse(values);
    if (!parsed.success) {
      fail(recoveryMessages.fillAllFields, issuesToErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setNotice(null);
    send.mutate(parsed.data, {
      onSuccess: (response) => {
        const message = response?.message ?? recoveryMessages.codeSent;
        notifySuccess(message);
        const state: RecoveryState = { email: parsed.data.email, message };
        navigate(paths.verifyOtp, { state });
      },
      onError: (error) => fail(errorMessage(error)),
    });
  };

  const invalid = (key: keyof Values) => (key in errors ? errors[key] || true : undefined);

  return (
    <RecoveryCard
      title="Forgot password"
      intro="Enter the email and phone number of your account. We email you a 6-digit code to reset your password."
      notice={notice}
      footer={
        <Anchor component={Link} to={paths.login}>
          Back to login
        </Anchor>
      }
    >
      <form ref={form} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            value={values.email}
            onChange={(event) => setValues({ ...values, email: event.currentTarget.value })}
            error={invalid('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            name="phone"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            value={values.phone}
            onChange={(event) => setValues({ ...values, phone: event.currentTarget.value })}
            error={invalid('phone')}
          />
          <Button type="submit" fullWidth loading={send.isPending}>
            Send
          </Button>
        </Stack>
      </form>
    </RecoveryCard>
  );
}
