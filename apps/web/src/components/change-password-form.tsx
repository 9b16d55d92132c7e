import { Button, PasswordInput, Stack } from '@mantine/core';
import { messages, passwordSchema, recoveryMessages, registrationMessages } from '@sevak/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ErrorAlert } from './error-alert';
import { ApiError, errorMessage } from '../lib/api';
import { useFormErrors, type FormErrors } from '../lib/form-errors';
import { notifyError, notifySuccess } from '../lib/notify';
import { useRegistrationRules } from '../lib/public-config';
import { useChangePassword } from '../lib/change-password';
import { passwordToggleProps } from './password-toggle-icon';

type Values = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password for the signed-in member (POST /auth/change-password). The server ends the
 * member's other sessions; this one stays. `onChanged` runs after a change (e.g. to re-read the
 * session of an account that had to choose a password).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const rules = useRegistrationRules();
  const change = useChangePassword();
  const { form, errors, setErrors, showErrors } = useFormErrors();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

  const validate = (): FormErrors => {
    const found: FormErrors = {};
    if (values.currentPassword === '') found.currentPassword = messages.auth.passwordRequired;
    const checked = passwordSchema(rules).safeParse(values.newPassword);
    if (!checked.success) found.newPassword = checked.error.issues[0]?.message ?? messages.auth.passwordRequired;
    if (values.confirmPassword !== values.newPassword) found.confirmPassword = registrationMessages.passwordsDiffer;
    return found;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    const found = validate();
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: (response) => {
          notifySuccess(response?.message ?? recoveryMessages.passwordChanged);
          setValues(EMPTY);
          onChanged?.();
        },
        onError: (error) => {
          const message = errorMessage(error);
          notifyError(message);
          if (error instanceof ApiError && error.errors.length > 0) {
            const fieldErrors: FormErrors = {};
            for (const item of error.errors) if (item.path in EMPTY) fieldErrors[item.path] ??= item.msg;
            if (Object.keys(fieldErrors).length > 0) {
              showErrors(fieldErrors);
              return;
            }
          }
          if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') showErrors({ currentPassword: message });
          else setProblem(message);
        },
      },
    );
  };

  const field = (key: keyof Values) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [key]: value }));
      if (errors[key]) setErrors((current) => ({ ...current, [key]: '' }));
    },
    error: errors[key] || undefined,
    ...passwordToggleProps,
  });

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput label="Current password" autoComplete="current-password" {...field('currentPassword')} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          description={`At least ${rules.passwordMinLength} characters`}
          {...field('newPassword')}
        />
        <PasswordInput label="Confirm new password" autoComplete="new-password" {...field('confirmPassword')} />
        <ErrorAlert>{problem}</ErrorAlert>
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
