import type { User } from '@sevak/shared';
import type { UserRow } from '../../db/schema/index.js';

/** 'XXXX XXXX 1234': the only form of an Aadhaar number a response carries by default (DESIGN §9). */
export function maskAadhaar(last4: string | null): string | null {
  return last4 ? `XXXX XXXX ${last4}` : null;
}

/**
 * A member as the API shows it (spec §3 field names). Never the password hash, the encrypted
 * Aadhaar number or storage keys.
 */
export function toUserView(row: UserRow, referrers: { id: string; name: string }[] = []): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    address: row.address ?? null,
    permanentAddress: row.permanentAddress,
    aadharNumber: maskAadhaar(row.aadhaarLast4),
    frontAadhar: null,
    backAadhar: null,
    profilePic: null,
    businessCategory: row.businessCategory,
    businessName: row.businessName,
    businessAddress: row.businessAddress,
    businessDetaile: row.businessDetails,
    referralCode: row.referralCode,
    referredBy: referrers.map((r) => ({ _id: r.id, name: r.name })),
    isAdminApproved: row.isAdminApproved,
    paymentVerified: row.paymentVerified,
    createdAt: row.createdAt.toISOString(),
  };
}
