import { pathAliases, paths } from '@sevak/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { withCameraPages } from '../lib/camera-page';
import { NotFoundPage } from '../components/not-found-page';
import { servicesLoader } from '../features/services/api/search';
import { AliasRedirect, GuestOnly, RequireAdmin, RequireApproved, RequireUser } from './guards';
import { withNamespaces } from '../i18n/i18n';
import { RouteError } from './route-error';
import { AppLayout } from './shell/app-layout';

/**
 * The route table of spec §2 with its guards (DESIGN §12: the investment screens are admin-only
 * too). Each page is its own chunk through React Router's route `lazy`; the admin area (its layout
 * and pages) too. The router starts loading the first page's code as soon as it is created
 * (main.tsx, before React mounts), and shows a route only once its code is here: the start gate
 * waits for that first load, later navigations keep the current page until the next one is ready.
 * The function form of `lazy`, not the object form: the object form's loader clears the loaded
 * property on the shared `lazy` object, so a second router over this table (every test makes one)
 * would find the page gone. A page whose data does not depend on who is signed in starts loading
 * it from its route `loader`, with its code, not once it renders (the services page's search).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return withCameraPages([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            // Open to everyone.
            {
              path: paths.home,
              lazy: withNamespaces(['home'], () =>
                import('../features/home/routes/home-page').then((m) => ({ Component: m.HomePage })),
              ),
            },
            {
              path: paths.services,
              lazy: withNamespaces(['services'], () =>
                import('../features/services/routes/services-page').then((m) => ({ Component: m.ServicesPage })),
              ),
              // Here, not in the page's chunk: the search starts as the router does, alongside the code.
              loader: servicesLoader(queryClient),
            },
            {
              path: paths.privacyPolicy,
              lazy: withNamespaces(['info', 'services'], () =>
                import('../features/info/routes/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
              ),
            },
            {
              path: paths.aboutUs,
              lazy: withNamespaces(['info', 'services'], () =>
                import('../features/info/routes/about-page').then((m) => ({ Component: m.AboutPage })),
              ),
            },
            // A provider's page, reviews and services are public, as on every marketplace (DESIGN
            // §12 departs from the spec's sign-in guard); never their contacts. Sending a request
            // waits for approval.
            {
              path: paths.serviceDetail,
              lazy: withNamespaces(['providers', 'services'], () =>
                import('../features/providers/routes/provider-page').then((m) => ({ Component: m.ProviderPage })),
              ),
            },
            // A visitor fills the form, signs in or joins when sending, and comes back to what they typed.
            {
              path: paths.sendRequest,
              lazy: withNamespaces(['providers', 'services', 'registration'], () =>
                import('../features/providers/routes/send-request-page').then((m) => ({
                  Component: m.SendRequestPage,
                })),
              ),
            },
            // Customer care: the desk's contacts for anyone; a ticket and data requests need sign-in
            // (the page shows a visitor the way in; customer care is a member's right, issue 21).
            {
              path: paths.support,
              lazy: withNamespaces(['support', 'services'], () =>
                import('../features/support/routes/support-page').then((m) => ({ Component: m.SupportPage })),
              ),
            },
            {
              path: paths.register,
              lazy: withNamespaces(['registration', 'auth'], () =>
                import('../features/registration/routes/register-page').then((m) => ({ Component: m.RegisterPage })),
              ),
            },
            // The spec's second step of the old form; the KYC step follows /register directly now.
            { path: paths.registerNext, element: <AliasRedirect to={paths.register} /> },
            // Needs the form data of /register in navigation state; without it, back to /register.
            {
              path: paths.registerAadhaar,
              lazy: withNamespaces(['registration', 'auth'], () =>
                import('../features/registration/routes/register-aadhaar-page').then((m) => ({
                  Component: m.RegisterAadhaarPage,
                })),
              ),
            },
            // /login sends a signed-in person on by itself (it knows where they came from).
            {
              path: paths.login,
              lazy: withNamespaces(['auth'], () =>
                import('../features/auth/routes/login-page').then((m) => ({ Component: m.LoginPage })),
              ),
            },
            {
              element: <GuestOnly />,
              children: [
                {
                  path: paths.forgotPassword,
                  lazy: withNamespaces(['auth'], () =>
                    import('../features/auth/routes/forgot-password-page').then((m) => ({
                      Component: m.ForgotPasswordPage,
                    })),
                  ),
                },
                {
                  path: paths.verifyOtp,
                  lazy: withNamespaces(['auth'], () =>
                    import('../features/auth/routes/verify-otp-page').then((m) => ({ Component: m.VerifyOtpPage })),
                  ),
                },
                {
                  path: paths.resetPassword,
                  lazy: withNamespaces(['auth'], () =>
                    import('../features/auth/routes/reset-password-page').then((m) => ({
                      Component: m.ResetPasswordPage,
                    })),
                  ),
                },
              ],
            },

            // A changed privacy notice (issue 21): the guards below send a member here; the page
            // itself sends a visitor to sign in, and one with nothing to accept back.
            {
              path: paths.privacyNotice,
              lazy: () =>
                import('../features/privacy/routes/accept-notice-page').then((m) => ({
                  Component: m.AcceptNoticePage,
                })),
            },

            // The member's rights (DPDP Act 2023 §11–13; issue 21): their tickets, My data, Delete my
            // account — for every signed-in member, approved or not, and before a
            // changed privacy notice is accepted: one who does not agree may still take their data,
            // complain, or leave. Customer care: a member still awaiting approval is the one who most
            // needs it (fee or approval trouble; issue 17).
            {
              element: <RequireUser noticeFirst={false} />,
              children: [
                {
                  path: paths.tickets,
                  lazy: withNamespaces(['support'], () =>
                    import('../features/support/routes/my-tickets-page').then((m) => ({ Component: m.MyTicketsPage })),
                  ),
                },
                {
                  path: paths.deleteAccount,
                  lazy: withNamespaces(['users'], () =>
                    import('../features/users/routes/delete-account-page').then((m) => ({
                      Component: m.DeleteAccountPage,
                    })),
                  ),
                },
                {
                  path: paths.myData,
                  lazy: withNamespaces(['myData'], () =>
                    import('../features/data-export/routes/my-data-page').then((m) => ({ Component: m.MyDataPage })),
                  ),
                },
              ],
            },

            // Signed-in members and admins, approved or not. /upload-adhaar is open in the spec, but
            // it changes the signed-in member's photos: a visitor signs in first and comes back.
            {
              element: <RequireUser />,
              children: [
                {
                  path: paths.uploadAadhaar,
                  lazy: withNamespaces(['registration'], () =>
                    import('../features/registration/routes/upload-aadhaar-page').then((m) => ({
                      Component: m.UploadAadhaarPage,
                    })),
                  ),
                },
                // The test provider's checkout of the registration fee (the order in navigation state).
                {
                  path: paths.payCheckout,
                  lazy: withNamespaces(['registration'], () =>
                    import('../features/registration/routes/checkout-page').then((m) => ({
                      Component: m.CheckoutPage,
                    })),
                  ),
                },
              ],
            },

            // Approved members and admins. A member awaiting approval sees their account status
            // here instead (DESIGN §7), at the same URL.
            {
              element: <RequireApproved />,
              children: [
                {
                  path: paths.profile,
                  lazy: withNamespaces(['users', 'registration'], () =>
                    import('../features/users/routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
                  ),
                },
                {
                  path: paths.editProfile,
                  lazy: withNamespaces(['users', 'auth', 'registration'], () =>
                    import('../features/users/routes/edit-profile-page').then((m) => ({
                      Component: m.EditProfilePage,
                    })),
                  ),
                },
                {
                  path: paths.work,
                  lazy: withNamespaces(['work'], () =>
                    import('../features/work/routes/work-page').then((m) => ({ Component: m.WorkPage })),
                  ),
                },
                {
                  path: paths.wallet,
                  lazy: withNamespaces(['wallet'], () =>
                    import('../features/wallet/routes/wallet-page').then((m) => ({ Component: m.WalletPage })),
                  ),
                },
                {
                  path: paths.ekyc,
                  lazy: withNamespaces(['ekyc', 'registration'], () =>
                    import('../features/ekyc/routes/ekyc-page').then((m) => ({ Component: m.EkycPage })),
                  ),
                },
                {
                  path: paths.team,
                  lazy: withNamespaces(['team'], () =>
                    import('../features/team/routes/team-page').then((m) => ({ Component: m.TeamPage })),
                  ),
                },
              ],
            },

            // Admins only.
            {
              path: paths.admin.dashboard,
              element: <RequireAdmin />,
              children: [
                {
                  // The member screens' parts the back office shows (the member form, money and ticket
                  // badges) have their words in these: loaded with the layout, not page by page.
                  lazy: withNamespaces(['registration', 'wallet', 'support'], () =>
                    import('./shell/admin-layout').then((m) => ({ Component: m.AdminLayout })),
                  ),
                  children: [
                    {
                      index: true,
                      lazy: () =>
                        import('../features/admin/routes/dashboard-page').then((m) => ({
                          Component: m.AdminDashboardPage,
                        })),
                    },
                    {
                      path: paths.admin.users,
                      lazy: () =>
                        import('../features/admin/routes/all-users-page').then((m) => ({ Component: m.AllUsersPage })),
                    },
                    {
                      path: paths.admin.editUser,
                      lazy: () =>
                        import('../features/admin/routes/edit-user-page').then((m) => ({ Component: m.EditUserPage })),
                    },
                    {
                      path: paths.admin.manageAdmin,
                      lazy: () =>
                        import('../features/admin/routes/manage-admin-page').then((m) => ({
                          Component: m.ManageAdminPage,
                        })),
                    },
                    {
                      path: paths.admin.assignReferral,
                      lazy: () =>
                        import('../features/admin/routes/assign-referral-page').then((m) => ({
                          Component: m.AssignReferralPage,
                        })),
                    },
                    {
                      path: paths.admin.manageCategory,
                      lazy: () =>
                        import('../features/admin/routes/manage-category-page').then((m) => ({
                          Component: m.ManageCategoryPage,
                        })),
                    },
                    {
                      path: paths.admin.approve,
                      lazy: () =>
                        import('../features/admin/routes/pending-approval-page').then((m) => ({
                          Component: m.PendingApprovalPage,
                        })),
                    },
                    {
                      path: paths.admin.support,
                      lazy: withNamespaces(['support'], () =>
                        import('../features/support/routes/admin-tickets-page').then((m) => ({
                          Component: m.AdminTicketsPage,
                        })),
                      ),
                    },
                    {
                      path: paths.admin.createUser,
                      lazy: () =>
                        import('../features/admin/routes/create-user-page').then((m) => ({
                          Component: m.CreateUserPage,
                        })),
                    },
                    {
                      path: paths.admin.withdrawals,
                      lazy: () =>
                        import('../features/admin/routes/withdrawal-requests-page').then((m) => ({
                          Component: m.WithdrawalRequestsPage,
                        })),
                    },
                    {
                      path: paths.admin.addRemark,
                      lazy: () =>
                        import('../features/admin/routes/remark-checklist-page').then((m) => ({
                          Component: m.RemarkChecklistPage,
                        })),
                    },
                    {
                      path: paths.admin.paymentInvoices,
                      lazy: () =>
                        import('../features/admin/routes/payment-reports-page').then((m) => ({
                          Component: m.PaymentReportsPage,
                        })),
                    },
                    {
                      path: paths.admin.auditLog,
                      lazy: () =>
                        import('../features/admin/routes/audit-log-page').then((m) => ({ Component: m.AuditLogPage })),
                    },
                    {
                      path: paths.admin.pendingKycs,
                      lazy: () =>
                        import('../features/admin/routes/pending-kycs-page').then((m) => ({
                          Component: m.PendingKycsPage,
                        })),
                    },
                    // One page by kind; the key keeps the two screens' state (tab, dialogs) apart.
                    {
                      path: paths.admin.yearlyInvestments,
                      lazy: () =>
                        import('../features/admin/routes/investments-page').then((m) => ({
                          element: <m.InvestmentsPage key="yearly" kind="yearly" />,
                        })),
                    },
                    {
                      path: paths.admin.monthlyInvestments,
                      lazy: () =>
                        import('../features/admin/routes/investments-page').then((m) => ({
                          element: <m.InvestmentsPage key="monthly" kind="monthly" />,
                        })),
                    },
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
  ]);
}
