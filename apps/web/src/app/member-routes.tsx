import { paths } from '@sevak/shared';
import type { RouteObject } from 'react-router';
import { withNamespaces } from '../i18n/i18n';
import { RequireApproved, RequireUser } from './guards';

/**
 * The signed-in member's pages (docs/product-spec.md §2), a table of its own: routes.tsx adds it
 * to the router the first time one of them is opened (`patchRoutesFor`), so a visitor's first page
 * carries neither these routes nor the preload lists of their code (docs/contract.md §10). Each
 * page is its own chunk (route `lazy`), as in routes.tsx.
 */
export const memberRoutes: RouteObject[] = [
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
];
