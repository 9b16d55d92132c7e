import { paths } from '@sevak/shared';

/** docs/product-spec.md §2 Admin menu, in the spec's order and words. */
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
  { to: paths.admin.bookings, label: 'Bookings' },
  { to: paths.admin.messageReports, label: 'Reported Messages' },
  { to: paths.admin.taxExports, label: 'Tax Exports' },
  { to: paths.admin.withdrawals, label: 'Withdrawal Requests' },
  { to: paths.admin.pendingKycs, label: 'Pending e-KYCs' },
  { to: paths.admin.paymentInvoices, label: 'Payment Reports' },
  { to: paths.admin.auditLog, label: 'Audit Log' },
  { to: paths.admin.yearlyInvestments, label: 'Fixed Deposits' },
  { to: paths.admin.monthlyInvestments, label: 'Monthly Income' },
] as const;
