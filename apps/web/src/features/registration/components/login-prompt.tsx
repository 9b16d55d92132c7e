import { Anchor } from '@mantine/core';
import { paths } from '@sevak/shared';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/i18n';

/** The line under both registration steps: "Already have an account? Login". */
export function LoginPrompt() {
  const { t } = useTranslation('registration');
  return (
    <>
      {t('loginPrompt.question')}{' '}
      <Anchor component={Link} to={paths.login}>
        {t('loginPrompt.login')}
      </Anchor>
    </>
  );
}
