import {
  categoryListSchema,
  ERROR_STATUS,
  errorBodySchema,
  paymentSchema,
  pincodeLookupSchema,
  PRIVACY_NOTICE_VERSION,
  providerDetailSchema,
  publicConfigSchema,
  serviceSearchSchema,
  userSchema,
  workRequestSchema,
  type ErrorBody,
  type ErrorCode,
  type Payment,
  type ProviderDetail,
  type ServiceSearchPage,
  type User,
  type WorkRequest,
} from '@sevak/shared';
import { vi } from 'vitest';

/** What `fixture` needs of a schema: the shared zod schemas of packages/shared. */
type Contract<T> = { parse: (value: unknown) => T };

/**
 * A value as the API sends it, checked against the shared response schema the server answers
 * with: a fixture that drifts from the contract fails the test that builds it.
 */
export function fixture<T>(schema: Contract<T>, value: NoInfer<T>): T {
  return schema.parse(value);
}

let next = 1;

export function makeUser(overrides: Partial<User> = {}): User {
  const n = next++;
  return fixture(userSchema, {
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
    mustChangePassword: false,
    language: 'en',
    createdAt: '2026-01-15T10:00:00.000Z',
    approvedAt: '2026-01-16T10:00:00.000Z',
    phoneVerifiedAt: null,
    gstin: null,
    tdsExemption: null,
    aadhaarVerifiedAt: '2026-01-16T10:00:00.000Z',
    aadhaarPurgedAt: null,
    pendingAadhaar: null,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    noticeAcceptedAt: '2026-01-15T10:00:00.000Z',
    marketingConsent: false,
    marketingConsentAt: null,
    ...overrides,
  });
}

export function makeAdmin(overrides: Partial<User> = {}): User {
  return makeUser({ role: 'Admin', name: 'Admin Sevak', ...overrides });
}

/** A listed provider as GET /services/provider/{id} gives it (a search card is the same without businessDetails). */
export function makeProvider(overrides: Partial<ProviderDetail> = {}): ProviderDetail {
  const n = next++;
  return fixture(providerDetailSchema, {
    _id: `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: 'Ravi Kumar',
    businessName: 'Ravi Plumbing Works',
    businessCategory: ['Plumber', 'Electrician'],
    city: 'Pune',
    state: 'Maharashtra',
    rating: 4.5,
    reviewCount: 2,
    verified: true,
    memberSince: '2026-01-15T10:00:00.000Z',
    businessDetails: null,
    ...overrides,
  });
}

/** A provider's card in GET /services/search's answer. */
export type SearchCard = ServiceSearchPage['providers'][number];

/**
 * A search card: makeProvider's provider (without the page's businessDetails), with no distance
 * (no point), no fixed price, no free time within 7 days and no jobs done unless given.
 */
export function makeSearchCard(overrides: Partial<SearchCard> = {}): SearchCard {
  const { businessDetails: _details, ...provider } = makeProvider();
  return fixture(serviceSearchSchema.shape.providers.element, {
    ...provider,
    distanceKm: null,
    priceFrom: null,
    nextSlot: null,
    jobsDone: 0,
    ...overrides,
  });
}

/** The registration fee, captured, as GET /payment/history lists it. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  const n = next++;
  return fixture(paymentSchema, {
    _id: `p${n}`,
    orderId: `order_${n}`,
    paymentId: `pay_${n}`,
    receipt: `SVK-2026-${String(n).padStart(6, '0')}`,
    amount: 121,
    currency: 'INR',
    status: 'captured',
    provider: 'local',
    failureReason: null,
    createdAt: '2026-11-21T18:30:00Z',
    capturedAt: '2026-11-21T18:31:00Z',
    refundStatus: null,
    refundId: null,
    refundedAt: null,
    ...overrides,
  });
}

/** A work request as its seeker sees it in GET /work/requests (sent, not yet answered). */
export function makeWorkRequest(overrides: Partial<WorkRequest> = {}): WorkRequest {
  const n = next++;
  return fixture(workRequestSchema, {
    _id: `70000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    category: 'Plumber',
    description: 'The kitchen tap leaks.',
    preferredAt: '2026-03-10T04:30:00Z',
    place: { city: 'Pune', state: 'Maharashtra', pincode: '411038' },
    address: null,
    contactPhone: null,
    status: 'sent',
    declineReason: null,
    createdAt: '2026-03-04T18:30:00Z',
    acceptedAt: null,
    declinedAt: null,
    cancelledAt: null,
    completedAt: null,
    seeker: { _id: '00000000-0000-4000-8000-000000000901', name: 'Ravi Kumar' },
    provider: {
      _id: '00000000-0000-4000-8000-000000000902',
      name: 'Meena Joshi',
      businessName: 'Joshi Plumbing',
      phone: null,
    },
    review: null,
    service: null,
    slotStart: null,
    slotEnd: null,
    amount: null,
    quoteNote: null,
    holdExpiresAt: null,
    payment: null,
    startCode: null,
    startedAt: null,
    onTheWayAt: null,
    releaseAt: null,
    releasedAt: null,
    cancellation: null,
    refund: null,
    earning: null,
    invoices: [],
    dispute: null,
    reschedule: null,
    ...overrides,
  });
}

/** A JSON answer as the API gives it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** An error answer of the API (docs/contract.md §5): checked by the shared schema, with its code's status. */
export function errorResponse(code: ErrorCode, body: Omit<ErrorBody, 'code'>): Response {
  return jsonResponse(errorBodySchema.parse({ code, ...body }), ERROR_STATUS[code]);
}

/** GET /api/config/public as the server answers with its defaults (docs/contract.md §4). */
export const PUBLIC_CONFIG = fixture(publicConfigSchema, {
  allowedEmailDomains: ['gmail.com'],
  passwordMinLength: 8,
  registrationFee: 121,
  support: { phone: '+91 80 4718 1210', email: 'help@sevak.local', hours: 'Monday to Saturday, 9 am to 6 pm (IST)' },
  push: null,
  investmentsEnabled: false,
  marketplace: {
    commissionPercent: 10,
    freeCancelHours: 3,
    lateCancelFeePercent: 20,
    lateCancelFeeMax: 200,
    releaseAfterHours: 24,
    holdMinutes: 15,
  },
  privacy: {
    grievanceOfficer: {
      name: 'Meera Iyer',
      email: 'grievance@sevak.local',
      phone: '+91 80 4718 1299',
      responseDays: 30,
    },
    documentRetentionDays: 90,
  },
  privacyNotice: { version: PRIVACY_NOTICE_VERSION, url: '/privacyPolicy' },
  operator: {
    legalName: 'Sevak Services Private Limited',
    address: '12 MG Road, Bengaluru, Karnataka 560001',
    state: 'Karnataka',
    gstin: null,
    email: 'help@sevak.local',
    phone: '+91 80 4718 1210',
  },
});

/**
 * A few categories as GET /api/category/getAllCategory lists them, with their Hindi names; one
 * without (an admin's new category).
 */
export const CATEGORIES = fixture(categoryListSchema, {
  categories: (
    [
      ['Beautician', null],
      ['Carpenter', 'बढ़ई'],
      ['Electrician', 'इलेक्ट्रीशियन'],
      ['Plumber', 'प्लंबर'],
      ['Tailor', 'दर्ज़ी'],
    ] as const
  ).map(([categoryName, hindiName], i) => ({
    _id: `10000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    categoryName,
    hindiName,
  })),
});

/** A small image file, as a person would pick it. */
/** A picked photo: `size` bytes that start as a JPEG does (the test decoder of setup.ts reads them). */
export function imageFile(name = 'photo.jpg', size = 2048, type = 'image/jpeg'): File {
  const bytes = new Uint8Array(size);
  bytes.set(JPEG_START.subarray(0, size));
  return new File([bytes], name, { type });
}

const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

/** A file that claims to be a photo but is not one (a PDF renamed '.jpg'): it does not decode. */
export function notAnImageFile(name = 'scan.jpg', type = 'image/jpeg'): File {
  return new File(['%PDF-1.7 not a picture'], name, { type });
}

/** The post office answer of GET /api/location/pincode/{pincode}. */
export function pincodeFound(place = { Name: 'Kothrud', District: 'Pune', State: 'Maharashtra', Country: 'India' }) {
  return fixture(pincodeLookupSchema, [{ Status: 'Success', PostOffice: [place] }]);
}

/**
 * The browser's location for "Near me": navigator.geolocation's getCurrentPosition answers with
 * this place, or fails with this error code (1: the person refused, 2: no position), or the
 * browser has no geolocation at all (null). Restored after the test (setup.ts restores all mocks).
 */
export function stubGeolocation(answer: { latitude: number; longitude: number } | { code: 1 | 2 | 3 } | null) {
  const getCurrentPosition = vi.fn((found: PositionCallback, failed?: PositionErrorCallback | null) => {
    if (answer && 'code' in answer) failed?.({ code: answer.code, message: 'refused' } as GeolocationPositionError);
    else if (answer) found({ coords: { ...answer, accuracy: 2000 }, timestamp: Date.now() } as GeolocationPosition);
  });
  vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue(
    answer === null ? (null as unknown as Geolocation) : ({ getCurrentPosition } as unknown as Geolocation),
  );
  return getCurrentPosition;
}
