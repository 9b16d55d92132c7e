import { Anchor, PasswordInput } from '@mantine/core';
import { paths, recoveryMessages, resetPasswordSchema } from '@sevak/shared';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useRegistrationRules } from '../../../lib/public-config';
import { useResetPassword } from '../api/recovery';
import { passwordToggleProps } from '../../../components/password-toggle-icon';
import { RecoveryCard, RecoveryEmailInput } from '../components/recovery-card';
import { firstErrorOr, useRecoveryForm, type RecoveryState } from '../utils/recovery-form';

/** /resetPassword (spec §2, §4): a new password, with the grant from /verifyOtp → /login. */
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const navigate = useNavigate();
  const rules = useRegistrationRules();
  const reset = useResetPassword();
  const schema = useMemo(() => resetPasswordSchema(rules), [rules]);
  const recovery = useRecoveryForm({
    initial: (arrived) => ({ email: arrived.email ?? '', newPassword: '' }),
    schema,
    invalidMessage: firstErrorOr(recoveryMessages.fillAllFields),
    mutation: reset,
    onSent: (response) => {
      notifySuccess(response?.message ?? recoveryMessages.passwordReset);
      navigate(paths.login, { replace: true });
    },
  });

  return (
    <RecoveryCard
      title="Reset password"
      intro={`Choose a new password of at least ${rules.passwordMinLength} characters.`}
      form={recovery}
      submitLabel="Reset Password"
      footer={
        <Anchor component={Link} to={paths.verifyOtp} state={{ email: recovery.values.email } satisfies RecoveryState}>
          Enter the code again
        </Anchor>
      }
    >
      <RecoveryEmailInput autoComplete="username" {...recovery.field('email')} />
      <PasswordInput
        label="New Password"
        autoComplete="new-password"
        {...recovery.field('newPassword')}
        {...passwordToggleProps}
      />
    </RecoveryCard>
  );
}
