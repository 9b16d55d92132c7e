import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { paths, recoveryMessages, verifyCodeSchema } from '@sevak/shared';
import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { focusFirstInvalid, issuesToErrors, type FormErrors } from '../../../lib/form-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useVerifyResetCode } from '../api/recovery';
import { emptyFields, RecoveryCard, recoveryStateOf, type Notice, type RecoveryState } from '../components/recovery-card';

type Values = { email: string; code: string };

/** /verifyOtp (spec §2, §4): the emailed code → the reset grant → /resetPassword. */
export function VerifyOtpPage() {
  usePageTitle('Verify code');
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const form = useRef<HTMLFormElement>(null);
  const [arrived] = useState(() => recoveryStateOf(location.state));
  const [values, setValues] = useState<Values>({ email: arrived.email ?? '', code: '' });
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
    const parsed = verifyCodeSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = issuesToErrors(parsed.error.issues);
      fail(Object.values(fieldErrors)[0] ?? recoveryMessages.codeInvalid, fieldErrors);
      return;
    }
    setErrors({});
    setNotice(null);
    verify.mutate(parsed.data, {
      onSuccess: (response) => {
        const message = response?.message ?? recoveryMessages.codeVerified;
        notifySuccess(message);
        const state: RecoveryState = { email: parsed.data.email, message };
        navigate(paths.resetPassword, { state, replace: true });
      },
      onError: (error) => fail(errorMessage(error), { code: '' }),
    });
  };

  const invalid = (key: keyof Values) => (key in errors ? errors[key] || true : undefined);

  return (
    <RecoveryCard
      title="Verify code"
      intro="Enter the 6-digit code we emailed you. It is valid for 10 minutes."
      notice={notice}
      footer={
        <Anchor component={Link} to={paths.forgotPassword} state={{ email: values.email } satisfies RecoveryState}>
          Ask for a new code
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
            label="Code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.code}
            onChange={(event) => setValues({ ...values, code: event.currentTarget.value })}
            error={invalid('code')}
          />
          <Button type="submit" fullWidth loading={verify.isPending}>
            Verify
          </Button>
        </Stack>
      </form>
    </RecoveryCard>
  );
}
