/**
 * Platform operations (issue 34 items 1, 6, 7) through HTTP on both engines: who may call each staff route (a matrix of
 * every demo role), suspending and reinstating a buyer (sessions end at once, sign-in refused with its message, 20
 * simultaneous suspensions make one), the staff desk's rules (an administrator keeps their own role and account), the
 * audit log (a row per action, never updated or deleted) and bad input answered with envelope errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountStatus, Role } from '@clearlot/contract';
import {
  type TestApp,
  DEMO_BUYER,
  NEW_BUYER,
  USER,
  createTestApp,
  engines,
  signIn,
  DEMO_OWNER,
  DEMO_AGENT,
  DEMO_OPERATIONS,
  DEMO_FINANCE,
  DEMO_ADMIN,
  DEMO_ROLE_ACCOUNTS,
  type DemoRole,
} from '../../../testing/harness';
import { makeBuyer } from '../../order/orders/testing';

const P = {
  staffList: `${USER}/platform/staff/list`,
  staffCreate: `${USER}/platform/staff/create`,
  staffRoles: `${USER}/platform/staff/roles`,
  staffDeactivate: `${USER}/platform/staff/deactivate`,
  staffReactivate: `${USER}/platform/staff/reactivate`,
  accountList: `${USER}/platform/account/list`,
  accountDetail: `${USER}/platform/account/detail`,
  suspend: `${USER}/platform/account/suspend`,
  reinstate: `${USER}/platform/account/reinstate`,
  audit: `${USER}/platform/audit/list`,
};

type Who = DemoRole;
const ACCOUNTS = DEMO_ROLE_ACCOUNTS;

/** Who may call each route, written out here (not read from the contract's sets, so a wrong set is caught). */
const MATRIX: Record<keyof typeof P, readonly Who[]> = {
  staffList: ['admin'],
  staffCreate: ['admin'],
  staffRoles: ['admin'],
  staffDeactivate: ['admin'],
  staffReactivate: ['admin'],
  accountList: ['agent', 'operations', 'admin'],
  accountDetail: ['agent', 'operations', 'admin'],
  suspend: ['operations', 'admin'],
  reinstate: ['operations', 'admin'],
  audit: ['finance', 'admin'],
};

describe.each(engines)('platform operations on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const who of Object.keys(ACCOUNTS) as Who[]) tokens[who] = await signIn(t, ACCOUNTS[who]);
  });
  afterAll(() => t.close());

  const userIdOf = async (email: string) => (await t.db.query<{ id: number }>('select id from app_user where email = $1', [email]))[0]!.id;
  const auditRows = (action: string, target: number | string) =>
    t.db.query<{ actor_user_id: number; before: Record<string, unknown>; after: Record<string, unknown> }>(
      'select actor_user_id, before, after from staff_action where action = $1 and target_id = $2 order by id',
      [action, String(target)],
    );

  it('lets each role call exactly its routes and refuses the rest with 2002, whatever the body', async () => {
    for (const [name, path] of Object.entries(P) as Array<[keyof typeof P, string]>) {
      for (const who of Object.keys(ACCOUNTS) as Who[]) {
        // a body no route accepts: the allowed get past the guard to the validation (1001), the others are refused first
        const res = await t.post(path, { nonsense: true }, tokens[who]);
        if (MATRIX[name].includes(who)) expect({ name, who, code: res.body.code }).toEqual({ name, who, code: 1001 });
        else expect({ name, who, status: res.status, code: res.body.code }).toEqual({ name, who, status: 403, code: 2002 });
      }
      expect((await t.post(path, {}, null)).status).toBe(401);
    }
  });

  it('suspends a buyer: every session ends, sign-in is refused with the message, the desk and the audit log show it; reinstating lets them back', async () => {
    const buyerId = await userIdOf(NEW_BUYER.email);
    const buyerToken = await signIn(t, NEW_BUYER);
    const blank = await t.post(P.suspend, { userId: buyerId, reason: '   ' }, tokens.operations);
    expect([blank.status, blank.body.code, blank.body.messageEn]).toEqual([400, 4650, expect.stringContaining('reason')]);
    expect(blank.body.message).toContain('原因');

    const done = await t.post<{ status: number; statusReason: string }>(P.suspend, { userId: buyerId, reason: 'Fake VAT number' }, tokens.operations);
    expect(done.body.code).toBe(200);
    expect(done.body.data).toMatchObject({ status: AccountStatus.Suspended, statusReason: 'Fake VAT number' });
    // the old token is refused at once
    expect((await t.post(`${USER}/buyer/info`, {}, buyerToken)).body.code).toBe(20004);
    // sign-in with the right password is refused with the suspension's own message, in both languages
    const refused = await t.post(`${USER}/buyer/emailPasswordLogin`, { ...NEW_BUYER, code: 'abcd', imageKey: '2b0c8a4e-8d1a-4c7e-9b8e-1f2a3b4c5d6e' });
    expect([refused.status, refused.body.code]).toEqual([403, 4640]);
    expect(refused.body.messageEn).toContain('suspended');
    expect(refused.body.message).toContain('暂停');
    // a wrong password still says only that the credentials are wrong
    const wrong = await t.post(`${USER}/buyer/emailPasswordLogin`, {
      email: NEW_BUYER.email,
      password: 'Wrong#Pass2026',
      code: 'abcd',
      imageKey: '2b0c8a4e-8d1a-4c7e-9b8e-1f2a3b4c5d6e',
    });
    expect(wrong.body.code).not.toBe(4640);

    const detail = await t.post<{ account: { status: number }; standing: Array<{ status: number; reason: string }> }>(P.accountDetail, { userId: buyerId }, tokens.agent);
    expect(detail.body.data.account.status).toBe(AccountStatus.Suspended);
    expect(detail.body.data.standing[0]).toMatchObject({ status: AccountStatus.Suspended, reason: 'Fake VAT number' });
    const [row] = await auditRows('account.suspend', buyerId);
    expect(row).toMatchObject({ actor_user_id: await userIdOf(DEMO_OPERATIONS.email), before: { status: 1 }, after: { status: 2, reason: 'Fake VAT number' } });
    expect((row!.after as { sessionsEnded: number }).sessionsEnded).toBeGreaterThanOrEqual(1);

    // customer service looks up but cannot act
    expect((await t.post(P.reinstate, { userId: buyerId, reason: 'x' }, tokens.agent)).body.code).toBe(2002);
    expect((await t.post(P.suspend, { userId: buyerId, reason: 'again' }, tokens.admin)).body.code).toBe(4648);
    const back = await t.post(P.reinstate, { userId: buyerId, reason: 'VAT number confirmed' }, tokens.admin);
    expect(back.body.data).toMatchObject({ status: AccountStatus.Active, statusReason: null });
    expect((await t.post(P.reinstate, { userId: buyerId, reason: 'twice' }, tokens.admin)).body.code).toBe(4649);
    await signIn(t, NEW_BUYER);
  });

  it('makes one suspension and one audit row of 20 simultaneous requests', async () => {
    const buyer = await makeBuyer(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.post(P.suspend, { userId: buyer.userId, reason: `Rule breach ${i}` }, i % 2 ? tokens.operations : tokens.admin)),
    );
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 4648)).toHaveLength(19);
    expect(await auditRows('account.suspend', buyer.userId)).toHaveLength(1);
    expect(await t.db.query('select 1 from account_standing_log where user_id = $1', [buyer.userId])).toHaveLength(1);
    expect((await t.post(`${USER}/buyer/info`, {}, buyer.token)).status).toBe(401);
  });

  it('finds buyers and goods owners by e-mail, name, phone or id, never staff', async () => {
    const find = (body: object) => t.post<{ total: number; list: Array<{ email: string; userId: number }> }>(P.accountList, body, tokens.operations);
    expect((await find({ keyword: 'buyer@clearlot' })).body.data.list.map((a) => a.email)).toContain(DEMO_BUYER.email);
    expect((await find({ keyword: 'Patel', kind: 'owner' })).body.data.list.map((a) => a.email)).toEqual([DEMO_OWNER.email]);
    expect((await find({ keyword: '7700900123' })).body.data.list.map((a) => a.email)).toContain(DEMO_BUYER.email);
    const id = await userIdOf(DEMO_OWNER.email);
    expect((await find({ keyword: String(id) })).body.data.list.map((a) => a.userId)).toContain(id);
    expect((await find({ keyword: 'clearlot.test', pageSize: 100 })).body.data.list.map((a) => a.email)).not.toContain(DEMO_AGENT.email);
    const paged = await find({ pageNum: 1, pageSize: 1 });
    expect(paged.body.data.list).toHaveLength(1);
    expect(paged.body.data.total).toBeGreaterThan(1);
    // staff are not the accounts desk's: an agent cannot be suspended there
    expect((await t.post(P.suspend, { userId: await userIdOf(DEMO_AGENT.email), reason: 'no' }, tokens.operations)).body.code).toBe(4647);
    const detail = await t.post<{ orders: { total: number }; complaints: { total: number } }>(P.accountDetail, { userId: await userIdOf(DEMO_BUYER.email) }, tokens.operations);
    expect(detail.body.code).toBe(200);
  });

  it('lets an administrator create staff, set roles, deactivate and reactivate, but never remove their own role or deactivate themselves', async () => {
    const created = await t.post<{ userId: number; roles: number[]; status: number }>(
      P.staffCreate,
      { email: 'New.Ops@ClearLot.test', firstName: 'Nia', lastName: 'Okafor', roles: [Role.Operations, Role.Finance, Role.Operations], password: 'First#Pass2026' },
      tokens.admin,
    );
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({ roles: [Role.Operations, Role.Finance], status: AccountStatus.Active });
    const newId = created.body.data.userId;
    expect((await t.db.query<{ subject: string }>('select subject from outbox_message where recipient = $1', ['new.ops@clearlot.test']))[0]?.subject).toContain('staff account');
    expect(
      (await t.post(P.staffCreate, { email: 'new.ops@clearlot.test', firstName: 'A', lastName: 'B', roles: [Role.Finance], password: 'First#Pass2026' }, tokens.admin)).body.code,
    ).toBe(4651);
    const newToken = await signIn(t, { email: 'new.ops@clearlot.test', password: 'First#Pass2026' });
    expect((await t.post(P.accountList, {}, newToken)).body.code).toBe(200);

    const roles = await t.post<{ roles: number[] }>(P.staffRoles, { userId: newId, roles: [Role.CustomerService] }, tokens.admin);
    expect(roles.body.data.roles).toEqual([Role.CustomerService]);
    // the member's session is told once that its permissions changed, then works with the new roles
    expect((await t.post(P.accountList, {}, newToken)).body.code).toBe(7017);
    expect((await t.post(P.suspend, { userId: 1, reason: 'x' }, newToken)).body.code).toBe(2002);

    const adminId = await userIdOf(DEMO_ADMIN.email);
    const own = await t.post(P.staffRoles, { userId: adminId, roles: [Role.Finance] }, tokens.admin);
    expect([own.status, own.body.code]).toEqual([409, 4642]);
    expect(own.body.message).toContain('管理员');
    const self = await t.post(P.staffDeactivate, { userId: adminId }, tokens.admin);
    expect(self.body.code).toBe(4643);

    expect((await t.post(P.staffDeactivate, { userId: newId }, tokens.admin)).body.data).toMatchObject({ status: AccountStatus.Deactivated });
    expect((await t.post(P.accountList, {}, newToken)).status).toBe(401);
    const refused = await t.post(`${USER}/buyer/emailPasswordLogin`, {
      email: 'new.ops@clearlot.test',
      password: 'First#Pass2026',
      code: 'abcd',
      imageKey: '2b0c8a4e-8d1a-4c7e-9b8e-1f2a3b4c5d6e',
    });
    expect([refused.body.code, refused.body.messageEn]).toEqual([4641, expect.stringContaining('deactivated')]);
    expect((await t.post(P.staffDeactivate, { userId: newId }, tokens.admin)).body.code).toBe(4645);
    expect((await t.post(P.staffReactivate, { userId: newId }, tokens.admin)).body.data).toMatchObject({ status: AccountStatus.Active });
    await signIn(t, { email: 'new.ops@clearlot.test', password: 'First#Pass2026' });
    // a buyer is not a staff member
    expect((await t.post(P.staffDeactivate, { userId: await userIdOf(DEMO_BUYER.email) }, tokens.admin)).body.code).toBe(4644);

    const list = await t.post<{ list: Array<{ email: string }> }>(P.staffList, { keyword: 'clearlot.test', pageSize: 100 }, tokens.admin);
    expect(list.body.data.list.map((m) => m.email)).toEqual(
      expect.arrayContaining([DEMO_AGENT.email, DEMO_OPERATIONS.email, DEMO_FINANCE.email, DEMO_ADMIN.email, 'new.ops@clearlot.test']),
    );
    expect(list.body.data.list.map((m) => m.email)).not.toContain(DEMO_BUYER.email);
    const actions = (await t.db.query<{ action: string }>('select action from staff_action where target_id = $1 order by id', [String(newId)])).map((r) => r.action);
    expect(actions).toEqual(['staff.create', 'staff.roles', 'staff.deactivate', 'staff.reactivate']);
  });

  it('lets finance search the audit log by actor, action, target and time, a page at a time', async () => {
    const buyer = await makeBuyer(t);
    await t.post(P.suspend, { userId: buyer.userId, reason: 'Chargebacks' }, tokens.operations);
    const search = (body: object) =>
      t.post<{ total: number; list: Array<{ action: string; actorEmail: string; targetId: string; after: Record<string, unknown> }> }>(P.audit, body, tokens.finance);
    const byTarget = await search({ targetKind: 'account', target: String(buyer.userId) });
    expect(byTarget.body.data.list).toEqual([expect.objectContaining({ action: 'account.suspend', actorEmail: DEMO_OPERATIONS.email, targetId: String(buyer.userId) })]);
    expect((await search({ actor: 'operations@', action: 'account.suspend' })).body.data.total).toBeGreaterThanOrEqual(1);
    expect((await search({ actor: 'admin@', action: 'account.suspend', target: String(buyer.userId) })).body.data.total).toBe(0);
    const now = Math.floor(Date.now() / 1000);
    expect((await search({ from: now + 3600 })).body.data.total).toBe(0);
    expect((await search({ from: now - 3600, to: now + 3600, pageSize: 1 })).body.data.list).toHaveLength(1);
  });

  it('keeps the audit log append-only: an UPDATE or DELETE is refused by the database', async () => {
    await expect(t.db.query(`update staff_action set action = 'x'`)).rejects.toThrow(/append-only/);
    await expect(t.db.query('delete from staff_action')).rejects.toThrow(/append-only/);
    expect((await t.db.query('select 1 from staff_action')).length).toBeGreaterThan(0);
  });

  it('answers bad input with envelope errors, never a 500', async () => {
    const cases: Array<[string, unknown, Who]> = [
      [P.accountList, { keyword: 'a\u0000b' }, 'operations'],
      [P.accountList, { pageNum: 0 }, 'operations'],
      [P.accountList, { pageSize: 1e9 }, 'operations'],
      [P.accountDetail, { userId: 1e12 }, 'operations'],
      [P.accountDetail, { userId: -1 }, 'operations'],
      [P.suspend, { userId: 2, reason: 'x'.repeat(501) }, 'operations'],
      [P.suspend, { userId: '2', reason: 'x' }, 'operations'],
      [P.staffCreate, { email: 'x@clearlot.test', firstName: 'A', lastName: 'B', roles: [99], password: 'First#Pass2026' }, 'admin'],
      [P.staffCreate, { email: 'x@clearlot.test', firstName: 'A', lastName: 'B', roles: [Role.Buyer], password: 'First#Pass2026' }, 'admin'],
      [P.staffCreate, { email: 'x@clearlot.test', firstName: 'A', lastName: 'B', roles: [], password: 'First#Pass2026' }, 'admin'],
      [P.staffCreate, { email: 'x@clearlot.test', firstName: 'A', lastName: 'B', roles: [Role.Platform], password: 'First#Pass2026' }, 'admin'],
      [P.staffRoles, { userId: 2 ** 40, roles: [Role.Finance] }, 'admin'],
      [P.audit, { from: 1e15 }, 'finance'],
      [P.audit, { action: 'drop table' }, 'finance'],
      [P.audit, { target: 'a\u0000' }, 'finance'],
    ];
    for (const [path, body, who] of cases) {
      const res = await t.post(path, body, tokens[who]);
      expect({ path, body, status: res.status, code: res.body.code }).toEqual({ path, body, status: 400, code: 1001 });
    }
    expect((await t.post(P.accountDetail, { userId: 2_000_000_000 }, tokens.operations)).body.code).toBe(4647);
    expect((await t.post(P.staffRoles, { userId: 2_000_000_000, roles: [Role.Finance] }, tokens.admin)).body.code).toBe(4644);
  });
});
