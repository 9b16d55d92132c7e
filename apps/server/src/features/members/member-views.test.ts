import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, memberViews, users } from '../../db/schema/index.js';
import { rawRows } from '../../platform/db.js';
import { createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { loadUserView, VIEW_COLUMNS } from './user-view.js';

/**
 * `member_views` (docs/decisions/043): each member's record, written by triggers in the transaction
 * that changes the member, their documents or their referrer's name; read by getuser and the
 * admin list. Whatever changed, the record read from it is the one read from the tables.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let keys = 0;
function document(userId: string, slot: string, state: 'current' | 'pending' = 'current') {
  keys += 1;
  return {
    userId,
    slot,
    state,
    storageKey: `view-test/${keys}`,
    thumbKey: `view-test/thumb-${keys}`,
    contentType: 'image/webp',
    bytes: 1,
    width: 1,
    height: 1,
  };
}

/** The member's record as getuser answers it (from member_views) and as the tables give it. */
async function bothRecords(member: { id: string; email: string; password: string }) {
  const { bearer } = await signIn(t.app, member);
  const res = await t.app.inject({ url: '/api/auth/getuser', headers: { authorization: bearer } });
  expect(res.statusCode).toBe(200);
  const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
  return { served: res.json().user, fromTables: JSON.parse(JSON.stringify(await loadUserView(t.db, row!))) };
}

/** The member's stored view, its documents in id order (json_agg keeps none). */
async function storedView(id: string) {
  const [row] = await t.db.select({ view: memberViews.view }).from(memberViews).where(eq(memberViews.userId, id));
  const view = row?.view as { docs: { id: string }[] } | undefined;
  return view && { ...view, docs: [...view.docs].sort((a, b) => a.id.localeCompare(b.id)) };
}

describe('member_views', () => {
  it('follows the member, their documents and their referrer’s name, as the tables give them', async () => {
    const referrer = await createMember(t.db, { name: 'Kavita Rao' });
    const member = await createMember(t.db, { name: 'Ravi Kumar', referredBy: referrer.id });
    let { served, fromTables } = await bothRecords(member);
    expect(served).toEqual(fromTables);
    expect(served.referredBy).toEqual([{ _id: referrer.id, name: 'Kavita Rao' }]);

    const [photo] = await t.db
      .insert(documents)
      .values([document(member.id, 'profilePic'), document(member.id, 'frontAadhar', 'pending')])
      .returning({ id: documents.id });
    await t.db.update(users).set({ businessName: 'Ravi Electricals', gstin: null }).where(eq(users.id, member.id));
    await t.db.update(users).set({ name: 'Kavita R. Rao' }).where(eq(users.id, referrer.id));
    ({ served, fromTables } = await bothRecords(member));
    expect(served).toEqual(fromTables);
    expect(served).toMatchObject({
      businessName: 'Ravi Electricals',
      profilePic: expect.stringContaining(photo!.id),
      referredBy: [{ _id: referrer.id, name: 'Kavita R. Rao' }],
    });
    expect(served.pendingAadhaar.frontAadhar).not.toBeNull();

    await t.db.delete(documents).where(eq(documents.id, photo!.id));
    await t.db.update(documents).set({ state: 'current' }).where(eq(documents.userId, member.id));
    ({ served, fromTables } = await bothRecords(member));
    expect(served).toEqual(fromTables);
    expect(served).toMatchObject({ profilePic: null, pendingAadhaar: null, frontAadhar: expect.any(String) });
  });

  it('holds the record’s columns, documents and referrer’s name: no more, no fewer', async () => {
    const member = await createMember(t.db);
    expect(Object.keys((await storedView(member.id))!)).toEqual([...VIEW_COLUMNS, 'docs', 'referrerName']);
  });

  it('has a row for every member, made in the same statement that made them', async () => {
    await t.db.execute(sql`
      insert into users (name, email, phone, password_hash, referral_code)
      select 'Bulk ' || i, 'bulk' || i || '@gmail.com', (8100000000 + i)::text, 'x', 'BULKVIEW' || i
      from generate_series(1, 50) as i`);
    const rows = await rawRows<{ missing: number }>(
      t.db,
      sql`
      select count(*)::int as missing from users u where not exists (select 1 from member_views v where v.user_id = u.id)`,
    );
    const missing = rows[0]?.missing;
    expect(missing).toBe(0);
  });

  it('is never left stale when 100 writers change one record at once', async () => {
    const referrer = await createMember(t.db, { name: 'Referrer 0' });
    const member = await createMember(t.db, { name: 'Member 0', referredBy: referrer.id });
    const [first] = await t.db.insert(documents).values(document(member.id, 'extra-0')).returning({ id: documents.id });
    // Three bursts: a lost update shows in some bursts, not in every one.
    for (let burst = 0; burst < 3; burst++) {
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          t.db.transaction(async (tx) => {
            if (i % 4 === 0) await tx.insert(documents).values(document(member.id, `extra-${burst}-${i}`));
            else if (i % 4 === 1) {
              await tx
                .update(users)
                .set({ businessName: `Shop ${burst}-${i}` })
                .where(eq(users.id, member.id));
            } else if (i % 4 === 2) {
              await tx
                .update(users)
                .set({ name: `Referrer ${burst}-${i}` })
                .where(eq(users.id, referrer.id));
            } else
              await tx
                .update(documents)
                .set({ slot: `moved-${burst}-${i}` })
                .where(eq(documents.id, first!.id));
          }),
        ),
      );
      const stored = await storedView(member.id);
      // What the triggers' function writes from the tables as they are now.
      await t.db.execute(sql`select member_views_refresh(array[${member.id}::uuid])`);
      const fresh = await storedView(member.id);
      expect(stored, `burst ${burst}`).toEqual(fresh);
      expect(fresh!.docs).toHaveLength(1 + 25 * (burst + 1));
    }
    const { served, fromTables } = await bothRecords(member);
    expect(served).toEqual(fromTables);
  });

  it('goes with the member when their row is deleted', async () => {
    const member = await createMember(t.db);
    expect(await storedView(member.id)).toBeDefined();
    await t.db.delete(users).where(eq(users.id, member.id));
    expect(await storedView(member.id)).toBeUndefined();
  });
});
