import { PageCard } from '../../../components/page-card';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { ChangePasswordForm } from '../../../components/change-password-form';

/**
 * What an account whose password others know (the built-in first admin, whose password is in the
 * README) sees in place of every signed-in page until it chooses its own; the server refuses
 * everything else meanwhile. Rendered by the route guards.
 */
export function ChoosePasswordPage() {
  usePageTitle('Choose your password');
  const { refresh } = useSession();
  return (
    <PageCard
      maw={480}
      title="Choose your own password"
      intro="This account was set up with a password that is written in the setup instructions, so others may know it. Choose a new password to continue."
    >
      <ChangePasswordForm onChanged={() => void refresh()} />
    </PageCard>
  );
}
