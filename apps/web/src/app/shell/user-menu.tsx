import { Button, Menu } from '@mantine/core';
import { isAdmin, paths, type User } from '@sevak/shared';
import { Link } from 'react-router';
import { IconChevronDown } from '../../components/icons';
import { useLogout } from '../../features/auth/api/logout';
import classes from './shell.module.css';
import { useTranslation } from '../../i18n/i18n';

/** The signed-in person's dropdown: their name; Profile, Admin (admins), Logout. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          px={8}
          rightSection={<IconChevronDown size={16} />}
          styles={{ label: { overflow: 'hidden' } }}
        >
          <span className={classes.userName}>{user.name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.profile}>
          {t('nav.profile')}
        </Menu.Item>
        {isAdmin(user) ? (
          <Menu.Item component={Link} to={paths.admin.dashboard}>
            {t('nav.admin')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
