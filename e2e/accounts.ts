/** The accounts e2e/serve.ts seeds before the server starts; journeys sign in with them. */
/** The journeys' server port; E2E_PORT lets two checkouts run their journeys side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);

const bangalore = { area: 'MG Road', city: 'Bangalore', state: 'Karnataka', country: 'India', pincode: '560001' };

// One account per line, so the seeded people read as a table.
// prettier-ignore
export const accounts = {
  admin: { name: 'Priya Admin', email: 'admin.e2e@gmail.com', phone: '9000000101', password: 'Admin@e2e-121' },
  member: { name: 'Arjun Sharma', email: 'arjun.e2e@gmail.com', phone: '9000000102', password: 'Member@e2e-121', approved: true, paidFee: 'pay_E2eSeededPay01' },
  pending: { name: 'Lakshmi Nair', email: 'lakshmi.e2e@gmail.com', phone: '9000000103', password: 'Pending@e2e-121', approved: false },
  /** Forgets their password in the recovery journey. */
  forgetful: { name: 'Mohan Das', email: 'mohan.e2e@gmail.com', phone: '9000000104', password: 'Forgot@e2e-121', approved: true },
  /** Awaiting approval; pays the registration fee in the payment journey. */
  payer: { name: 'Suresh Yadav', email: 'suresh.e2e@gmail.com', phone: '9000000106', password: 'Payer@e2e-121', approved: false },
  /** Edits their profile and replaces their Aadhaar photos. */
  editor: { name: 'Rekha Pillai', email: 'rekha.e2e@gmail.com', phone: '9000000105', password: 'Editor@e2e-121', approved: true },
  /** Two plumbers awaiting approval, registered on known days: the Pending Approval filters. */
  zoya: { name: 'Zoya Khan', email: 'zoya.e2e@gmail.com', phone: '9000000107', password: 'Zoya@e2e-121', approved: false, businessCategory: ['Plumber'], createdAt: '2026-01-10T11:00:00+05:30' },
  aarav: { name: 'Aarav Mehta', email: 'aarav.e2e@gmail.com', phone: '9000000108', password: 'Aarav@e2e-121', approved: false, businessCategory: ['Plumber'], createdAt: '2026-01-11T09:30:00+05:30' },
  /** Deleted by the admin in the delete journey. */
  doomed: { name: 'Vikram Chopra', email: 'vikram.e2e@gmail.com', phone: '9000000109', password: 'Vikram@e2e-121', approved: false },
  /** Raises a support ticket that the admin resolves while they watch. */
  asker: { name: 'Farhan Ali', email: 'farhan.e2e@gmail.com', phone: '9000000111', password: 'Farhan@e2e-121', approved: true },
  /** Gets a referrer assigned by the admin. */
  referred: { name: 'Neha Gupta', email: 'neha.e2e@gmail.com', phone: '9000000110', password: 'Neha@e2e-121', approved: true },
  /** The marketplace journey: an electrician in Bangalore, another in Pune, and a seeker who hires one. */
  kiran: {
    name: 'Kiran Rao', email: 'kiran.e2e@gmail.com', phone: '9000000112', password: 'Kiran@e2e-121', approved: true,
    businessCategory: ['Electrician', 'Inverter and Battery Repair'], businessName: 'Kiran Electricals',
    businessDetails: 'Wiring, fans and switchboards. Fifteen years in Bangalore.', address: bangalore,
  },
  deepak: {
    name: 'Deepak Patil', email: 'deepak.e2e@gmail.com', phone: '9000000113', password: 'Deepak@e2e-121', approved: true,
    businessCategory: ['Electrician'], businessName: 'Deepak Electric Works', address: { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' },
  },
  meera: { name: 'Meera Joshi', email: 'meera.e2e@gmail.com', phone: '9000000114', password: 'Meera@e2e-121', approved: true, address: bangalore },
  /** A visitor starts a request to this tailor, signs in as Imran, and finds the form as they left it. */
  sunita: {
    name: 'Sunita Devi', email: 'sunita.e2e@gmail.com', phone: '9000000115', password: 'Sunita@e2e-121', approved: true,
    businessCategory: ['Tailor'], businessName: 'Sunita Tailors', address: bangalore,
  },
  imran: { name: 'Imran Sheikh', email: 'imran.e2e@gmail.com', phone: '9000000116', password: 'Imran@e2e-121', approved: true },
  /** Stands for the built-in first admin (README password): must choose its own at the first sign-in. */
  builtInAdmin: { name: 'Sevak Admin', email: 'owner.e2e@gmail.com', phone: '9000000119', password: 'Sevak@Admin121', admin: true, mustChangePassword: true },
  /** Approved with Aadhaar photos on record; uploads new ones, which the admin reviews and accepts. */
  geeta: { name: 'Geeta Bansal', email: 'geeta.e2e@gmail.com', phone: '9000000117', password: 'Geeta@e2e-121', approved: true, aadhaarOnRecord: true },
  /** Approved long ago: the retention purge has deleted their verified Aadhaar photos. */
  ramesh: {
    name: 'Ramesh Iyer', email: 'ramesh.e2e@gmail.com', phone: '9000000118', password: 'Ramesh@e2e-121', approved: true,
    aadhaarVerifiedAt: '2026-01-05T11:00:00+05:30', aadhaarPurgedAt: '2026-04-06T03:30:00+05:30',
  },
  /** Read Sevak in Hindi (hindi.spec.ts): their profile's language changes, no one else's does. */
  savita: { name: 'Savita Yadav', email: 'savita.e2e@gmail.com', phone: '9000000121', password: 'Savita@e2e-121', approved: true },
  /** Paid the fee, then deletes their own account (delete-account.spec.ts). */
  leaver: { name: 'Tanvi Kulkarni', email: 'tanvi.e2e@gmail.com', phone: '9000000123', password: 'Tanvi@e2e-121', approved: true, paidFee: 'pay_E2eLeaverPay01' },
  /** Raises a data request (data-request.spec.ts), answered by the admin. */
  anil: { name: 'Anil Kapoor', email: 'anil.e2e@gmail.com', phone: '9000000127', password: 'Anil@e2e-121', approved: true },
  pooja: { name: 'Pooja Saini', email: 'pooja.e2e@gmail.com', phone: '9000000122', password: 'Pooja@e2e-121', approved: false },
  /** Accepted an older privacy notice: asked to read and accept the new one (consent.spec.ts). */
  ritu: { name: 'Ritu Malhotra', email: 'ritu.e2e@gmail.com', phone: '9000000131', password: 'Ritu@e2e-121', approved: true, noticeVersion: '2025-06-01' },
  /** Reads customer care as a visitor, then signs in there to raise a ticket (visitor.spec.ts). */
  kavya: { name: 'Kavya Reddy', email: 'kavya.e2e@gmail.com', phone: '9000000141', password: 'Kavya@e2e-121', approved: true },
} as const;
