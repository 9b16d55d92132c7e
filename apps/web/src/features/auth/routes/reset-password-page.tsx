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
import { useTranslation } from '../../../i18n/i18n';

/** /resetPassword (docs/product-spec.md §2, §4): a new password, with the grant from /verifyOtp → /login. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('recovery.reset.title'));
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
      title={t('recovery.reset.title')}
      intro={t('recovery.reset.intro', { min: rules.passwordMinLength })}
      form={recovery}
      submitLabel={t('recovery.reset.submit')}
      footer={
        <Anchor component={Link} to={paths.verifyOtp} state={{ email: recovery.values.email } satisfies RecoveryState}>
          {t('recovery.reset.enterCodeAgain')}
        </Anchor>
      }
    >
      <RecoveryEmailInput autoComplete="username" {...recovery.field('email')} />
      <PasswordInput
        label={t('recovery.reset.newPassword')}
        autoComplete="new-password"
        {...recovery.field('newPassword')}
        {...passwordToggleProps}
      />
    </RecoveryCard>
  );
}
