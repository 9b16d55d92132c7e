import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { paths } from '@sevak/shared';
import { Suspense, useId } from 'react';
import { Outlet } from 'react-router';
import { IconChevronDown } from '../../components/icons';
import { SpinnerScreen } from '../../components/spinner-screen';
import classes from './admin-layout.module.css';
import { MenuLink } from '../shell/menu-link';
import { ADMIN_MENU, ADMIN_MONEY_MENU } from './menu';

export function AdminLayout() {
  const [opened, menu] = useDisclosure(false);
  const menuId = useId();

  return (
    <div className={classes.layout}>
      <nav aria-label="Admin menu" className={classes.nav}>
        <Button
          className={classes.toggle}
          variant="default"
          fullWidth
          justify="space-between"
          rightSection={<IconChevronDown size={16} />}
          aria-expanded={opened}
          aria-controls={menuId}
          onClick={menu.toggle}
        >
          Admin menu
        </Button>
        <div id={menuId} className={classes.menu} data-open={opened || undefined}>
          {ADMIN_MENU.map((item) => (
            <MenuLink
              key={item.to}
              to={item.to}
              label={item.label}
              end={item.to === paths.admin.dashboard}
              onNavigate={menu.close}
            />
          ))}
          <div className={classes.groupLabel}>Money</div>
          {ADMIN_MONEY_MENU.map((item) => (
            <MenuLink key={item.to} to={item.to} label={item.label} onNavigate={menu.close} />
          ))}
        </div>
      </nav>
      <section className={classes.content}>
        <Suspense fallback={<SpinnerScreen />}>
          <Outlet />
        </Suspense>
      </section>
    </div>
  );
}
