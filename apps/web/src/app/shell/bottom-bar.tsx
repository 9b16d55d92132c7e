import { paths } from '@sevak/shared';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { IconBriefcase, IconHome, IconSearch, IconUser, IconWallet } from '../../components/icons';
import classes from './shell.module.css';

const ITEMS: { to: string; label: string; icon: ReactNode }[] = [
  { to: paths.home, label: 'Home', icon: <IconHome /> },
  { to: paths.services, label: 'Search', icon: <IconSearch /> },
  { to: paths.wallet, label: 'Wallet', icon: <IconWallet /> },
  { to: paths.work, label: 'Work', icon: <IconBriefcase /> },
  { to: paths.profile, label: 'Profile', icon: <IconUser /> },
];

/** Phones only (hidden from 768 px up by CSS): the five main destinations. */
export function BottomBar() {
  return (
    <nav aria-label="Quick links" className={classes.bottomBar}>
      {ITEMS.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.to === paths.home} className={classes.bottomLink}>
          {item.icon}
          <span>{item.label}</span>
        </NavLink>
      ))}
    </nav>
  );
}
