import { Button, PasswordInput, Stack } from '@mantine/core';
import {
  messages,
  passwordSchema,
  recoveryMessages,
  registrationMessages,
  type RegistrationRules,
} from '@sevak/shared';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { ErrorAlert } from './error-alert';
import { showSubmitError, useAppForm } from '../lib/form';
import { notifySuccess } from '../lib/notify';
import { useRegistrationRules } from '../lib/public-config';
import { useChangePassword } from '../lib/change-password';
import { passwordToggleProps } from './password-toggle-icon';
import { useTranslation } from '../i18n/i18n';

/** The form's check: the server's rules for a new password (shared), typed twice. */
const changePasswordFormSchema = (rules: RegistrationRules) =>
  z
    .object({
      currentPassword: z.string().min(1, messages.auth.passwordRequired),
      newPassword: passwordSchema(rules),
      confirmPassword: z.string(),
    })
    .refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: registrationMessages.passwordsDiffer,
    });

/**
 * Change password for the signed-in member (POST /auth/change-password). The server ends the
 * member's other sessions; this one stays. `onChanged` runs after a change (e.g. to re-read the
 * session of an account that had to choose a password).
 */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useTranslation('auth');
  const rules = useRegistrationRules();
  const change = useChangePassword();
  const schema = useMemo(() => changePasswordFormSchema(rules), [rules]);
  const form = useAppForm({ schema, initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    setProblem(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (response) => {
          notifySuccess(response?.message ?? recoveryMessages.passwordChanged);
          form.reset();
          onChanged?.();
        },
        onError: (error) => showSubmitError(form, error, setProblem),
      },
    );
  });

  const field = (key: 'currentPassword' | 'newPassword' | 'confirmPassword') => ({
    ...form.getInputProps(key),
    ...passwordToggleProps,
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t('changePassword.currentPassword')}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <PasswordInput
          label={t('changePassword.newPassword')}
          autoComplete="new-password"
          description={t('changePassword.newPasswordHint', { min: rules.passwordMinLength })}
          {...field('newPassword')}
        />
        <PasswordInput
          label={t('changePassword.confirmPassword')}
          autoComplete="new-password"
          {...field('confirmPassword')}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Button type="submit" loading={change.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('changePassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
