import { paths } from '@sevak/shared';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '../../i18n/i18n';
import { RequireAdmin } from '../guards';

/**
 * The back office (docs/decisions/004): its layout and one lazy page per admin screen, each page in
 * the feature whose data it shows (`features/<feature>/admin/`), as the server divides them.
 */
export const backOfficeRoutes: RouteObject = {
  path: paths.admin.dashboard,
  element: <RequireAdmin />,
  children: [
    {
      // The member screens' parts the back office shows (the member form, money and ticket
      // badges) have their words in these: loaded with the layout, not page by page.
      lazy: withNamespaces(['registration', 'wallet', 'support'], () =>
        import('./admin-layout').then((m) => ({ Component: m.AdminLayout })),
      ),
      children: [
        {
          index: true,
          lazy: () =>
            import('../../features/dashboard/admin/routes/dashboard-page').then((m) => ({
              Component: m.AdminDashboardPage,
            })),
        },
        {
          path: paths.admin.users,
          lazy: () =>
            import('../../features/users/admin/routes/all-users-page').then((m) => ({ Component: m.AllUsersPage })),
        },
        {
          path: paths.admin.editUser,
          lazy: () =>
            import('../../features/users/admin/routes/edit-user-page').then((m) => ({ Component: m.EditUserPage })),
        },
        {
          path: paths.admin.manageAdmin,
          lazy: () =>
            import('../../features/users/admin/routes/manage-admin-page').then((m) => ({
              Component: m.ManageAdminPage,
            })),
        },
        {
          path: paths.admin.assignReferral,
          lazy: () =>
            import('../../features/users/admin/routes/assign-referral-page').then((m) => ({
              Component: m.AssignReferralPage,
            })),
        },
        {
          path: paths.admin.manageCategory,
          lazy: () =>
            import('../../features/categories/admin/routes/manage-category-page').then((m) => ({
              Component: m.ManageCategoryPage,
            })),
        },
        {
          path: paths.admin.approve,
          lazy: () =>
            import('../../features/users/admin/routes/pending-approval-page').then((m) => ({
              Component: m.PendingApprovalPage,
            })),
        },
        {
          path: paths.admin.support,
          lazy: withNamespaces(['support'], () =>
            import('../../features/support/admin/routes/admin-tickets-page').then((m) => ({
              Component: m.AdminTicketsPage,
            })),
          ),
        },
        {
          path: paths.admin.createUser,
          lazy: () =>
            import('../../features/users/admin/routes/create-user-page').then((m) => ({
              Component: m.CreateUserPage,
            })),
        },
        {
          path: paths.admin.bookings,
          lazy: () =>
            import('../../features/work/admin/routes/bookings-page').then((m) => ({
              Component: m.AdminBookingsPage,
            })),
        },
        {
          path: paths.admin.messageReports,
          lazy: () =>
            import('../../features/work/admin/routes/message-reports-page').then((m) => ({
              Component: m.MessageReportsPage,
            })),
        },
        {
          path: paths.admin.taxExports,
          lazy: () =>
            import('../../features/work/admin/routes/tax-exports-page').then((m) => ({
              Component: m.TaxExportsPage,
            })),
        },
        {
          path: paths.admin.withdrawals,
          lazy: () =>
            import('../../features/withdrawals/admin/routes/withdrawal-requests-page').then((m) => ({
              Component: m.WithdrawalRequestsPage,
            })),
        },
        {
          path: paths.admin.addRemark,
          lazy: () =>
            import('../../features/remarks/admin/routes/remark-checklist-page').then((m) => ({
              Component: m.RemarkChecklistPage,
            })),
        },
        {
          path: paths.admin.paymentInvoices,
          lazy: () =>
            import('../../features/payments/admin/routes/payment-reports-page').then((m) => ({
              Component: m.PaymentReportsPage,
            })),
        },
        {
          path: paths.admin.auditLog,
          lazy: () =>
            import('../../features/audit/admin/routes/audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
        },
        {
          path: paths.admin.pendingKycs,
          lazy: () =>
            import('../../features/ekyc/admin/routes/pending-kycs-page').then((m) => ({
              Component: m.PendingKycsPage,
            })),
        },
        // One page by kind; the key keeps the two screens' state (tab, dialogs) apart.
        {
          path: paths.admin.yearlyInvestments,
          lazy: () =>
            import('../../features/investments/admin/routes/investments-page').then((m) => ({
              element: <m.InvestmentsPage key="yearly" kind="yearly" />,
            })),
        },
        {
          path: paths.admin.monthlyInvestments,
          lazy: () =>
            import('../../features/investments/admin/routes/investments-page').then((m) => ({
              element: <m.InvestmentsPage key="monthly" kind="monthly" />,
            })),
        },
      ],
    },
  ],
};
