import { Burger, Button } from '@mantine/core';
import { Suspense } from 'react';
import { paths } from '@sevak/shared';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session';
import { returnToState } from '../../lib/return-to';
import { useWideScreen } from '../../lib/use-wide-screen';
import { LanguageButton } from '../../i18n/language-switch';
import { LazyUserMenu } from './lazy-parts';
import { NotificationsButton } from './notifications-button';
import { SearchBox } from './search-box';
import classes from './shell.module.css';
import { useTranslation } from '../../i18n/i18n';

type TopBarProps = {
  drawerOpened: boolean;
  onToggleDrawer: () => void;
  /** Called when the person is about to open the menu (hover, focus): fetch its code early. */
  onDrawerIntent?: () => void;
};

/** Looks like the user-menu button while the menu's code loads (no layout shift). */
function UserButtonPlaceholder({ name }: { name: string }) {
  return (
    <Button variant="subtle" color="gray" px={8} aria-disabled="true">
      <span className={classes.userName}>{name}</span>
    </Button>
  );
}

/** docs/product-spec.md §2 Navigation: menu toggle, logo, search, links, notifications, user menu or Login. */
export function TopBar({ drawerOpened, onToggleDrawer, onDrawerIntent }: TopBarProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  // On phones the search box lives in the side menu instead.
  const wide = useWideScreen();
  const links = [
    { to: paths.home, label: t('nav.home') },
    { to: paths.services, label: t('nav.services') },
    { to: paths.work, label: t('nav.work') },
    { to: paths.profile, label: t('nav.profile') },
    ...(user ? [] : [{ to: paths.aboutUs, label: t('nav.aboutUs') }]),
  ];

  return (
    <header className={classes.header}>
      <div className={classes.headerInner}>
        <Burger
          opened={drawerOpened}
          onClick={onToggleDrawer}
          size="sm"
          aria-label={drawerOpened ? t('nav.closeMenu') : t('nav.openMenu')}
          aria-expanded={drawerOpened}
          onPointerEnter={onDrawerIntent}
          onFocus={onDrawerIntent}
        />
        <Link to={paths.home} className={classes.logo}>
          {t('appName')}
        </Link>
        {wide ? <SearchBox className={classes.search} /> : null}
        <nav aria-label={t('nav.main')} className={classes.links}>
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.to === paths.home} className={classes.link}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className={classes.actions}>
          <LanguageButton />
          <NotificationsButton />
          {user ? (
            <Suspense fallback={<UserButtonPlaceholder name={user.name} />}>
              <LazyUserMenu user={user} />
            </Suspense>
          ) : (
            <Button component={Link} to={paths.login} state={returnToState(location)} variant="light" size="sm">
              {t('nav.login')}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
