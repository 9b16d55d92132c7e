import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { formatDateTime } from '@sevak/shared';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { documentsOf, memberWithDocuments } from '../../../test/documents.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Page = {
  entries: {
    _id: string;
    action: string;
    actor: { name: string } | null;
    targetId: string;
    targetName: string | null;
    before: unknown;
    after: unknown;
    members: Record<string, { name: string; deleted: boolean }>;
  }[];
  nextCursor: string | null;
};

describe('GET /api/admin/audit', () => {
  it('lists admin writes newest first with who, what, which record and before/after; filters and pages', async () => {
    const meera = await createAdminMember(t.db, { name: 'Meera Auditor' });
    const { cookie } = await signIn(t.app, meera);
    const other = await signIn(t.app, await createAdminMember(t.db, { name: 'Someone Else' }));
    const members = await Promise.all(
      [1, 2, 3].map(() => createMember(t.db, { name: 'Approved Person', paymentVerified: true })),
    );
    for (const m of members)
      await t.app.inject({
        method: 'PUT',
        url: '/api/auth/approveUser',
        headers: { cookie },
        payload: { userId: m.id },
      });
    await t.app.inject({
      method: 'POST',
      url: '/api/category/create',
      headers: { cookie: other.cookie },
      payload: { categoryName: 'Audit Craft' },
    });

    const get = async (query: string) =>
      (await t.app.inject({ url: `/api/admin/audit?${query}`, headers: { cookie } })).json<Page>();
    const latest = await get('limit=1');
    expect(latest.entries[0]).toMatchObject({
      action: 'create_category',
      actor: { name: 'Someone Else' },
      after: { name: 'Audit Craft' },
    });

    const mine = await get('actor=meera&action=approve_user');
    expect(mine.entries.map((e) => e.targetId)).toEqual(members.map((m) => m.id).reverse());
    expect(mine.entries[0]).toMatchObject({
      targetName: 'Approved Person',
      before: { isAdminApproved: false },
      after: { isAdminApproved: true },
    });

    // Keyset pages: two, then one, each entry once.
    const first = await get('actor=meera&action=approve_user&limit=2');
    const second = await get(`actor=meera&action=approve_user&limit=2&cursor=${first.nextCursor}`);
    expect([...first.entries, ...second.entries].map((e) => e._id)).toEqual(mine.entries.map((e) => e._id));
    expect(second.nextCursor).toBeNull();

    expect((await get(`targetId=${members[0]!.id}`)).entries).toHaveLength(1);
    expect((await get('from=2000-01-01&to=2000-01-02')).entries).toEqual([]);
    for (const from of ['01-01-2000', '2000-02-30', '9064-08-45']) {
      const bad = await t.app.inject({ url: `/api/admin/audit?from=${from}`, headers: { cookie } });
      expect(bad.statusCode, from).toBe(400);
      expect(bad.json().errors).toEqual([{ path: 'from', msg: 'Use a real date in the format yyyy-MM-dd' }]);
    }
  });
});

describe('GET /api/admin/audit: the members an entry names by id', () => {
  it('names the target and the members in before/after (referredBy), saying which account is deleted', async () => {
    const admin = await signIn(t.app, await createAdminMember(t.db, { name: 'Names Auditor' }));
    const referrer = await createMember(t.db, { name: 'Arjun Referrer', isAdminApproved: true });
    const later = await createMember(t.db, { name: 'Gopal Referrer', isAdminApproved: true });
    const friend = await createMember(t.db, { name: 'Kavya Friend', isAdminApproved: true });
    for (const from of [referrer, later]) {
      const assigned = await t.app.inject({
        method: 'POST',
        url: '/api/auth/setReferral',
        headers: { cookie: admin.cookie },
        payload: { referrerPhone: from.phone, referredPhone: friend.phone },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/deleteUser',
      headers: { cookie: admin.cookie },
      payload: { id: referrer.id },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const page = (
      await t.app.inject({
        url: `/api/admin/audit?action=set_referral&targetId=${friend.id}`,
        headers: { cookie: admin.cookie },
      })
    ).json<Page>();
    const [second, first] = page.entries;
    expect(first).toMatchObject({ before: { referredBy: null }, after: { referredBy: referrer.id } });
    expect(second).toMatchObject({ before: { referredBy: referrer.id }, after: { referredBy: later.id } });
    expect(second!.members).toEqual({
      [friend.id]: { name: 'Kavya Friend', deleted: false },
      [referrer.id]: { name: 'Deleted member', deleted: true },
      [later.id]: { name: 'Gopal Referrer', deleted: false },
    });
  });
});

describe('GET /api/admin/audit/document-access.csv (breach readiness)', () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const download = (cookie: string, query: string) =>
    t.app.inject({ url: `/api/admin/audit/document-access.csv?${query}`, headers: { cookie } });

  it("lists every time an admin opened a member's image or full Aadhaar number — not the member's own looks", async () => {
    const admin = await createAdminMember(t.db, { name: 'Rekha Reviewer', email: 'rekha.reviewer@gmail.com' });
    const { cookie } = await signIn(t.app, admin);
    const member = await memberWithDocuments(t.app, t.db);
    const front = (await documentsOf(t.db, member.id)).find((d) => d.slot === 'frontAadhar')!;
    // The member's own look is not an access to someone else's data.
    expect((await t.app.inject({ url: `/api/files/${front.id}`, headers: { cookie: member.cookie } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: `/api/files/${front.id}?size=thumb`, headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: `/api/files/${front.id}`, headers: { cookie } })).statusCode).toBe(200);
    await t.app.inject({
      method: 'PUT',
      url: '/api/auth/updateUserAddressAndAadhar',
      headers: { cookie },
      payload: { userId: member.id, aadharNumber: '234567890124', permanentAddress: '12 MG Road, Pune' },
    });
    expect((await t.app.inject({ url: `/api/auth/getUserById/${member.id}`, headers: { cookie } })).statusCode).toBe(
      200,
    );

    const res = await download(cookie, `from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sevak-document-access-${today}-to-${today}.csv"`,
    );
    const [header, ...lines] = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(header).toEqual([
      'Time (IST)',
      'Admin',
      'Admin email',
      'What',
      'Document',
      'Member',
      'Member email',
      'Member phone',
      'Member id',
    ]);
    const about = lines.filter((line) => line[8] === member.id);
    expect(about.map((line) => [line[1], line[2], line[4], line[5], line[6], line[7]])).toEqual([
      [
        'Rekha Reviewer',
        'rekha.reviewer@gmail.com',
        'frontAadhar (thumbnail)',
        member.name,
        member.email,
        member.phone,
      ],
      ['Rekha Reviewer', 'rekha.reviewer@gmail.com', 'frontAadhar', member.name, member.email, member.phone],
      ['Rekha Reviewer', 'rekha.reviewer@gmail.com', 'Aadhaar number', member.name, member.email, member.phone],
    ]);
    expect(about[0]![3]).toBe('Opened a member’s identity image');
    expect(about[2]![3]).toBe('Viewed a full Aadhaar number');
    // In India's time, as every time the product shows ('26 Nov 2026, 8:15 pm').
    expect(about[0]![0]).toMatch(new RegExp(`^${formatDateTime(new Date()).split(',')[0]}, \\d{1,2}:\\d{2} [ap]m$`));
    // Another period holds none of it; the download itself is in the audit log, without names.
    const earlier = await download(cookie, 'from=2000-01-01&to=2000-12-31');
    expect(parse(earlier.body.replace(/^\uFEFF/, ''))).toHaveLength(1);
    const exports = (
      await t.app.inject({ url: '/api/admin/audit?action=export_document_access', headers: { cookie } })
    ).json<Page>();
    expect(exports.entries[0]).toMatchObject({
      actor: { name: 'Rekha Reviewer' },
      after: { from: '2000-01-01', to: '2000-12-31', lines: 0 },
    });
  });

  it('asks for a period: both days, in order, at most 366 days; nothing is downloaded or audited otherwise', async () => {
    const { cookie } = await signIn(t.app, await createAdminMember(t.db));
    const cases: [string, { path: string; msg: string }][] = [
      ['', { path: 'from', msg: "Choose 'From' and 'To' to download the access log." }],
      ['from=2026-01-01', { path: 'to', msg: "Choose 'From' and 'To' to download the access log." }],
      ['from=2026-02-01&to=2026-01-01', { path: 'to', msg: "'To' must be on or after 'From'" }],
      ['from=2024-01-01&to=2025-01-01', { path: 'to', msg: 'Choose at most 366 days at a time.' }],
      ['from=2026-02-30&to=2026-03-01', { path: 'from', msg: 'Use a real date in the format yyyy-MM-dd' }],
    ];
    for (const [query, error] of cases) {
      const res = await download(cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors, query).toEqual([error]);
    }
    // A leap year's whole 366 days is one period.
    expect((await download(cookie, 'from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });
});
