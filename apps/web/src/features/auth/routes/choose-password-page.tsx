import { PageCard } from '../../../components/page-card';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { useTranslation } from '../../../i18n/i18n';

/**
 * What an account whose password others know (the built-in first admin, whose password is in the
 * README) sees in place of every signed-in page until it chooses its own; the server refuses
 * everything else meanwhile. Rendered by the route guards.
 */
export function ChoosePasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('choosePassword.pageTitle'));
  const { refresh } = useSession();
  return (
    <PageCard maw={480} title={t('choosePassword.title')} intro={t('choosePassword.intro')}>
      <ChangePasswordForm onChanged={() => void refresh()} />
    </PageCard>
  );
}
