import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { isAdmin, isProvider, paths } from '@sevak/shared';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session';
import { returnToState } from '../../lib/return-to';
import { useWideScreen } from '../../lib/use-wide-screen';
import { LanguageChoice } from '../../i18n/language-choice';
import { MenuLink } from './menu-link';
import { SearchBox } from './search-box';
import { useTranslation } from '../../i18n/i18n';

type SideDrawerProps = { opened: boolean; onClose: () => void };

/** The side menu of docs/product-spec.md §2 (opened by the burger). On phones it also holds the search box. */
export function SideDrawer({ opened, onClose }: SideDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const location = useLocation();
  const logout = useLogout();
  const wide = useWideScreen();

  const items = [
    { to: paths.profile, label: t('nav.profile') },
    // A provider keeps their rate card and hours here.
    ...(isProvider(user)
      ? [
          { to: paths.myServices, label: t('nav.myServices') },
          { to: paths.myHours, label: t('nav.myHours') },
        ]
      : []),
    { to: paths.wallet, label: t('nav.wallet') },
    { to: paths.team, label: t('nav.team') },
    { to: paths.support, label: t('nav.customerCare') },
    { to: paths.privacyPolicy, label: t('nav.privacyPolicy') },
    { to: paths.aboutUs, label: t('nav.aboutUs') },
    ...(isAdmin(user) ? [{ to: paths.admin.dashboard, label: t('nav.admin') }] : []),
  ];

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('appName')}
      size={300}
      padding="md"
      closeButtonProps={{ 'aria-label': t('nav.closeSideMenu') }}
    >
      <Stack gap="md">
        {wide ? null : <SearchBox withLabel onSearch={onClose} />}
        <nav aria-label={t('nav.sideMenu')}>
          {items.map((item) => (
            <MenuLink key={item.to} to={item.to} label={item.label} onNavigate={onClose} end={false} />
          ))}
        </nav>
        <Divider />
        <LanguageChoice />
        <Divider />
        {user ? (
          <NavLink
            component="button"
            type="button"
            label={t('nav.logout')}
            c="red"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          />
        ) : (
          <NavLink
            component={Link}
            to={paths.login}
            state={returnToState(location)}
            label={t('nav.login')}
            onClick={onClose}
          />
        )}
      </Stack>
    </Drawer>
  );
}
