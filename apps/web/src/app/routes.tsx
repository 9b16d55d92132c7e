import { pathAliases, paths } from '@sevak/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { withCameraPages } from '../lib/camera-page';
import { NotFoundPage } from '../components/not-found-page';
import { servicesLoader } from '../features/services/api/search';
import { backOfficeRoutes } from './back-office/routes';
import { AliasRedirect, GuestOnly, RequireApproved, RequireUser } from './guards';
import { withNamespaces } from '../i18n/i18n';
import { RouteError } from './route-error';
import { AppLayout } from './shell/app-layout';

/**
 * The route table of docs/product-spec.md §2 with its guards (docs/contract.md §12: the investment screens are admin-only
 * too). Each page is its own chunk through React Router's route `lazy`; the admin area (its layout
 * and pages, listed in back-office/routes.tsx) too. The router starts loading the first page's code as soon as it is created
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
            // What orders and filters service search (Consumer Protection (E-Commerce) Rules 2020), linked
            // from the search page and every page's footer; services: the search's own field names.
            {
              path: paths.rankingPolicy,
              lazy: withNamespaces(['info', 'services'], () =>
                import('../features/info/routes/ranking-page').then((m) => ({ Component: m.RankingPage })),
              ),
            },
            // A provider's page, reviews and services are public, as on every marketplace
            // (docs/contract.md §12 departs from the spec's sign-in guard); never their contacts. Sending a request
            // waits for approval.
            {
              path: paths.serviceDetail,
              // registration: the booking form's address fields.
              lazy: withNamespaces(['providers', 'services', 'rateCard', 'registration'], () =>
                import('../features/services/routes/provider-page').then((m) => ({ Component: m.ProviderPage })),
              ),
            },
            // A visitor fills the form, signs in or joins when sending, and comes back to what they typed.
            {
              path: paths.sendRequest,
              lazy: withNamespaces(['providers', 'services', 'registration'], () =>
                import('../features/services/routes/send-request-page').then((m) => ({
                  Component: m.SendRequestPage,
                })),
              ),
            },
            // Customer care: the desk's contacts for anyone; a ticket and data requests need sign-in
            // (the page shows a visitor the way in; customer care is a member's right).
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
                  path: paths.phoneSignIn,
                  lazy: withNamespaces(['auth'], () =>
                    import('../features/auth/routes/phone-sign-in-page').then((m) => ({
                      Component: m.PhoneSignInPage,
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

            // A changed privacy notice: the guards below send a member here; the page
            // itself sends a visitor to sign in, and one with nothing to accept back.
            {
              path: paths.privacyNotice,
              lazy: () =>
                import('../features/privacy/routes/accept-notice-page').then((m) => ({
                  Component: m.AcceptNoticePage,
                })),
            },

            // The member's rights (DPDP Act 2023 §11–13): their tickets, My data, Delete my
            // account — for every signed-in member, approved or not, and before a
            // changed privacy notice is accepted: one who does not agree may still take their data,
            // complain, or leave. Customer care: a member still awaiting approval is the one who most
            // needs it (fee or approval trouble).
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
            // here instead (docs/contract.md §7), at the same URL.
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
                // One booking, as its seeker or provider sees it (the notifications' link).
                {
                  path: paths.booking,
                  lazy: withNamespaces(['work', 'providers', 'services'], () =>
                    import('../features/work/routes/booking-page').then((m) => ({ Component: m.BookingPage })),
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
                  lazy: withNamespaces(['referrals'], () =>
                    import('../features/referrals/routes/team-page').then((m) => ({ Component: m.TeamPage })),
                  ),
                },
                // A provider's rate card; a member without a business category is pointed to Edit profile.
                {
                  path: paths.myServices,
                  lazy: withNamespaces(['rateCard'], () =>
                    import('../features/rate-card/routes/my-services-page').then((m) => ({
                      Component: m.MyServicesPage,
                    })),
                  ),
                },
                {
                  path: paths.myHours,
                  lazy: withNamespaces(['availability'], () =>
                    import('../features/availability/routes/my-hours-page').then((m) => ({
                      Component: m.MyHoursPage,
                    })),
                  ),
                },
              ],
            },

            // Admins only.
            backOfficeRoutes,

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
