import { paths } from '@sevak/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/**
 * The public route table's guards (routes.tsx); the signed-in ones are in guards.tsx, whose
 * tables (member-routes.tsx, back-office/routes.tsx) load when first opened, and with them.
 */

/** Forgot / verify / reset password: nothing to do there once signed in. (/login does its own.) */
export function GuestOnly() {
  const { user } = useSession();
  return user ? <Navigate to={paths.home} replace /> : <Outlet />;
}

/** Correctly spelled aliases (/services, /wallet...) keep the query string and hash. */
export function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
