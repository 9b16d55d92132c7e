import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getUserResponseSchema } from '@sevak/shared';
import { createSerializerCompiler } from './serializer.js';

/** Answers as a client receives them, from a route answering `data` under `schema`. */
async function answer(schema: z.ZodType, data: unknown, options?: { checkAgainstZod?: boolean }) {
  const app = Fastify();
  app.setSerializerCompiler(createSerializerCompiler(options));
  app.get('/x', { schema: { response: { 200: schema } } }, async () => data);
  const res = await app.inject({ url: '/x' });
  await app.close();
  return res;
}

const member = {
  _id: '7a9c1f8e-8d1b-4d5e-9b7a-2f3c4d5e6f70',
  name: 'Meera Iyer',
  email: 'meera@gmail.com',
  phone: '9876543210',
  role: 'User',
  address: { area: 'Indiranagar', city: 'Bengaluru', state: 'Karnataka', country: 'India', pincode: '560038' },
  permanentAddress: null,
  aadharNumber: 'XXXX XXXX 1234',
  frontAadhar: null,
  backAadhar: null,
  profilePic: '/api/files/1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7081',
  businessCategory: ['Electrician'],
  businessName: null,
  businessAddress: null,
  businessDetaile: null,
  referralCode: 'MEERA1',
  referredBy: [],
  isAdminApproved: true,
  paymentVerified: true,
  mustChangePassword: false,
  language: 'en',
  createdAt: '2026-11-20T05:30:00.000Z',
  approvedAt: null,
  phoneVerifiedAt: null,
  gstin: null,
  tdsExemption: null,
  aadhaarVerifiedAt: null,
  aadhaarPurgedAt: null,
  pendingAadhaar: null,
  noticeVersion: '2026-11-26',
  noticeAcceptedAt: '2026-11-26T05:30:00.000Z',
  marketingConsent: false,
  marketingConsentAt: null,
};

describe('response serializer', () => {
  it('writes what zod writes for a member record, nulls and nested objects included', async () => {
    const res = await answer(getUserResponseSchema, { user: member }, { checkAgainstZod: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: member });
  });

  it('never writes a property the schema does not declare', async () => {
    const res = await answer(getUserResponseSchema, {
      user: { ...member, passwordHash: 'scrypt$secret', address: { ...member.address, line1: '12 MG Road' } },
    });
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('MG Road');
    expect(res.json()).toEqual({ user: member });
  });

  it('refuses an answer missing a required property (500), as zod did', async () => {
    const { name: _name, ...nameless } = member;
    expect((await answer(getUserResponseSchema, { user: nameless })).statusCode).toBe(500);
  });

  it('keeps zod for a schema JSON Schema cannot express (a Date)', async () => {
    const schema = z.object({ at: z.date() });
    const res = await answer(schema, { at: new Date('2026-11-26T00:00:00Z') });
    expect(res.json()).toEqual({ at: '2026-11-26T00:00:00.000Z' });
  });

  it('in tests, an answer zod would refuse is refused, though fast-json-stringify would write it', async () => {
    // A number where the schema says string: fast-json-stringify would write "12"; zod refuses.
    expect((await answer(z.object({ name: z.string() }), { name: 12 })).json()).toEqual({ name: '12' });
    const res = await answer(z.object({ name: z.string() }), { name: 12 }, { checkAgainstZod: true });
    expect(res.statusCode).toBe(500);
  });
});
