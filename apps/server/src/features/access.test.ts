import { PRIVACY_NOTICE_VERSION, type ErrorCode } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../test/app.js';

/**
 * The route × role matrix (docs/contract.md §9): every endpoint, called by a visitor, a member awaiting
 * approval, an approved member and an admin, answers what the contract says. Each feature adds
 * its rows here when it adds an endpoint.
 */
type Role = 'visitor' | 'pending' | 'member' | 'admin';
/** An id no record has. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

type Row = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** The route pattern when `url` fills in parameters. */
  route?: string;
  payload?: Record<string, unknown>;
  expect: Record<Role, number>;
  /** The code of a 401 or 403 answer when it is not the usual one (see `refusalCode`). */
  refusal?: Partial<Record<401 | 403, ErrorCode>>;
};

/**
 * The code a 401 or 403 answer carries: a visitor is NOT_SIGNED_IN; a member awaiting approval
 * where approved members may go is AWAITING_APPROVAL; anyone else refused is ADMIN_ONLY.
 */
function refusalCode(row: Row, role: Role, status: number): ErrorCode {
  const special = row.refusal?.[status as 401 | 403];
  if (special) return special;
  if (status === 401) return 'NOT_SIGNED_IN';
  return role === 'pending' && row.expect.member !== 403 ? 'AWAITING_APPROVAL' : 'ADMIN_ONLY';
}

const everyone = (status: number): Record<Role, number> => ({
  visitor: status,
  pending: status,
  member: status,
  admin: status,
});

// One row per route, so the matrix reads as a table.
// prettier-ignore
const matrix: Row[] = [
  { method: 'GET', url: '/api/health', expect: everyone(200) },
  { method: 'GET', url: '/api/ready', expect: everyone(200) },
  { method: 'GET', url: '/api/category/getAllCategory', expect: everyone(200) },
  { method: 'GET', url: '/api/docs/json', expect: everyone(200) },
  { method: 'GET', url: '/api/auth/getuser', expect: { visitor: 403, pending: 200, member: 200, admin: 200 }, refusal: { 403: 'SESSION_INVALID' } },
  // Wrong credentials for everyone: signing in never depends on who is asking.
  { method: 'POST', url: '/api/auth/login', payload: { emailOrPhone: 'nobody@gmail.com', password: 'x' }, expect: everyone(401), refusal: { 401: 'INVALID_CREDENTIALS' } },
  { method: 'GET', url: '/api/config/public', expect: everyone(200) },
  { method: 'GET', url: '/api/auth/approval-time', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  // Open to all; these test databases have no pincode directory loaded yet.
  { method: 'GET', url: '/api/location/pincode/110001', route: '/api/location/pincode/:pincode', expect: everyone(503) },
  // Open to all; a JSON body instead of the multipart form is a 400 for everyone.
  { method: 'POST', url: '/api/auth/registerUserweb', payload: { name: 'x' }, expect: everyone(400) },
  // Open to all (a visitor fills the form); bad details are a 400 for everyone.
  { method: 'POST', url: '/api/auth/check-registration', payload: { name: 'x' }, expect: everyone(400) },
  { method: 'POST', url: '/api/auth/forgot-password', payload: { email: '', phone: '' }, expect: everyone(400) },
  { method: 'POST', url: '/api/auth/verify-code', payload: { email: 'a@gmail.com', code: '12' }, expect: everyone(400) },
  // Open to all: a malformed number is a 400 for everyone; the same answer for any real one.
  { method: 'POST', url: '/api/auth/phone-code', payload: { phone: '12' }, expect: everyone(400) },
  { method: 'POST', url: '/api/auth/phone-login', payload: { phone: '9876543210', code: '12' }, expect: everyone(400) },
  { method: 'POST', url: '/api/auth/phone/verify-code', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'POST', url: '/api/auth/phone/verify', payload: { code: '12' }, expect: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  { method: 'POST', url: '/api/auth/reset-password', payload: { email: 'a@gmail.com', newPassword: 'long-enough-1' }, expect: everyone(403), refusal: { 403: 'RESET_GRANT_MISSING' } },
  { method: 'PUT', url: '/api/auth/updateUserProfile', payload: { userId: NOBODY }, expect: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  { method: 'PUT', url: `/api/auth/updateUser/${NOBODY}`, route: '/api/auth/updateUser/:id', payload: { name: 'x' }, expect: { visitor: 401, pending: 403, member: 403, admin: 400 }, refusal: { 403: 'NOT_YOURS' } },
  { method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: 'wrong-one', newPassword: 'long-enough-1' }, expect: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  // Deleting one's own account: a wrong password is 400 for a member; an admin is refused first.
  { method: 'GET', url: '/api/auth/delete-account', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'POST', url: '/api/auth/delete-account', payload: { password: 'wrong-one' }, expect: { visitor: 401, pending: 400, member: 400, admin: 403 }, refusal: { 403: 'ADMIN_SELF_DELETE' } },
  // "My data": anyone signed in asks for and downloads only their own (owner checks: data-export.test.ts).
  { method: 'POST', url: '/api/me/data-export', expect: { visitor: 401, pending: 202, member: 202, admin: 202 } },
  { method: 'GET', url: '/api/me/data-export', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'GET', url: `/api/me/data-export/${NOBODY}/download`, route: '/api/me/data-export/:id/download', expect: { visitor: 401, pending: 404, member: 404, admin: 404 } },
  // Anyone signed in chooses their own language (bad values: users/language.test.ts).
  { method: 'PUT', url: '/api/auth/language', payload: { language: 'en' }, expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  // Consents: anyone signed in sets only their own (rules: privacy/privacy.test.ts).
  { method: 'PUT', url: '/api/auth/privacy-notice', payload: { version: PRIVACY_NOTICE_VERSION }, expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'PUT', url: '/api/auth/marketing-consent', payload: { consent: false }, expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'GET', url: `/api/files/${NOBODY}`, route: '/api/files/:id', expect: { visitor: 401, pending: 404, member: 404, admin: 404 } },
  { method: 'GET', url: '/api/admin/outbox', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  // The fee can be paid before approval.
  { method: 'POST', url: '/api/payment/order', expect: { visitor: 401, pending: 201, member: 201, admin: 201 } },
  { method: 'POST', url: '/api/payment/verify', payload: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'x' }, expect: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  { method: 'POST', url: '/api/payment/local/complete', payload: { orderId: 'order_nobody', outcome: 'success' }, expect: { visitor: 401, pending: 404, member: 404, admin: 404 } },
  { method: 'GET', url: '/api/payment/history', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'GET', url: `/api/payment/user/${NOBODY}`, route: '/api/payment/user/:userId', expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: '/api/payment/user/not-an-id', route: '/api/payment/user/:userId', expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: `/api/auth/getUserById/${NOBODY}`, route: '/api/auth/getUserById/:id', expect: { visitor: 401, pending: 403, member: 403, admin: 404 }, refusal: { 403: 'FORBIDDEN' } },
  { method: 'GET', url: '/api/auth/getAllUser?approved=false', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'DELETE', url: '/api/auth/deleteUser', payload: { id: NOBODY }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'POST', url: '/api/auth/setReferral', payload: { referrerPhone: '9999999998', referredPhone: '9999999997' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: `/api/remark/user/${NOBODY}`, route: '/api/remark/user/:userId', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'POST', url: '/api/remark/create', payload: { userId: NOBODY, remark: 'x' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'PUT', url: `/api/remark/update-status/${NOBODY}`, route: '/api/remark/update-status/:remarkId', payload: { is_completed: true, userId: NOBODY }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'DELETE', url: `/api/remark/delete/${NOBODY}`, route: '/api/remark/delete/:remarkId', expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: '/api/auth/getAllUser?aadhaarReview=true', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'POST', url: `/api/admin/documents/${NOBODY}/accept`, route: '/api/admin/documents/:userId/accept', expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'POST', url: `/api/admin/documents/${NOBODY}/reject`, route: '/api/admin/documents/:userId/reject', payload: { reason: 'Blurred' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'PUT', url: '/api/auth/approveUser', payload: { userId: NOBODY }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'PUT', url: '/api/auth/updateUserAddressAndAadhar', payload: { userId: NOBODY, permanentAddress: 'x', aadharNumber: '234567890124' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: '/api/auth/paidusers', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'POST', url: '/api/payment/reports', payload: { year: 2026 }, expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'GET', url: `/api/payment/receipt/${NOBODY}`, route: '/api/payment/receipt/:id', expect: { visitor: 401, pending: 404, member: 404, admin: 404 } },
  { method: 'GET', url: '/api/admin/admins', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'POST', url: '/api/admin/admins', payload: { emailOrPhone: 'nobody@gmail.com' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'DELETE', url: `/api/admin/admins/${NOBODY}`, route: '/api/admin/admins/:id', expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: '/api/admin/categories', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'POST', url: '/api/category/create', payload: { categoryName: '' }, expect: { visitor: 401, pending: 403, member: 403, admin: 400 } },
  { method: 'PUT', url: `/api/admin/categories/${NOBODY}/tax`, route: '/api/admin/categories/:id/tax', payload: { sacCode: '9987', gstRatePercent: 18, operatorPaysTax: false }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'PUT', url: `/api/category/update/${NOBODY}`, route: '/api/category/update/:id', payload: { categoryName: 'Nothing' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'DELETE', url: `/api/category/delete/${NOBODY}`, route: '/api/category/delete/:id', expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: '/api/admin/stats', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'GET', url: '/api/admin/audit', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'GET', url: '/api/admin/audit/document-access.csv?from=2026-01-01&to=2026-01-31', route: '/api/admin/audit/document-access.csv', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  // Customer care is open to a member still awaiting approval.
  { method: 'GET', url: '/api/support/getActiveTicket', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'GET', url: '/api/support/userTickets', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'POST', url: '/api/support/addIssue', payload: { issue: '', description: '' }, expect: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  { method: 'GET', url: '/api/support/getTickets', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'GET', url: '/api/support/getTickets?kind=data_request', route: '/api/support/getTickets', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'GET', url: '/api/support/getTickets?kind=bogus', route: '/api/support/getTickets', expect: { visitor: 401, pending: 403, member: 403, admin: 400 } },
  { method: 'GET', url: '/api/support/dataRequests', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'POST', url: '/api/support/addDataRequest', payload: { topic: 'nothing', description: '' }, expect: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  { method: 'GET', url: '/api/support/getTickets?overdue=true', route: '/api/support/getTickets', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'PUT', url: `/api/support/acknowledgeTicket/${NOBODY}`, route: '/api/support/acknowledgeTicket/:id', expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'PUT', url: `/api/support/updateTicketStatus/${NOBODY}/status`, route: '/api/support/updateTicketStatus/:id/status', payload: { status: 'Resolved', resolutionMessage: 'x' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'DELETE', url: '/api/support/deleteTicket', payload: { id: NOBODY }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: '/api/notifications', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'PUT', url: '/api/notifications/read-all', expect: { visitor: 401, pending: 200, member: 200, admin: 200 } },
  { method: 'PUT', url: `/api/notifications/${NOBODY}/read`, route: '/api/notifications/:id/read', expect: { visitor: 401, pending: 404, member: 404, admin: 404 } },
  { method: 'POST', url: '/api/notifications/token', payload: { token: '' }, expect: { visitor: 401, pending: 400, member: 400, admin: 400 } },
  { method: 'GET', url: '/api/services/search?q=tailor', expect: everyone(200) },
  { method: 'GET', url: '/api/services/search?q=tailor&near=999999', route: '/api/services/search', expect: everyone(400) },
  { method: 'GET', url: `/api/services/provider/${NOBODY}`, route: '/api/services/provider/:id', expect: everyone(404) },
  { method: 'GET', url: `/api/services/provider/${NOBODY}/reviews`, route: '/api/services/provider/:id/reviews', expect: everyone(404) },
  { method: 'GET', url: `/api/providers/${NOBODY}/services`, route: '/api/providers/:id/services', expect: everyone(404) },
  { method: 'POST', url: '/api/services/mine', payload: {}, expect: { visitor: 401, pending: 403, member: 400, admin: 400 } },
  { method: 'GET', url: '/api/availability/mine', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  { method: 'PUT', url: '/api/availability/mine', payload: {}, expect: { visitor: 401, pending: 403, member: 400, admin: 400 } },
  { method: 'GET', url: `/api/providers/${NOBODY}/slots?serviceId=${NOBODY}&date=2999-01-01`, route: '/api/providers/:id/slots', expect: everyone(400) },
  { method: 'GET', url: `/api/providers/${NOBODY}/free-days?serviceId=${NOBODY}`, route: '/api/providers/:id/free-days', expect: everyone(404) },
  { method: 'PUT', url: `/api/services/mine/${NOBODY}`, route: '/api/services/mine/:id', payload: { category: 'Plumber', title: 'Tap repair', priceType: 'fixed', price: 299, durationMinutes: 60 }, expect: { visitor: 401, pending: 403, member: 400, admin: 400 } },
  { method: 'DELETE', url: `/api/services/mine/${NOBODY}`, route: '/api/services/mine/:id', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: '/api/work/requests', payload: {}, expect: { visitor: 401, pending: 403, member: 400, admin: 400 } },
  { method: 'GET', url: '/api/work/requests?box=received', route: '/api/work/requests', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  { method: 'PUT', url: `/api/work/requests/${NOBODY}/status`, route: '/api/work/requests/:id/status', payload: { status: 'accepted' }, expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/review`, route: '/api/work/requests/:id/review', payload: { rating: 5 }, expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/review/reply`, route: '/api/work/requests/:id/review/reply', payload: { text: 'Thanks' }, expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'GET', url: '/api/work/tax-statement?month=2026-12', route: '/api/work/tax-statement', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  { method: 'GET', url: '/api/work/tax-statement.csv?month=2026-12', route: '/api/work/tax-statement.csv', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  { method: 'GET', url: '/api/admin/tax/withheld?month=2026-12', route: '/api/admin/tax/withheld', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'GET', url: '/api/admin/tax/gstr8.csv?month=2026-12', route: '/api/admin/tax/gstr8.csv', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'GET', url: '/api/admin/tax/26q.csv?month=2026-12', route: '/api/admin/tax/26q.csv', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'PUT', url: `/api/admin/users/${NOBODY}/tds-exemption`, route: '/api/admin/users/:id/tds-exemption', payload: { exempt: false }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: `/api/work/requests/${NOBODY}/invoice`, route: '/api/work/requests/:id/invoice', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  // A conversation: its parties only (a stranger 404, as for the request); admins only during a dispute.
  { method: 'GET', url: `/api/work/requests/${NOBODY}/messages`, route: '/api/work/requests/:id/messages', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/messages`, route: '/api/work/requests/:id/messages', payload: { clientId: 'access-matrix-1', text: 'Hello' }, expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/messages/read`, route: '/api/work/requests/:id/messages/read', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  // A JSON body instead of the multipart form is a 400 for whoever may submit.
  { method: 'POST', url: `/api/work/requests/${NOBODY}/messages/photo`, route: '/api/work/requests/:id/messages/photo', payload: { clientId: 'access-matrix-2' }, expect: { visitor: 401, pending: 403, member: 400, admin: 400 } },
  { method: 'GET', url: `/api/messages/${NOBODY}/photo`, route: '/api/messages/:id/photo', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/messages/${NOBODY}/report`, route: '/api/messages/:id/report', payload: { reason: 'Rude words' }, expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'GET', url: '/api/admin/message-reports', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'GET', url: '/api/admin/bookings', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'GET', url: `/api/work/requests/${NOBODY}`, route: '/api/work/requests/:id', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/quote`, route: '/api/work/requests/:id/quote', payload: { amount: 500, note: '' }, expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/pay`, route: '/api/work/requests/:id/pay', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/confirm`, route: '/api/work/requests/:id/confirm', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/on-the-way`, route: '/api/work/requests/:id/on-the-way', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/dispute`, route: '/api/work/requests/:id/dispute', payload: { reason: 'x' }, expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  // Deciding a dispute is an admin's: a member is refused before the booking is looked for.
  { method: 'POST', url: `/api/work/requests/${NOBODY}/resolve`, route: '/api/work/requests/:id/resolve', payload: { refundAmount: 0, note: 'x' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/reschedule`, route: '/api/work/requests/:id/reschedule', payload: { slotStart: '2030-01-01T04:30:00.000Z' }, expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/reschedule/accept`, route: '/api/work/requests/:id/reschedule/accept', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'POST', url: `/api/work/requests/${NOBODY}/reschedule/decline`, route: '/api/work/requests/:id/reschedule/decline', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'GET', url: '/api/wallet', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  { method: 'GET', url: '/api/wallet/transactions?kind=adjustment', route: '/api/wallet/transactions', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  { method: 'GET', url: '/api/wallet/statement?format=csv', route: '/api/wallet/statement', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  { method: 'POST', url: '/api/wallet/adjust', payload: { userId: NOBODY, amount: 25, reason: 'Goodwill credit' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: `/api/wallet/user/${NOBODY}`, route: '/api/wallet/user/:userId', expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: '/api/team', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  { method: 'GET', url: '/api/ekyc', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  // A JSON body instead of the multipart form is a 400 for whoever may submit.
  { method: 'POST', url: '/api/ekyc', payload: { accountHolderName: 'x' }, expect: { visitor: 401, pending: 403, member: 400, admin: 400 } },
  { method: 'GET', url: '/api/ekyc/ifsc/SBIN0001234', route: '/api/ekyc/ifsc/:code', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  { method: 'GET', url: '/api/auth/ekyc-pending', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'POST', url: '/api/withdrawal/verifyKyc', payload: { kycId: NOBODY }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'POST', url: '/api/withdrawal/rejectKyc', payload: { kycId: NOBODY, reason: 'Blurred photo' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'GET', url: '/api/withdrawal/mine', expect: { visitor: 401, pending: 403, member: 200, admin: 200 } },
  // Below the minimum: a 400 for whoever may ask.
  { method: 'POST', url: '/api/withdrawal/request', payload: { amount: 50 }, expect: { visitor: 401, pending: 403, member: 400, admin: 400 } },
  { method: 'POST', url: `/api/withdrawal/${NOBODY}/cancel`, route: '/api/withdrawal/:id/cancel', expect: { visitor: 401, pending: 403, member: 404, admin: 404 } },
  { method: 'GET', url: '/api/withdrawal/requests', expect: { visitor: 401, pending: 403, member: 403, admin: 200 } },
  { method: 'POST', url: `/api/withdrawal/${NOBODY}/approve`, route: '/api/withdrawal/:id/approve', payload: { utr: 'UTR12345678' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'POST', url: `/api/withdrawal/${NOBODY}/reject`, route: '/api/withdrawal/:id/reject', payload: { reason: 'Closed account' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'POST', url: '/api/withdrawal/local/complete', payload: { withdrawalId: NOBODY, outcome: 'processed' }, expect: { visitor: 401, pending: 403, member: 403, admin: 404 } },
  { method: 'POST', url: '/api/withdrawal/payout-webhook', payload: { event: 'payout.processed' }, expect: everyone(400) },
  // Investment plans are off by default (INVESTMENTS_ENABLED): every route is a 404 for everyone,
  // before any sign-in check (investments.test.ts covers them switched on, by role).
  { method: 'GET', url: '/api/invest/plans/yearly', expect: everyone(404) },
  { method: 'GET', url: '/api/invest/plans/monthly', expect: everyone(404) },
  { method: 'GET', url: '/api/invest/getyearlyInvestors', expect: everyone(404) },
  { method: 'GET', url: '/api/invest/getmonthlyInvestors', expect: everyone(404) },
  { method: 'POST', url: '/api/invest/plans', payload: {}, expect: everyone(404) },
  { method: 'PUT', url: `/api/invest/plans/${NOBODY}`, route: '/api/invest/plans/:id', payload: {}, expect: everyone(404) },
  { method: 'DELETE', url: `/api/invest/plans/${NOBODY}`, route: '/api/invest/plans/:id', expect: everyone(404) },
  { method: 'POST', url: '/api/invest/assign-plan', payload: {}, expect: everyone(404) },
  { method: 'POST', url: `/api/invest/${NOBODY}/close`, route: '/api/invest/:id/close', payload: {}, expect: everyone(404) },
  { method: 'GET', url: '/api/invest/mine', expect: everyone(404) },
  // Signed by the provider, not by a session: unsigned is 400 for everyone.
  { method: 'POST', url: '/api/payment/webhook', payload: { event: 'payment.captured' }, expect: everyone(400) },
  // Delivery reports prove themselves (a signature, a token), not a session: everyone unproven gets 400.
  { method: 'POST', url: '/api/texts/whatsapp/webhook', payload: { entry: [] }, expect: everyone(400) },
  { method: 'GET', url: '/api/texts/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x', route: '/api/texts/whatsapp/webhook', expect: everyone(400) },
  { method: 'POST', url: '/api/texts/msg91/report?token=x', route: '/api/texts/msg91/report', payload: { requestId: 'x', status: '1' }, expect: everyone(400) },
];

let t: TestApp;
const headers: Record<Role, () => Promise<Record<string, string>>> = {
  visitor: async () => ({}),
  pending: async () => ({ cookie: (await signIn(t.app, await createMember(t.db))).cookie }),
  member: async () => ({ cookie: (await signIn(t.app, await createMember(t.db, { isAdminApproved: true }))).cookie }),
  admin: async () => ({ cookie: (await signIn(t.app, await createAdminMember(t.db))).cookie }),
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('access matrix', () => {
  it('covers every API route: a new route missing from the table fails here', () => {
    const covered = new Set(matrix.map((row) => `${row.method} ${row.route ?? row.url.split('?')[0]}`));
    covered.add('GET /api/auth/logout'); // its own test below
    covered.add('GET /api/notifications/stream'); // a stream never ends: tested in notifications.test.ts
    const missing = t.app.routeList.filter((r) => r.includes(' /api/') && !r.includes(' /api/docs') && !covered.has(r));
    expect(missing).toEqual([]);
  });

  for (const role of ['visitor', 'pending', 'member', 'admin'] as const) {
    it(`${role}`, async () => {
      const h = await headers[role]();
      const got: Record<string, string> = {};
      const want: Record<string, string> = {};
      for (const row of matrix) {
        const key = `${row.method} ${row.url}`;
        const res = await t.app.inject({ method: row.method, url: row.url, headers: h, payload: row.payload });
        const status = row.expect[role];
        // 401 and 403 carry the code that tells the client which refusal it was.
        const withCode = (s: number, code: unknown) => (s === 401 || s === 403 ? `${s} ${String(code)}` : String(s));
        got[key] = withCode(res.statusCode, res.statusCode >= 400 ? res.json().code : undefined);
        want[key] = withCode(status, refusalCode(row, role, status));
      }
      expect(got).toEqual(want);
    });
  }

  it('the API description says which operations need a session or a role, as the server answers them', async () => {
    type Operation = { security?: unknown[]; 'x-required-role'?: string; responses: Record<string, unknown> };
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const described: Record<string, unknown> = {};
    const answered: Record<string, unknown> = {};
    for (const row of matrix) {
      // Switched off for everyone (investment plans): who may call them is not seen here.
      if (Object.values(row.expect).every((status) => status === 404)) continue;
      const path = (row.route ?? row.url.split('?')[0]!).replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[row.method.toLowerCase()];
      const key = `${row.method} ${path}`;
      const visitorCode = refusalCode(row, 'visitor', row.expect.visitor);
      const visitorRefused =
        [401, 403].includes(row.expect.visitor) &&
        (visitorCode === 'NOT_SIGNED_IN' || visitorCode === 'SESSION_INVALID');
      const role =
        row.expect.member === 403 && refusalCode(row, 'member', 403) === 'ADMIN_ONLY'
          ? 'admin'
          : row.expect.pending === 403 && refusalCode(row, 'pending', 403) === 'AWAITING_APPROVAL'
            ? 'approved member'
            : visitorRefused
              ? 'signed in'
              : undefined;
      // The refusals a client must expect: the visitor's, and a signed-in member's without the role.
      const refusals = [
        ...new Set([
          ...(visitorRefused ? [row.expect.visitor] : []),
          ...(role === 'admin' || role === 'approved member' ? [403] : []),
        ]),
      ].map(String);
      answered[key] = { session: visitorRefused, role, refusals };
      described[key] = {
        session: (op?.security ?? []).some((scheme) => 'cookie' in (scheme as object)),
        role: op?.['x-required-role'],
        refusals: refusals.filter((status) => op?.responses[status]),
      };
    }
    expect(described).toEqual(answered);
    // What a limit refuses is described too.
    const limited = [
      '/api/auth/forgot-password',
      '/api/auth/verify-code',
      '/api/auth/phone-code',
      '/api/auth/phone-login',
      '/api/auth/phone/verify-code',
      '/api/auth/phone/verify',
      '/api/auth/check-registration',
      '/api/auth/registerUserweb',
      '/api/auth/delete-account',
    ];
    expect(limited.filter((path) => !doc.paths[path]?.post?.responses['429'])).toEqual([]);
    // Every operation says so, a public one with an empty list.
    const unsaid = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => !Array.isArray(op.security))
        .map(([method]) => `${method} ${path}`),
    );
    expect(unsaid).toEqual([]);
  });

  it('logout is harmless for everyone and always clears the cookie', async () => {
    for (const role of ['visitor', 'pending', 'member', 'admin'] as const) {
      const res = await t.app.inject({ url: '/api/auth/logout', headers: await headers[role]() });
      expect(res.statusCode, role).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sevak_session')?.value, role).toBe('');
    }
  });
});

describe('identity documents', () => {
  it('a malformed document id is a 404 to a signed-in member, like an unknown one', async () => {
    const h = await headers.member();
    const res = await t.app.inject({ url: '/api/files/not-a-document', headers: h });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/files/not-a-document' })).statusCode).toBe(401);
  });
});
