import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { isAdmin, paths } from '@sevak/shared';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useSession } from '../../lib/session';
import { APP_NAME } from '../../lib/constants';
import { useWideScreen } from '../../lib/use-wide-screen';
import { MenuLink } from './menu-link';
import { SearchBox } from './search-box';

type SideDrawerProps = { opened: boolean; onClose: () => void };

/** The side menu of spec §2 (opened by the burger). On phones it also holds the search box. */
export function SideDrawer({ opened, onClose }: SideDrawerProps) {
  const { user } = useSession();
  const logout = useLogout();
  const wide = useWideScreen();

  const items = [
    { to: paths.profile, label: 'Profile' },
    { to: paths.wallet, label: 'Wallet' },
    { to: paths.team, label: 'Team' },
    { to: paths.support, label: 'Customer Care' },
    { to: paths.privacyPolicy, label: 'Privacy Policy' },
    { to: paths.aboutUs, label: 'About Us' },
    ...(isAdmin(user) ? [{ to: paths.admin.dashboard, label: 'Admin' }] : []),
  ];

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={APP_NAME}
      size={300}
      padding="md"
      closeButtonProps={{ 'aria-label': 'Close side menu' }}
    >
      <Stack gap="md">
        {wide ? null : <SearchBox withLabel onSearch={onClose} />}
        <nav aria-label="Side menu">
          {items.map((item) => (
            <MenuLink key={item.to} to={item.to} label={item.label} onNavigate={onClose} end={false} />
          ))}
        </nav>
        <Divider />
        {user ? (
          <NavLink
            component="button"
            type="button"
            label="Logout"
            c="red"
            disabled={logout.isPending}
            onClick={() => logout.mutate()}
          />
        ) : (
          <NavLink component={Link} to={paths.login} label="Login" onClick={onClose} />
        )}
      </Stack>
    </Drawer>
  );
}
