import { paths } from '@sevak/shared';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { awaitsApproval } from '../../lib/approval';
import { useSession } from '../../lib/session';
import { IconBriefcase, IconHome, IconSearch, IconUser, IconWallet } from '../../components/icons';
import classes from './shell.module.css';

/** `approved`: a page only an approved member sees; one awaiting approval gets the account status there. */
const ITEMS: { to: string; label: string; icon: ReactNode; approved?: boolean }[] = [
  { to: paths.home, label: 'Home', icon: <IconHome /> },
  { to: paths.services, label: 'Search', icon: <IconSearch /> },
  { to: paths.wallet, label: 'Wallet', icon: <IconWallet />, approved: true },
  { to: paths.work, label: 'Work', icon: <IconBriefcase />, approved: true },
  { to: paths.profile, label: 'Profile', icon: <IconUser /> },
];

/**
 * Phones only (hidden from 768 px up by CSS): the five main destinations. A member awaiting
 * approval sees the account status page at /wallete and /work, so those are not marked as the
 * current page then (issue 17 #11).
 */
export function BottomBar() {
  const { user } = useSession();
  const waiting = awaitsApproval(user);
  return (
    <nav aria-label="Quick links" className={classes.bottomBar}>
      {ITEMS.map((item) => {
        const content = (
          <>
            {item.icon}
            <span>{item.label}</span>
          </>
        );
        return waiting && item.approved ? (
          <Link key={item.to} to={item.to} className={classes.bottomLink}>
            {content}
          </Link>
        ) : (
          <NavLink key={item.to} to={item.to} end={item.to === paths.home} className={classes.bottomLink}>
            {content}
          </NavLink>
        );
      })}
    </nav>
  );
}
