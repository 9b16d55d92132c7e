import { Anchor, TextInput } from '@mantine/core';
import { forgotPasswordSchema, paths, recoveryMessages } from '@sevak/shared';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useRequestPasswordCode } from '../api/recovery';
import { RecoveryCard, RecoveryEmailInput } from '../components/recovery-card';
import { useRecoveryForm, type RecoveryState } from '../utils/recovery-form';
import { phoneInputProps } from '../../../lib/phone-input';
import { useTranslation } from '../../../i18n/i18n';

/** /forgotPassword (docs/product-spec.md §2, §4): email and phone → a code by email → /verifyOtp. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('recovery.forgot.title'));
  const navigate = useNavigate();
  const send = useRequestPasswordCode();
  const recovery = useRecoveryForm({
    initial: (arrived) => ({ email: arrived.email ?? '', phone: '' }),
    showArrivedMessage: false,
    schema: forgotPasswordSchema,
    invalidMessage: () => recoveryMessages.fillAllFields,
    mutation: send,
    onSent: (response, data) => {
      const message = response?.message ?? recoveryMessages.codeSent;
      notifySuccess(message);
      const state: RecoveryState = { email: data.email, message };
      navigate(paths.verifyOtp, { state });
    },
  });

  return (
    <RecoveryCard
      title={t('recovery.forgot.title')}
      intro={t('recovery.forgot.intro')}
      form={recovery}
      submitLabel={t('recovery.forgot.submit')}
      footer={
        <Anchor component={Link} to={paths.login}>
          {t('recovery.forgot.backToLogin')}
        </Anchor>
      }
    >
      <RecoveryEmailInput autoComplete="email" {...recovery.field('email')} />
      <TextInput
        label={t('recovery.forgot.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        {...phoneInputProps(recovery.field('phone'))}
      />
    </RecoveryCard>
  );
}
