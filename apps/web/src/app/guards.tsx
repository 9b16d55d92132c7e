import { isAdmin, paths } from '@sevak/shared';
import { lazy } from 'react';
import { withNamespaces } from '../i18n/i18n';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { awaitsApproval } from '../lib/approval';
import { returnToState } from '../lib/return-to';
import { needsPrivacyNotice } from '../features/privacy/needs-notice';

/**
 * Route guards (docs/product-spec.md §2 route table, §6; docs/contract.md §12). The server checks every call again; these
 * only decide what to show. The session is always known here: the start gate waits for it.
 */

function ToLogin() {
  const location = useLocation();
  return <Navigate to={paths.login} replace state={returnToState(location)} />;
}

/** A member on an old privacy notice reads and accepts the new one, then comes back. */
function ToPrivacyNotice() {
  const location = useLocation();
  return <Navigate to={paths.privacyNotice} replace state={returnToState(location)} />;
}

// Shown in place of a route's page (not routes of their own), so React's lazy, under the app
// layout's Suspense.
const ChoosePasswordPage = lazy(
  withNamespaces(['auth'], () =>
    import('../features/auth/routes/choose-password-page').then((m) => ({ default: m.ChoosePasswordPage })),
  ),
);

/**
 * Signed-in members and admins; a visitor goes to /login and comes back after signing in. A member
 * whose accepted privacy notice is not the current one goes to /privacyNotice first (admins never),
 * unless `noticeFirst` is false: the pages of their rights, open to one who does not agree.
 */
export function RequireUser({ noticeFirst = true }: { noticeFirst?: boolean }) {
  const { user } = useSession();
  if (!user) return <ToLogin />;
  if (user.mustChangePassword) return <ChoosePasswordPage />;
  if (noticeFirst && needsPrivacyNotice(user)) return <ToPrivacyNotice />;
  return <Outlet />;
}

const AccountStatusPage = lazy(
  withNamespaces(['registration', 'services'], () =>
    import('../features/registration/routes/account-status-page').then((m) => ({ default: m.AccountStatusPage })),
  ),
);

/**
 * Member pages (profile, work, wallet, team, support...): a visitor goes to /login; a member
 * awaiting approval sees their account status in place of the page, at the same URL (the server
 * answers 403 'awaiting approval' to those pages' calls anyway, docs/contract.md §7). Admins pass.
 */
export function RequireApproved() {
  const { user } = useSession();
  if (!user) return <ToLogin />;
  if (user.mustChangePassword) return <ChoosePasswordPage />;
  if (needsPrivacyNotice(user)) return <ToPrivacyNotice />;
  if (awaitsApproval(user)) return <AccountStatusPage user={user} />;
  return <Outlet />;
}

/** Admins only: a visitor goes to /login, a member to the home page. */
export function RequireAdmin() {
  const { user } = useSession();
  if (!user) return <ToLogin />;
  if (!isAdmin(user)) return <Navigate to={paths.home} replace />;
  if (user.mustChangePassword) return <ChoosePasswordPage />;
  return <Outlet />;
}
