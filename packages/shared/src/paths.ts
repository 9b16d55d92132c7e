/**
 * Every client route of docs/product-spec.md §2, spelled as the spec spells them (docs/contract.md §12),
 * plus the correctly spelled aliases that redirect to them.
 */
export const paths = {
  home: '/',
  services: '/servises',
  privacyPolicy: '/privacyPolicy',
  /** A signed-in member accepts a changed privacy notice (docs/decisions/024), then goes back. */
  privacyNotice: '/privacyNotice',
  aboutUs: '/aboutus',
  /** What orders and filters service search, in plain words (ours: Consumer Protection (E-Commerce) Rules 2020). */
  rankingPolicy: '/how-results-are-ranked',
  sendRequest: '/work/sendrequest',
  uploadAadhaar: '/upload-adhaar',
  login: '/login',
  register: '/register',
  registerNext: '/registernext',
  registerAadhaar: '/RegisterAadhar',
  forgotPassword: '/forgotPassword',
  /** Sign in with a 6-digit code sent to the phone (ours: docs/decisions/040). */
  phoneSignIn: '/loginWithCode',
  verifyOtp: '/verifyOtp',
  resetPassword: '/resetPassword',
  profile: '/profile',
  editProfile: '/editprofile',
  /** A member deletes their own account (ours: DPDP Act 2023 §12). */
  deleteAccount: '/deleteAccount',
  /** "My data": a ZIP of everything Sevak holds about the member (ours). */
  myData: '/myData',
  serviceDetail: '/serviceDetail',
  work: '/work',
  /** One booking, as its seeker or provider sees it: `?id=` (ours: docs/contract.md §5c). */
  booking: '/booking',
  /** A provider's rate card: their services with prices (ours: docs/contract.md §5c). */
  myServices: '/services/mine',
  /** A provider's working hours, changed days and switches (ours: docs/contract.md §5c). */
  myHours: '/services/hours',
  support: '/support',
  wallet: '/wallete',
  team: '/team',
  /** The member's e-KYC form and status (ours: the spec shows none). */
  ekyc: '/ekyc',
  /** The local TEST payment provider's checkout page (ours). */
  payCheckout: '/pay/checkout',
  tickets: '/ViewTickits',
  admin: {
    dashboard: '/admin',
    users: '/admin/users',
    editUser: '/admin/editUser',
    manageAdmin: '/admin/manageAdmin',
    assignReferral: '/admin/assignRefferal',
    manageCategory: '/admin/manageCategory',
    approve: '/admin/aprove',
    support: '/admin/support',
    createUser: '/admin/creatUser',
    withdrawals: '/admin/withdrawals',
    /** Every booking by status (ours: docs/contract.md §5c). */
    bookings: '/admin/bookings',
    /** Messages members reported, with the messages around them (ours: docs/decisions/038). */
    messageReports: '/admin/message-reports',
    taxExports: '/admin/tax-exports',
    addRemark: '/admin/users/addremark',
    paymentInvoices: '/admin/payment-invoices',
    auditLog: '/admin/audit-log',
    pendingKycs: '/admin/pending-kycs',
    monthlyInvestments: '/admin/investments/monthly',
    yearlyInvestments: '/admin/investments/yearly',
  },
} as const;

/** Correct spellings people type, redirected to the spec's routes. */
export const pathAliases: Record<string, string> = {
  '/services': paths.services,
  '/wallet': paths.wallet,
  '/tickets': paths.tickets,
  '/about': paths.aboutUs,
  '/privacy': paths.privacyPolicy,
  '/upload-aadhaar': paths.uploadAadhaar,
  '/admin/approve': paths.admin.approve,
  '/admin/createUser': paths.admin.createUser,
  '/admin/assignReferral': paths.admin.assignReferral,
};

function clientRoutes(): ReadonlySet<string> {
  return new Set([
    ...Object.values(paths).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value))),
    ...Object.keys(pathAliases),
  ]);
}

/**
 * Every client route and alias: a page the web app has (the server answers any other page path
 * 404, with the app's not-found page). Pure: the web's first page, which needs none of it, drops it.
 */
export const CLIENT_ROUTES = /* @__PURE__ */ clientRoutes();

/**
 * The pages that capture photos with the camera: only their documents are sent a Permissions-Policy
 * allowing it (the server), and the web app loads them as documents of their own when it arrives
 * from another page (apps/web/src/lib/camera-page.ts).
 */
export const CAMERA_PAGES: ReadonlySet<string> = /* @__PURE__ */ new Set([
  paths.registerAadhaar,
  paths.uploadAadhaar,
  paths.editProfile,
  paths.ekyc,
  paths.admin.createUser,
  paths.admin.editUser,
]);
