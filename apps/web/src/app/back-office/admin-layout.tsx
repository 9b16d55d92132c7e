import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { paths } from '@sevak/shared';
import { Suspense, useId } from 'react';
import { Outlet } from 'react-router';
import { IconChevronDown } from '../../components/icons';
import { SpinnerScreen } from '../../components/spinner-screen';
import classes from './admin-layout.module.css';
import { MenuLink } from './menu-link';

/** Spec §2 Admin menu, in the spec's order and words. */
export const ADMIN_MENU = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.createUser, label: 'Create User' },
  { to: paths.admin.assignReferral, label: 'Assign Referral' },
  { to: paths.admin.approve, label: 'Pending Approval' },
  { to: paths.admin.users, label: 'All Users' },
  { to: paths.admin.manageCategory, label: 'Manage Category' },
  { to: paths.admin.manageAdmin, label: 'Manage Admin' },
  { to: paths.admin.support, label: 'Support' },
] as const;

/** The other admin screens of the route table, so each is reachable from the menu too. */
export const ADMIN_MONEY_MENU = [
  { to: paths.admin.withdrawals, label: 'Withdrawal Requests' },
  { to: paths.admin.pendingKycs, label: 'Pending e-KYCs' },
  { to: paths.admin.paymentInvoices, label: 'Payment Reports' },
  { to: paths.admin.auditLog, label: 'Audit Log' },
  { to: paths.admin.yearlyInvestments, label: 'Fixed Deposits' },
  { to: paths.admin.monthlyInvestments, label: 'Monthly Income' },
] as const;

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
