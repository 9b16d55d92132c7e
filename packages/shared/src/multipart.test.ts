import { describe, expect, it } from 'vitest';
import { decodeAadhaarUploadFields, encodeAadhaarUploadForm } from './documents.js';
import { decodeFields, encodeForm, NotJsonError } from './multipart.js';
import { PRIVACY_NOTICE_VERSION } from './privacy.js';
import { adminProfileSchema, decodeProfileFields, encodeProfileForm, profileSchema } from './profile.js';
import {
  adminRegistrationSchema,
  decodeAdminRegistrationFields,
  decodeRegistrationFields,
  encodeAdminRegistrationForm,
  encodeRegistrationForm,
  registrationSchema,
} from './registration.js';
import { decodeEkycFields, ekycFieldsSchema, encodeEkycForm } from './withdrawals.js';

/** The body's parts in order: text as text, a file as `file:<name>`. */
const partsOf = (data: FormData) =>
  [...data].map(([name, value]) => [name, typeof value === 'string' ? value : `file:${value.name}`]);

/** The text fields as the server reads them (platform/multipart.ts). */
const fieldsOf = (data: FormData): Record<string, string> =>
  Object.fromEntries([...data].filter((part): part is [string, string] => typeof part[1] === 'string'));

const image = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/jpeg' });

describe('multipart fields: one rule per field for both sides', () => {
  const fields = {
    title: 'text',
    note: 'text?',
    secret: 'verbatim',
    code: 'code?',
    data: 'json',
    agreed: 'boolean',
    extra: 'boolean?',
  } as const;

  it('sends text trimmed, a password as typed, a code in capitals, JSON with its strings trimmed, booleans as words', () => {
    const data = encodeForm(
      fields,
      [],
      {
        title: '  Asha ',
        note: ' hi ',
        secret: ' pass word ',
        code: ' ref42 ',
        data: { area: ' Kothrud ', tags: [' a ', 1, null, true] },
        agreed: true,
        extra: false,
      },
      {},
    );
    expect(partsOf(data)).toEqual([
      ['title', 'Asha'],
      ['note', 'hi'],
      ['secret', ' pass word '],
      ['code', 'REF42'],
      ['data', JSON.stringify({ area: 'Kothrud', tags: ['a', 1, null, true] })],
      ['agreed', 'true'],
      ['extra', 'false'],
    ]);
  });

  it('sends an empty field, but leaves out an empty optional one and any value that is undefined', () => {
    const data = encodeForm(fields, [], { title: '  ', note: '  ', code: '', secret: undefined, agreed: false }, {});
    expect(partsOf(data)).toEqual([
      ['title', ''],
      ['agreed', 'false'],
    ]);
  });

  it('sends the files after the text, in the slots’ order, leaving out a missing or null one', () => {
    const data = encodeForm(
      { title: 'text' },
      ['front', 'back', 'selfie'],
      { title: 'x' },
      {
        selfie: image('selfie.jpg'),
        front: image('front.jpg'),
        back: null,
      },
    );
    expect(partsOf(data)).toEqual([
      ['title', 'x'],
      ['front', 'file:front.jpg'],
      ['selfie', 'file:selfie.jpg'],
    ]);
  });

  it('reads text as sent, JSON as its value, booleans as booleans, and leaves the rest for the schema', () => {
    expect(
      decodeFields(fields, {
        title: ' Asha ',
        note: 'hi',
        secret: ' pw ',
        code: 'ref42',
        data: '{"area":"A"}',
        agreed: 'true',
        extra: 'false',
        unknown: 'dropped',
      }),
    ).toEqual({
      title: ' Asha ',
      note: 'hi',
      secret: ' pw ',
      code: 'ref42',
      data: { area: 'A' },
      agreed: true,
      extra: false,
    });
    // Anything else than 'true'/'false' stays as sent: the schema refuses it with its own words.
    expect(decodeFields(fields, { agreed: 'yes', extra: 'on' })).toEqual({ agreed: 'yes', extra: 'on' });
  });

  it('reads an empty optional field, and an empty JSON one, as absent; an empty required text as sent', () => {
    expect(decodeFields(fields, { title: '', note: '', code: '', data: '', agreed: '', extra: '' })).toEqual({
      title: '',
      agreed: '',
    });
    expect(decodeFields(fields, {})).toEqual({});
  });

  it('refuses a JSON field that is no JSON, naming it; the check sees each JSON value, in order', () => {
    expect(() => decodeFields(fields, { data: '{area' })).toThrow(NotJsonError);
    expect(() => decodeFields(fields, { data: '{area' })).toThrow(expect.objectContaining({ field: 'data' }));
    const seen: [string, unknown][] = [];
    decodeFields({ a: 'json', b: 'text', c: 'json' }, { a: '[1]', b: 'x', c: '"t"' }, (name, value) =>
      seen.push([name, value]),
    );
    expect(seen).toEqual([
      ['a', [1]],
      ['c', 't'],
    ]);
  });

  it('reads only the form’s own fields (nothing from the prototype)', () => {
    const sent = Object.create({ title: 'inherited' }) as Record<string, string>;
    expect(decodeFields({ title: 'text' }, sent)).toEqual({});
  });
});

const FILES = { frontAadhar: image('front.jpg'), backAadhar: image('back.jpg'), profilePic: image('selfie.jpg') };
const FORM = {
  name: ' Asha Verma ',
  email: ' asha.verma@gmail.com ',
  phone: ' 9876543210 ',
  password: ' correct-horse ',
  confirmpassword: ' correct-horse ',
  address: { area: ' Kothrud ', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: ' 411038 ' },
  businessCategory: ['Tailor'],
  businessName: ' Asha Tailoring ',
  businessAddress: '',
  businessDetaile: 'Blouses',
  referralCode: ' ref42 ',
  privacyConsent: true,
  noticeVersion: PRIVACY_NOTICE_VERSION,
  marketingConsent: false,
};
const ADDRESS = { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' };

describe('POST /auth/registerUserweb', () => {
  it('sends the wire format of docs/contract.md §5, text before the three images', () => {
    expect(partsOf(encodeRegistrationForm(FORM, FILES))).toEqual([
      ['name', 'Asha Verma'],
      ['email', 'asha.verma@gmail.com'],
      ['phone', '9876543210'],
      ['password', ' correct-horse '],
      ['confirmpassword', ' correct-horse '],
      ['address', JSON.stringify(ADDRESS)],
      ['businessCategory', '["Tailor"]'],
      ['businessName', 'Asha Tailoring'],
      ['businessAddress', ''],
      ['businessDetaile', 'Blouses'],
      ['referralCode', 'REF42'],
      ['privacyConsent', 'true'],
      ['noticeVersion', PRIVACY_NOTICE_VERSION],
      ['marketingConsent', 'false'],
      ['frontAadhar', 'file:front.jpg'],
      ['backAadhar', 'file:back.jpg'],
      ['profilePic', 'file:selfie.jpg'],
    ]);
  });

  it('round trip: what the web sends, the server reads and the schema takes', () => {
    const parsed = registrationSchema().parse(decodeRegistrationFields(fieldsOf(encodeRegistrationForm(FORM, FILES))));
    expect(parsed).toMatchObject({
      name: 'Asha Verma',
      address: ADDRESS,
      businessCategory: ['Tailor'],
      businessAddress: '',
      referralCode: 'REF42',
      privacyConsent: true,
      marketingConsent: false,
    });
    expect(parsed.password).toBe(' correct-horse ');
  });

  it('leaves out an empty referral code, which reads as none; no categories read as none', () => {
    const data = encodeRegistrationForm({ ...FORM, referralCode: '  ', businessCategory: [] }, FILES);
    expect(data.has('referralCode')).toBe(false);
    const parsed = registrationSchema().parse(decodeRegistrationFields({ ...fieldsOf(data), businessCategory: '' }));
    expect(parsed.referralCode).toBeUndefined();
    expect(parsed.businessCategory).toEqual([]);
  });

  it('reads the consents as booleans: anything else is refused by the schema on its field', () => {
    const fields = fieldsOf(encodeRegistrationForm(FORM, FILES));
    const result = registrationSchema().safeParse(
      decodeRegistrationFields({ ...fields, privacyConsent: 'yes', marketingConsent: '' }),
    );
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['privacyConsent']);
  });

  it('refuses an address that is no JSON text', () => {
    const fields = fieldsOf(encodeRegistrationForm(FORM, FILES));
    expect(() => decodeRegistrationFields({ ...fields, address: 'Kothrud, Pune' })).toThrow(
      expect.objectContaining({ name: 'NotJsonError', field: 'address' }),
    );
  });

  it('an admin’s Create User carries no consent, and the referrer’s phone when given', () => {
    const data = encodeAdminRegistrationForm({ ...FORM, referrerPhone: ' 9876500099 ' }, FILES);
    const names = [...data.keys()];
    expect(names).not.toContain('privacyConsent');
    expect(names).not.toContain('noticeVersion');
    expect(names).not.toContain('marketingConsent');
    expect(names.slice(-4)).toEqual(['referrerPhone', 'frontAadhar', 'backAadhar', 'profilePic']);
    const fields = decodeAdminRegistrationFields(fieldsOf(data));
    expect(fields.referrerPhone).toBe('9876500099');
    expect(adminRegistrationSchema().parse(fields)).toMatchObject({ name: 'Asha Verma', referralCode: 'REF42' });
    expect(encodeAdminRegistrationForm({ ...FORM, referrerPhone: '' }, FILES).has('referrerPhone')).toBe(false);
  });
});

describe('PUT /auth/updateUser/{id}', () => {
  const EDIT = {
    name: ' Meena R. Iyer ',
    address: ADDRESS,
    businessCategory: ['Tailor'],
    businessName: 'Meena Stitches',
    businessAddress: '',
    businessDetaile: 'Blouses',
  };

  it('a member’s edit: no email or phone, empty business fields sent (they clear), only the new picture', () => {
    const data = encodeProfileForm(EDIT, { profilePic: image('me.jpg') });
    expect(partsOf(data)).toEqual([
      ['name', 'Meena R. Iyer'],
      ['address', JSON.stringify(ADDRESS)],
      ['businessCategory', '["Tailor"]'],
      ['businessName', 'Meena Stitches'],
      ['businessAddress', ''],
      ['businessDetaile', 'Blouses'],
      ['profilePic', 'file:me.jpg'],
    ]);
    expect(profileSchema.parse(decodeProfileFields(fieldsOf(data)))).toEqual({ ...EDIT, name: 'Meena R. Iyer' });
  });

  it('an admin’s edit: email and phone too (an empty one is sent, for the schema to refuse), any images replaced', () => {
    const data = encodeProfileForm(
      { ...EDIT, email: ' meena@gmail.com ', phone: '' },
      { frontAadhar: null, backAadhar: image('new-back.jpg'), profilePic: null },
    );
    expect([...data.keys()]).toEqual([
      'name',
      'email',
      'phone',
      'address',
      'businessCategory',
      'businessName',
      'businessAddress',
      'businessDetaile',
      'backAadhar',
    ]);
    const result = adminProfileSchema({ allowedEmailDomains: ['gmail.com'], passwordMinLength: 8 }).safeParse(
      decodeProfileFields(fieldsOf(data)),
    );
    expect(new Set(result.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set(['phone']));
  });

  it('a field left out stays as it is: nothing is read for it', () => {
    expect(profileSchema.parse(decodeProfileFields({ name: 'Meena' }))).toEqual({ name: 'Meena' });
    expect(() => decodeProfileFields({ businessCategory: '[Tailor' })).toThrow(NotJsonError);
  });
});

describe('POST /ekyc', () => {
  it('round trip: the fields as the schema made them, then the three images', () => {
    const fields = ekycFieldsSchema.parse({
      accountHolderName: ' Asha Verma ',
      bankAccountNumber: '1234 5678 9012 34',
      confirmBankAccountNumber: '12345678901234',
      ifscCode: 'sbin0001234',
      panNumber: 'abcpe1234f',
    });
    const data = encodeEkycForm(fields, {
      bankProof: image('proof.jpg'),
      panCardfront: image('front.jpg'),
      panCardback: image('back.jpg'),
    });
    expect(partsOf(data)).toEqual([
      ['accountHolderName', 'Asha Verma'],
      ['bankAccountNumber', '12345678901234'],
      ['confirmBankAccountNumber', '12345678901234'],
      ['ifscCode', 'SBIN0001234'],
      ['panNumber', 'ABCPE1234F'],
      ['bankProof', 'file:proof.jpg'],
      ['panCardfront', 'file:front.jpg'],
      ['panCardback', 'file:back.jpg'],
    ]);
    expect(ekycFieldsSchema.parse(decodeEkycFields(fieldsOf(data)))).toEqual(fields);
  });
});

describe('PUT /auth/updateUserProfile', () => {
  it('round trip: whose images, then both Aadhaar sides; an empty id reads as the sender’s', () => {
    const userId = '0b6f2d3e-6f1a-4c8e-9a57-2f0d6c1e4b7a';
    const data = encodeAadhaarUploadForm({ userId }, { frontAadhar: image('f.jpg'), backAadhar: image('b.jpg') });
    expect(partsOf(data)).toEqual([
      ['userId', userId],
      ['frontAadhar', 'file:f.jpg'],
      ['backAadhar', 'file:b.jpg'],
    ]);
    expect(decodeAadhaarUploadFields(fieldsOf(data))).toEqual({ userId });
    expect(decodeAadhaarUploadFields({ userId: '' })).toEqual({});
  });
});
