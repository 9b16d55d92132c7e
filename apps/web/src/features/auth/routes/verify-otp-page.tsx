import { Anchor, TextInput } from '@mantine/core';
import { paths, recoveryMessages, verifyCodeSchema } from '@sevak/shared';
import { Link, useNavigate } from 'react-router';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useVerifyResetCode } from '../api/recovery';
import { RecoveryCard, RecoveryEmailInput } from '../components/recovery-card';
import { firstErrorOr, useRecoveryForm, type RecoveryState } from '../utils/recovery-form';
import { useTranslation } from '../../../i18n/i18n';

/** /verifyOtp (docs/product-spec.md §2, §4): the emailed code → the reset grant → /resetPassword. */
export function VerifyOtpPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('recovery.verify.title'));
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const recovery = useRecoveryForm({
    initial: (arrived) => ({ email: arrived.email ?? '', code: '' }),
    schema: verifyCodeSchema,
    invalidMessage: firstErrorOr(recoveryMessages.codeInvalid),
    mutation: verify,
    onSent: (response, data) => {
      const message = response?.message ?? recoveryMessages.codeVerified;
      notifySuccess(message);
      const state: RecoveryState = { email: data.email, message };
      navigate(paths.resetPassword, { state, replace: true });
    },
    errorFields: ['code'],
  });

  return (
    <RecoveryCard
      title={t('recovery.verify.title')}
      intro={t('recovery.verify.intro')}
      form={recovery}
      submitLabel={t('recovery.verify.submit')}
      footer={
        <Anchor
          component={Link}
          to={paths.forgotPassword}
          state={{ email: recovery.values.email } satisfies RecoveryState}
        >
          {t('recovery.verify.newCode')}
        </Anchor>
      }
    >
      <RecoveryEmailInput autoComplete="email" {...recovery.field('email')} />
      <TextInput
        label={t('recovery.verify.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...recovery.field('code')}
      />
    </RecoveryCard>
  );
}
