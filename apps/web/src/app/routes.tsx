import { pathAliases, paths } from '@sevak/shared';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { withCameraPages } from '../lib/camera-page';
import { NotFoundPage } from '../components/not-found-page';
import { AliasRedirect, GuestOnly } from './public-guards';
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
/** The route whose children are the pages: the back office's table is added to them. */
const PAGES_ROUTE_ID = 'pages';

function inBackOffice(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return path === paths.admin.dashboard || path.startsWith(`${paths.admin.dashboard}/`);
}

/**
 * The router's `patchRoutesOnNavigation` for the table `routes` (createRoutes'): two parts of the
 * route table are code of their own, added the first time a path of theirs is opened, so a
 * visitor's first page carries neither their routes nor the preload lists of their pages' code
 * (docs/contract.md §10: 150 KB; admin code is split out): the back office (back-office/routes.tsx,
 * for paths under /admin) and the signed-in member's pages (member-routes.tsx). React Router asks
 * here when a path matches a route with parameters or the not-found route's `*`; a path that
 * `routes` knows is left alone, and one that neither table has still ends at the not-found page.
 */
export function patchRoutesFor(routes: RouteObject[]): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    if (matchRoutes(routes, path)?.at(-1)?.route.path !== '*') return;
    if (inBackOffice(path)) {
      const { backOfficeRoutes } = await import('./back-office/routes');
      // Its camera pages (creating and editing a member) reload as the others do.
      patch(PAGES_ROUTE_ID, withCameraPages([backOfficeRoutes]));
    } else {
      const { memberRoutes } = await import('./member-routes');
      patch(PAGES_ROUTE_ID, withCameraPages(memberRoutes));
    }
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return withCameraPages([
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          id: PAGES_ROUTE_ID,
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
              // Here, not in the page's render: the search starts as the router does, alongside the
              // code. Its module is one of the page's own (preloaded with it), not the first page's.
              loader: (args) =>
                import('../features/services/api/search').then(({ servicesLoader }) =>
                  servicesLoader(queryClient)(args),
                ),
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

            // The signed-in member's pages (member-routes.tsx) and the back office
            // (back-office/routes.tsx) join here when one of theirs is first opened (patchRoutesFor).

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
