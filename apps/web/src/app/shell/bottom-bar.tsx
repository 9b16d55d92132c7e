import { paths } from '@sevak/shared';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { awaitsApproval } from '../../lib/approval';
import { useSession } from '../../lib/session';
import {
  IconBriefcase,
  IconHelp,
  IconHome,
  IconLogin,
  IconSearch,
  IconUser,
  IconUserPlus,
  IconWallet,
} from '../../components/icons';
import classes from './shell.module.css';
import { useTranslation } from '../../i18n/i18n';

type NavKey =
  'nav.home' | 'nav.search' | 'nav.wallet' | 'nav.work' | 'nav.profile' | 'nav.help' | 'nav.login' | 'nav.signUp';
type Item = { to: string; label: NavKey; icon: ReactNode; approved?: boolean };

/** `approved`: a page only an approved member sees; one awaiting approval gets the account status there. */
const MEMBER_ITEMS: Item[] = [
  { to: paths.home, label: 'nav.home', icon: <IconHome /> },
  { to: paths.services, label: 'nav.search', icon: <IconSearch /> },
  { to: paths.wallet, label: 'nav.wallet', icon: <IconWallet />, approved: true },
  { to: paths.work, label: 'nav.work', icon: <IconBriefcase />, approved: true },
  { to: paths.profile, label: 'nav.profile', icon: <IconUser /> },
];

/** What a visitor can use: looking, the support desk's contacts, and the way in. */
const VISITOR_ITEMS: Item[] = [
  { to: paths.home, label: 'nav.home', icon: <IconHome /> },
  { to: paths.services, label: 'nav.search', icon: <IconSearch /> },
  { to: paths.support, label: 'nav.help', icon: <IconHelp /> },
  { to: paths.login, label: 'nav.login', icon: <IconLogin /> },
  { to: paths.register, label: 'nav.signUp', icon: <IconUserPlus /> },
];

/**
 * Phones only (hidden from 768 px up by CSS): the five main destinations — a member's, or what a
 * visitor can open. A member awaiting approval sees the account status page at /wallete and
 * /work, so those are not marked as the current page then.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const { user } = useSession();
  const waiting = awaitsApproval(user);
  return (
    <nav aria-label={t('nav.quickLinks')} className={classes.bottomBar}>
      {(user ? MEMBER_ITEMS : VISITOR_ITEMS).map((item) => {
        const content = (
          <>
            {item.icon}
            <span>{t(item.label)}</span>
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
