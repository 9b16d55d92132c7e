import type { User } from '@sevak/shared';

let next = 1;

export function makeUser(overrides: Partial<User> = {}): User {
  const n = next++;
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Asha Verma ${n}`,
    email: `asha${n}@gmail.com`,
    phone: `98765${String(n).padStart(5, '0')}`,
    role: 'User',
    address: { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' },
    permanentAddress: null,
    aadharNumber: null,
    frontAadhar: null,
    backAadhar: null,
    profilePic: null,
    businessCategory: [],
    businessName: null,
    businessAddress: null,
    businessDetaile: null,
    referralCode: `REF${n}`,
    referredBy: [],
    isAdminApproved: true,
    paymentVerified: true,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAdmin(overrides: Partial<User> = {}): User {
  return makeUser({ role: 'Admin', name: 'Admin Sevak', ...overrides });
}

/** A JSON answer as the API gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
