// The public face of members: what app.ts, the job runner and other features may use (docs/architecture.md).
// Everything else in this folder is the feature's own.
export {
  countAdmins,
  findUserByEmailOrPhone,
  findUserById,
  findUserByReferralCode,
  findUserNames,
  holdLiveMember,
  insertUser,
  lockUserRow,
  markPaymentVerified,
  recentApprovalTime,
  setPasswordHash,
  updateUserRow,
  markPhoneVerified,
} from './members.repo.js';
export { lockMemberByPhone } from './members.service.js';
export { assertContactsFree, assertContactsFreeFor, canonicalCategories } from './member-rules.js';
export {
  loadSessionMemberView,
  loadUserView,
  maskAadhaar,
  memberViewJson,
  referrerOf,
  toUserView,
  type MemberViewJson,
} from './user-view.js';
export { generateReferralCode } from './referral-code.js';
export { assertListedProvider, listedProvider } from './listed-provider.js';
