/** The accounts e2e/serve.ts seeds before the server starts; journeys sign in with them. */
export const E2E_PORT = 3210;

export const accounts = {
  admin: { name: 'Priya Admin', email: 'admin.e2e@gmail.com', phone: '9000000101', password: 'Admin@e2e-121' },
  member: { name: 'Arjun Sharma', email: 'arjun.e2e@gmail.com', phone: '9000000102', password: 'Member@e2e-121', approved: true },
  pending: { name: 'Lakshmi Nair', email: 'lakshmi.e2e@gmail.com', phone: '9000000103', password: 'Pending@e2e-121', approved: false },
  /** Forgets their password in the recovery journey. */
  forgetful: { name: 'Mohan Das', email: 'mohan.e2e@gmail.com', phone: '9000000104', password: 'Forgot@e2e-121', approved: true },
  /** Awaiting approval; pays the registration fee in the payment journey. */
  payer: { name: 'Suresh Yadav', email: 'suresh.e2e@gmail.com', phone: '9000000106', password: 'Payer@e2e-121', approved: false },
  /** Edits their profile and replaces their Aadhaar photos. */
  editor: { name: 'Rekha Pillai', email: 'rekha.e2e@gmail.com', phone: '9000000105', password: 'Editor@e2e-121', approved: true },
} as const;
