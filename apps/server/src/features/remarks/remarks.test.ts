import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signIn(t.app, await createAdminMember(t.db))).cookie;
});
afterAll(() => t.close());

describe('remark checklist', () => {
  it('add, tick, untick and delete remarks, with the spec messages', async () => {
    const m = await createMember(t.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/remark/create',
      headers: { cookie },
      payload: { userId: m.id, remark: 'Call to confirm address' },
    });
    expect(created.statusCode).toBe(200);
    const [remark] = created.json().remarks;
    expect(remark).toMatchObject({
      remark: 'Call to confirm address',
      userStatus: [{ userId: m.id, is_completed: false }],
    });

    const ticked = await t.app.inject({
      method: 'PUT',
      url: `/api/remark/update-status/${remark._id}`,
      headers: { cookie },
      payload: { is_completed: true, userId: m.id },
    });
    expect(ticked.json()).toEqual({ message: 'remark status updated!!' });
    const list = await t.app.inject({ url: `/api/remark/user/${m.id}`, headers: { cookie } });
    expect(list.json().remarks[0].userStatus).toEqual([{ userId: m.id, is_completed: true }]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/remark/delete/${remark._id}`,
      headers: { cookie },
    });
    expect(deleted.json()).toEqual({ message: 'remark deleted successfully !!' });
    expect((await t.app.inject({ url: `/api/remark/user/${m.id}`, headers: { cookie } })).json().remarks).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/remark/delete/${remark._id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an empty remark and a remark for someone who does not exist', async () => {
    const m = await createMember(t.db);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/remark/create',
      headers: { cookie },
      payload: { userId: m.id, remark: '  ' },
    });
    expect(empty.json().errors).toEqual([{ path: 'remark', msg: 'Please write the remark.' }]);
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/remark/create',
      headers: { cookie },
      payload: { userId: '00000000-0000-4000-8000-000000000000', remark: 'x' },
    });
    expect(nobody.statusCode).toBe(404);
  });
});
