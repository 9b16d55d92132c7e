import { pathAliases, paths } from '@sevak/shared';
import { matchRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { PlaceholderPage } from '../components/placeholder-page';
import { PAY_CHECKOUT_PATH } from '../lib/constants';
import { lazyPage, type LazyPage } from '../lib/lazy-page';
import { AliasRedirect, GuestOnly, RequireAdmin, RequireApproved, RequireUser } from './guards';
import { RouteError } from './route-error';
import { AppLayout } from './shell/app-layout';

/**
 * The route table of spec §2 with its guards (DESIGN §12: the investment screens are admin-only
 * too). Pages load lazily; the admin area (its layout and pages) is its own chunks.
 */

const HomePage = lazyPage(() => import('../features/home/routes/home-page').then((m) => m.HomePage));
const LoginPage = lazyPage(() =>
  import('../features/auth/routes/login-page').then((m) => m.LoginPage),
);
const RegisterPage = lazyPage(() =>
  import('../features/registration/routes/register-page').then((m) => m.RegisterPage),
);
const RegisterAadhaarPage = lazyPage(() =>
  import('../features/registration/routes/register-aadhaar-page').then((m) => m.RegisterAadhaarPage),
);
const UploadAadhaarPage = lazyPage(() =>
  import('../features/registration/routes/upload-aadhaar-page').then((m) => m.UploadAadhaarPage),
);
const CheckoutPage = lazyPage(() =>
  import('../features/registration/routes/checkout-page').then((m) => m.CheckoutPage),
);
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/routes/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
const VerifyOtpPage = lazyPage(() =>
  import('../features/auth/routes/verify-otp-page').then((m) => m.VerifyOtpPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/routes/reset-password-page').then((m) => m.ResetPasswordPage),
);
const ProfilePage = lazyPage(() =>
  import('../features/users/routes/profile-page').then((m) => m.ProfilePage),
);
const EditProfilePage = lazyPage(() =>
  import('../features/users/routes/edit-profile-page').then((m) => m.EditProfilePage),
);
const AdminLayout = lazyPage(() => import('./shell/admin-layout').then((m) => m.AdminLayout));
const AdminDashboardPage = lazyPage(() =>
  import('../features/admin/routes/dashboard-page').then((m) => m.AdminDashboardPage),
);
const PaymentReportsPage = lazyPage(() =>
  import('../features/admin/routes/payment-reports-page').then((m) => m.PaymentReportsPage),
);
const CreateUserPage = lazyPage(() =>
  import('../features/admin/routes/create-user-page').then((m) => m.CreateUserPage),
);
const EditUserPage = lazyPage(() =>
  import('../features/admin/routes/edit-user-page').then((m) => m.EditUserPage),
);
const AssignReferralPage = lazyPage(() =>
  import('../features/admin/routes/assign-referral-page').then((m) => m.AssignReferralPage),
);
const RemarkChecklistPage = lazyPage(() =>
  import('../features/admin/routes/remark-checklist-page').then((m) => m.RemarkChecklistPage),
);
const PendingApprovalPage = lazyPage(() =>
  import('../features/admin/routes/pending-approval-page').then((m) => m.PendingApprovalPage),
);
const AllUsersPage = lazyPage(() =>
  import('../features/admin/routes/all-users-page').then((m) => m.AllUsersPage),
);
const ManageAdminPage = lazyPage(() =>
  import('../features/admin/routes/manage-admin-page').then((m) => m.ManageAdminPage),
);
const ManageCategoryPage = lazyPage(() =>
  import('../features/admin/routes/manage-category-page').then((m) => m.ManageCategoryPage),
);
const AuditLogPage = lazyPage(() =>
  import('../features/admin/routes/audit-log-page').then((m) => m.AuditLogPage),
);
const AboutPage = lazyPage(() => import('../features/info/routes/about-page').then((m) => m.AboutPage));
const PrivacyPage = lazyPage(() => import('../features/info/routes/privacy-page').then((m) => m.PrivacyPage));
const SupportPage = lazyPage(() =>
  import('../features/support/routes/support-page').then((m) => m.SupportPage),
);
const MyTicketsPage = lazyPage(() =>
  import('../features/support/routes/my-tickets-page').then((m) => m.MyTicketsPage),
);
const ServicesPage = lazyPage(() =>
  import('../features/services/routes/services-page').then((m) => m.ServicesPage),
);
const ProviderPage = lazyPage(() =>
  import('../features/providers/routes/provider-page').then((m) => m.ProviderPage),
);
const SendRequestPage = lazyPage(() =>
  import('../features/providers/routes/send-request-page').then((m) => m.SendRequestPage),
);
const WorkPage = lazyPage(() => import('../features/work/routes/work-page').then((m) => m.WorkPage));
const AdminTicketsPage = lazyPage(() =>
  import('../features/support/routes/admin-tickets-page').then((m) => m.AdminTicketsPage),
);

type RouteHandle = { preload?: () => Promise<unknown> };

/** A lazily loaded page element, and a handle to fetch its code early. */
function lazyElement(Page: LazyPage) {
  return { element: <Page />, handle: { preload: Page.preload } satisfies RouteHandle };
}

function placeholder(path: string, title: string): RouteObject {
  return { path, element: <PlaceholderPage title={title} /> };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // Open to everyone.
          { path: paths.home, ...lazyElement(HomePage) },
          { path: paths.services, ...lazyElement(ServicesPage) },
          { path: paths.privacyPolicy, ...lazyElement(PrivacyPage) },
          { path: paths.aboutUs, ...lazyElement(AboutPage) },
          // A visitor fills the form, signs in when sending, and comes back to what they typed.
          { path: paths.sendRequest, ...lazyElement(SendRequestPage) },
          { path: paths.register, ...lazyElement(RegisterPage) },
          // The spec's second step of the old form; the KYC step follows /register directly now.
          { path: paths.registerNext, element: <AliasRedirect to={paths.register} /> },
          // Needs the form data of /register in navigation state; without it, back to /register.
          { path: paths.registerAadhaar, ...lazyElement(RegisterAadhaarPage) },
          // /login sends a signed-in person on by itself (it knows where they came from).
          { path: paths.login, ...lazyElement(LoginPage) },
          {
            element: <GuestOnly />,
            children: [
              { path: paths.forgotPassword, ...lazyElement(ForgotPasswordPage) },
              { path: paths.verifyOtp, ...lazyElement(VerifyOtpPage) },
              { path: paths.resetPassword, ...lazyElement(ResetPasswordPage) },
            ],
          },

          // Signed-in members and admins, approved or not. /upload-adhaar is open in the spec, but
          // it changes the signed-in member's photos: a visitor signs in first and comes back.
          {
            element: <RequireUser />,
            children: [
              { path: paths.uploadAadhaar, ...lazyElement(UploadAadhaarPage) },
              // The test provider's checkout of the registration fee (the order in navigation state).
              { path: PAY_CHECKOUT_PATH, ...lazyElement(CheckoutPage) },
            ],
          },

          // Approved members and admins. A member awaiting approval sees their account status
          // here instead (DESIGN §7), at the same URL.
          {
            element: <RequireApproved />,
            children: [
              { path: paths.profile, ...lazyElement(ProfilePage) },
              { path: paths.editProfile, ...lazyElement(EditProfilePage) },
              { path: paths.serviceDetail, ...lazyElement(ProviderPage) },
              { path: paths.work, ...lazyElement(WorkPage) },
              { path: paths.support, ...lazyElement(SupportPage) },
              placeholder(paths.wallet, 'Wallet'),
              placeholder(paths.team, 'Team'),
              { path: paths.tickets, ...lazyElement(MyTicketsPage) },
            ],
          },

          // Admins only.
          {
            path: paths.admin.dashboard,
            element: <RequireAdmin />,
            children: [
              {
                ...lazyElement(AdminLayout),
                children: [
                  { index: true, ...lazyElement(AdminDashboardPage) },
                  { path: paths.admin.users, ...lazyElement(AllUsersPage) },
                  { path: paths.admin.editUser, ...lazyElement(EditUserPage) },
                  { path: paths.admin.manageAdmin, ...lazyElement(ManageAdminPage) },
                  { path: paths.admin.assignReferral, ...lazyElement(AssignReferralPage) },
                  { path: paths.admin.manageCategory, ...lazyElement(ManageCategoryPage) },
                  { path: paths.admin.approve, ...lazyElement(PendingApprovalPage) },
                  { path: paths.admin.support, ...lazyElement(AdminTicketsPage) },
                  { path: paths.admin.createUser, ...lazyElement(CreateUserPage) },
                  placeholder(paths.admin.withdrawals, 'Withdrawal Requests'),
                  { path: paths.admin.addRemark, ...lazyElement(RemarkChecklistPage) },
                  { path: paths.admin.paymentInvoices, ...lazyElement(PaymentReportsPage) },
                  { path: paths.admin.auditLog, ...lazyElement(AuditLogPage) },
                  placeholder(paths.admin.pendingKycs, 'Pending e-KYCs'),
                  placeholder(paths.admin.monthlyInvestments, 'Monthly Income Investors'),
                  placeholder(paths.admin.yearlyInvestments, 'Fixed Deposit Investors'),
                ],
              },
            ],
          },

          // Correct spellings people type → the spec's routes.
          ...Object.entries(pathAliases).map(([from, to]) => ({
            path: from,
            element: <AliasRedirect to={to} />,
          })),

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** Start downloading the code of the page at `pathname` (used while the start loader shows). */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as RouteHandle | undefined)?.preload?.().catch(() => undefined);
  }
}
