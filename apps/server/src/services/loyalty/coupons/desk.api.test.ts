/**
 * The coupons desk (issue 34 item 4) through HTTP on both engines: who may call it, issuing a coupon (typed or generated
 * code, unique whatever its case, the terms' rules, bad input refused and nothing written), what may change once it
 * exists, pausing and resuming (with the audit log), and a coupon's redemptions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CouponCodeResult, CouponKind, CouponScope, type CouponRedemptionPage, type DeskCoupon, type DeskCouponPage, type Trade } from '@clearlot/contract';
import { type TestApp, createTestApp, engines, signIn, DEMO_OPERATIONS, DEMO_ROLE_ACCOUNTS, type DemoRole } from '../../../testing/harness';
import { ORDER, cartLine, makeBuyer, payByCard, placeBody, productWithStock } from '../../order/orders/testing';

const P = {
  list: `${ORDER}/platform/coupon/list`,
  detail: `${ORDER}/platform/coupon/detail`,
  redemptions: `${ORDER}/platform/coupon/redemptions`,
  create: `${ORDER}/platform/coupon/create`,
  update: `${ORDER}/platform/coupon/update`,
  pause: `${ORDER}/platform/coupon/pause`,
  resume: `${ORDER}/platform/coupon/resume`,
  owners: `${ORDER}/platform/coupon/owners`,
};
const CODE = `${ORDER}/coupon/code`;
const CLAIM = `${ORDER}/coupon/claim`;

type Who = DemoRole;
const ACCOUNTS = DEMO_ROLE_ACCOUNTS;
/** Who may work the coupons desk, written out here (not read from the contract's sets, so a wrong set is caught). */
const ALLOWED: readonly Who[] = ['operations', 'admin'];

const now = () => Math.floor(Date.now() / 1000);
let serial = 0;
const uniqueCode = (prefix = 'T') => `${prefix}${Date.now().toString(36).toUpperCase()}${(serial += 1)}`;

/** A valid new coupon's body: £5 off £30 on everything, running for a day, 100 copies, one each. */
const newCoupon = (extra: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  nameEn: 'Spring clearance',
  nameZh: '春季清仓',
  kind: CouponKind.AmountOff,
  threshold: 3000,
  amountOff: 500,
  scope: CouponScope.Everything,
  validFrom: now() - 60,
  validUntil: now() + 86_400,
  totalLimit: 100,
  perBuyerLimit: 1,
  ...extra,
});

describe.each(engines)('the coupons desk on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<Who, string>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const who of Object.keys(ACCOUNTS) as Who[]) tokens[who] = await signIn(t, ACCOUNTS[who]);
  });
  afterAll(() => t.close());

  const create = (body: object, who: Who = 'operations') => t.post<DeskCoupon>(P.create, body, tokens[who]);
  const couponCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from coupon'))[0]!.n;
  const auditRows = (action: string, couponId: number) =>
    t.db.query<{ actor_user_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
      "select actor_user_id, before, after from staff_action where action = $1 and target_kind = 'coupon' and target_id = $2 order by id",
      [action, String(couponId)],
    );
  const userIdOf = async (email: string) => (await t.db.query<{ id: number }>('select id from app_user where email = $1', [email]))[0]!.id;

  it('lets operations and administrators work the desk and refuses buyers, goods owners, customer service and finance before the handler', async () => {
    const before = await couponCount();
    for (const [name, path] of Object.entries(P)) {
      for (const who of Object.keys(ACCOUNTS) as Who[]) {
        const res = await t.post(path, { nonsense: true }, tokens[who]);
        if (ALLOWED.includes(who)) expect({ name, who, code: res.body.code }).toEqual({ name, who, code: 1001 });
        else expect({ name, who, status: res.status, code: res.body.code }).toEqual({ name, who, status: 403, code: 2002 });
      }
      expect((await t.post(path, {}, null)).status).toBe(401);
    }
    // a valid body changes nothing either for those refused
    for (const who of ['buyer', 'owner', 'agent', 'finance'] as const) expect((await create(newCoupon(), who)).body.code).toBe(2002);
    expect(await couponCount()).toBe(before);
  });

  it('issues a coupon with a typed code kept in capitals, finds it by code or name, and writes the audit log', async () => {
    const code = uniqueCode('SPRING-');
    const res = await create(newCoupon({ code: `  ${code.toLowerCase()} `, nameEn: 'Spring clearance', nameZh: '春季清仓' }));
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ code, kind: CouponKind.AmountOff, threshold: 3000, amountOff: 500, state: 'running', issued: 0, used: 0, audience: 1 });
    const id = res.body.data.id;
    const byCode = await t.post<DeskCouponPage>(P.list, { keyword: code.slice(0, 9).toLowerCase() }, tokens.operations);
    expect(byCode.body.data.list.map((c) => c.id)).toContain(id);
    const byName = await t.post<DeskCouponPage>(P.list, { keyword: '春季' }, tokens.admin);
    expect(byName.body.data.list.map((c) => c.id)).toContain(id);
    const running = await t.post<DeskCouponPage>(P.list, { keyword: code, state: 'running' }, tokens.operations);
    expect(running.body.data.total).toBe(1);
    const [row] = await auditRows('coupon.create', id);
    expect(row).toMatchObject({ actor_user_id: await userIdOf(DEMO_OPERATIONS.email), before: null, after: expect.objectContaining({ code, amountOff: 500 }) });
  });

  it('generates a code when none is typed, and issues percentage and free-delivery coupons limited to a category or a goods owner', async () => {
    const [category] = await t.db.query<{ id: number }>('select id from category order by id limit 1');
    const [owner] = await t.db.query<{ id: number }>('select id from goods_owner order by id limit 1');
    const percent = await create(
      newCoupon({ code: '', kind: CouponKind.PercentOff, percentOff: 15, maxOff: 2000, amountOff: null, scope: CouponScope.Category, categoryId: category!.id }),
    );
    expect(percent.body.code).toBe(200);
    expect(percent.body.data.code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(percent.body.data).toMatchObject({ percentOff: 15, maxOff: 2000, amountOff: null, scope: CouponScope.Category, scopeId: category!.id });
    const free = await create(newCoupon({ kind: CouponKind.FreeDelivery, threshold: 0, amountOff: 999, scope: CouponScope.GoodsOwner, ownerId: owner!.id, audience: 2 }));
    expect(free.body.code).toBe(200);
    // a kind ignores the amounts it does not use
    expect(free.body.data).toMatchObject({ kind: CouponKind.FreeDelivery, amountOff: null, scopeId: owner!.id, audience: 2 });
    const owners = await t.post<Array<{ id: number }>>(P.owners, { keyword: '' }, tokens.operations);
    expect(owners.body.data.map((o) => o.id)).toContain(owner!.id);
    const scheduled = await create(newCoupon({ validFrom: now() + 3600, validUntil: now() + 7200 }));
    expect(scheduled.body.data.state).toBe('scheduled');
  });

  it('refuses a code already used in any case, broken terms and bad input with bilingual errors, and writes nothing', async () => {
    const code = uniqueCode('DUP');
    expect((await create(newCoupon({ code }))).body.code).toBe(200);
    const before = await couponCount();
    const audits = (await t.db.query<{ n: number }>('select count(*)::int as n from staff_action')).at(0)!.n;
    const duplicate = await create(newCoupon({ code: code.toLowerCase() }));
    expect([duplicate.status, duplicate.body.code]).toEqual([409, 4667]);
    expect(duplicate.body.message).toMatch(/优惠码/);
    expect(duplicate.body.messageEn).toMatch(/code/);

    const field = async (body: object) => {
      const res = await create(body);
      expect(res.body.code, JSON.stringify(body)).toBe(1001);
      return (res.body.data as unknown as { field: string }).field;
    };
    expect(await field(newCoupon({ kind: CouponKind.PercentOff, percentOff: 100, maxOff: 500, amountOff: null }))).toBe('percentOff');
    expect(await field(newCoupon({ kind: CouponKind.PercentOff, percentOff: 0, maxOff: 500 }))).toBe('percentOff');
    expect(await field(newCoupon({ kind: CouponKind.PercentOff, percentOff: 10 }))).toBe('maxOff');
    expect(await field(newCoupon({ threshold: 500, amountOff: 500 }))).toBe('threshold');
    expect(await field(newCoupon({ threshold: 400, amountOff: 500 }))).toBe('threshold');
    expect(await field(newCoupon({ amountOff: null }))).toBe('amountOff');
    expect(await field(newCoupon({ validFrom: now() + 100, validUntil: now() + 50 }))).toBe('validUntil');
    expect(await field(newCoupon({ scope: CouponScope.Category }))).toBe('categoryId');
    expect(await field(newCoupon({ scope: CouponScope.GoodsOwner, ownerId: 2_147_483_648 }))).toBe('ownerId');
    expect(await field(newCoupon({ nameEn: 'Bad\u0000name' }))).toBe('nameEn');
    expect(await field(newCoupon({ nameZh: '   ' }))).toBe('nameZh');
    expect(await field(newCoupon({ code: 'no spaces!' }))).toBe('code');
    expect(await field(newCoupon({ code: 'AB' }))).toBe('code');
    expect(await field(newCoupon({ threshold: 1e15 }))).toBe('threshold');
    expect(await field(newCoupon({ totalLimit: 0 }))).toBe('totalLimit');
    expect(await field(newCoupon({ perBuyerLimit: 101 }))).toBe('perBuyerLimit');
    expect(await field(newCoupon({ threshold: '3000' }))).toBe('threshold');
    expect(await field(newCoupon({ audience: 3 }))).toBe('audience');
    expect(await field({ ...newCoupon(), extra: 1 })).toBe('extra');
    const { kind: _kind, ...noKind } = newCoupon();
    expect(await field(noKind)).toBe('kind');

    const unknownCategory = await create(newCoupon({ scope: CouponScope.Category, categoryId: 2_000_000_000 }));
    expect([unknownCategory.status, unknownCategory.body.code]).toEqual([400, 4671]);
    const ended = await create(newCoupon({ validFrom: now() - 7200, validUntil: now() - 3600 }));
    expect(ended.body.code).toBe(4675);
    expect(await couponCount()).toBe(before);
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from staff_action')).at(0)!.n).toBe(audits);
  });

  it('issues one coupon when ten requests with the same code arrive at once', async () => {
    const code = uniqueCode('RACE');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => create(newCoupon({ code: i % 2 ? code : code.toLowerCase() }))));
    expect(results.filter((res) => res.body.code === 200)).toHaveLength(1);
    expect(results.filter((res) => res.body.code !== 200).every((res) => res.body.code === 4667)).toBe(true);
    expect((await t.db.query('select 1 from coupon where lower(code) = lower($1)', [code])).length).toBe(1);
  });

  it('changes only names, limits upwards and a later end, never what buyers hold', async () => {
    const coupon = (await create(newCoupon({ totalLimit: 5, perBuyerLimit: 2 }))).body.data;
    const buyer = await makeBuyer(t);
    expect((await t.post(CLAIM, { couponId: coupon.id }, buyer.token)).body.code).toBe(200);
    expect((await t.post(CLAIM, { couponId: coupon.id }, buyer.token)).body.code).toBe(200);
    const change = (extra: Record<string, unknown>) =>
      t.post<DeskCoupon>(
        P.update,
        { couponId: coupon.id, nameEn: coupon.nameEn, nameZh: coupon.name, totalLimit: 5, perBuyerLimit: 2, validUntil: coupon.validUntil, ...extra },
        tokens.operations,
      );
    expect((await change({ totalLimit: 1 })).body.code).toBe(4672);
    expect((await change({ perBuyerLimit: 1 })).body.code).toBe(4673);
    expect((await change({ validUntil: coupon.validUntil - 60 })).body.code).toBe(4674);
    expect((await change({ kind: 2 })).body.code).toBe(1001);
    expect(
      (await t.post(P.update, { couponId: 2_000_000_000, nameEn: 'x', nameZh: 'x', totalLimit: 5, perBuyerLimit: 2, validUntil: now() + 60 }, tokens.operations)).body.code,
    ).toBe(6101);
    const changed = await change({ nameEn: 'Spring clearance, extended', totalLimit: 2, perBuyerLimit: 3, validUntil: coupon.validUntil + 86_400 });
    expect(changed.body.code).toBe(200);
    expect(changed.body.data).toMatchObject({
      nameEn: 'Spring clearance, extended',
      totalLimit: 2,
      perBuyerLimit: 3,
      validUntil: coupon.validUntil + 86_400,
      amountOff: 500,
      state: 'usedUp',
    });
    const [audit] = await auditRows('coupon.update', coupon.id);
    expect(audit).toMatchObject({ before: expect.objectContaining({ totalLimit: 5, perBuyerLimit: 2 }), after: expect.objectContaining({ totalLimit: 2, perBuyerLimit: 3 }) });
  });

  it('pauses and resumes: a paused coupon is neither claimed, typed nor newly used, and each move is in the audit log', async () => {
    const coupon = (await create(newCoupon({ threshold: 3000, amountOff: 500, perBuyerLimit: 2 }))).body.data;
    const buyer = await makeBuyer(t);
    const product = await productWithStock(t, 50, 2500);
    const line = await cartLine(t, buyer, product.productId, 2);
    const basket = { cartItemIds: [line], addressId: buyer.addressId, deliveryType: 1 };
    const held = (await t.post<CouponCodeResult>(CODE, { ...basket, code: coupon.code }, buyer.token)).body.data.applied;

    const paused = await t.post<DeskCoupon>(P.pause, { couponId: coupon.id }, tokens.operations);
    expect(paused.body.data).toMatchObject({ state: 'paused', pausedAt: expect.any(Number) });
    expect((await t.post(P.pause, { couponId: coupon.id }, tokens.operations)).body.code).toBe(4668);
    expect((await t.post(CLAIM, { couponId: coupon.id }, buyer.token)).body.code).toBe(4661);
    expect((await t.post(CODE, { ...basket, code: coupon.code }, buyer.token)).body.code).toBe(4661);
    const offer = await t.post<{ coupons: Array<{ id: number; usable: boolean; reason: string | null }> }>(`${ORDER}/coupon/offer`, basket, buyer.token);
    expect(offer.body.data.coupons.find((c) => c.id === held)).toMatchObject({ usable: false, reason: 'paused' });
    const mine = await t.post<{ list: Array<{ id: number; state: string; paused: boolean }> }>(`${ORDER}/coupon/mine`, { tab: 'usable' }, buyer.token);
    expect(mine.body.data.list.find((c) => c.id === held)).toMatchObject({ state: 'usable', paused: true });
    const refused = await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [line], { couponIds: [held] }), buyer.token);
    expect(refused.body.code).toBe(4661);
    expect((await t.db.query('select 1 from shop_order where user_id = $1', [buyer.userId])).length).toBe(0);

    const resumed = await t.post<DeskCoupon>(P.resume, { couponId: coupon.id }, tokens.admin);
    expect(resumed.body.data.state).toBe('running');
    expect((await t.post(P.resume, { couponId: coupon.id }, tokens.admin)).body.code).toBe(4669);
    expect((await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [line], { couponIds: [held] }), buyer.token)).body.code).toBe(200);
    expect((await auditRows('coupon.pause', coupon.id)).map((row) => [row.before, row.after])).toEqual([[{ paused: false }, { paused: true }]]);
    expect((await auditRows('coupon.resume', coupon.id)).map((row) => [row.before, row.after])).toEqual([[{ paused: true }, { paused: false }]]);
    expect((await t.post(P.pause, { couponId: 2_000_000_000 }, tokens.operations)).body.code).toBe(6101);
    expect((await t.post(P.pause, { couponId: 2_147_483_648 }, tokens.operations)).body.code).toBe(1001);
  });

  it('pauses once under 20 simultaneous pauses (one audit row), and finance finds the coupon moves in the audit log', async () => {
    const coupon = (await create(newCoupon())).body.data;
    const results = await Promise.all(Array.from({ length: 20 }, () => t.post(P.pause, { couponId: coupon.id }, tokens.operations)));
    expect(results.filter((res) => res.body.code === 200)).toHaveLength(1);
    expect(results.filter((res) => res.body.code !== 200).every((res) => res.body.code === 4668)).toBe(true);
    expect(await auditRows('coupon.pause', coupon.id)).toHaveLength(1);
    const audit = await t.post<{ list: Array<{ action: string; targetId: string }> }>(
      `/srs-user-service/platform/audit/list`,
      { targetKind: 'coupon', target: String(coupon.id) },
      tokens.finance,
    );
    expect(audit.body.data.list.map((entry) => entry.action).sort()).toEqual(['coupon.create', 'coupon.pause']);
  });

  it('refuses to pause, resume or change a coupon that has ended', async () => {
    const coupon = (await create(newCoupon())).body.data;
    await t.db.query("update coupon set valid_from = now() - interval '2 days', valid_until = now() - interval '1 day' where id = $1", [coupon.id]);
    expect((await t.post(P.pause, { couponId: coupon.id }, tokens.operations)).body.code).toBe(4670);
    expect((await t.post(P.resume, { couponId: coupon.id }, tokens.operations)).body.code).toBe(4670);
    const change = await t.post(P.update, { couponId: coupon.id, nameEn: 'x', nameZh: 'x', totalLimit: 100, perBuyerLimit: 1, validUntil: now() + 86_400 }, tokens.operations);
    expect(change.body.code).toBe(4670);
    expect((await t.post<DeskCoupon>(P.detail, { couponId: coupon.id }, tokens.operations)).body.data.state).toBe('ended');
  });

  it("shows a coupon's redemptions: the buyer, the order, what it took off, when, and whether it came back", async () => {
    const coupon = (await create(newCoupon({ threshold: 3000, amountOff: 700 }))).body.data;
    const product = await productWithStock(t, 50, 2500);
    const paid = await makeBuyer(t);
    const cancelled = await makeBuyer(t);
    const use = async (buyer: Awaited<ReturnType<typeof makeBuyer>>) => {
      const line = await cartLine(t, buyer, product.productId, 2);
      const basket = { cartItemIds: [line], addressId: buyer.addressId, deliveryType: 1 };
      const applied = (await t.post<CouponCodeResult>(CODE, { ...basket, code: coupon.code.toLowerCase() }, buyer.token)).body.data.applied;
      return (await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [line], { couponIds: [applied] }), buyer.token)).body.data;
    };
    const paidTrade = await use(paid);
    expect((await payByCard(t, paid, paidTrade)).body.code).toBe(200);
    const cancelledTrade = await use(cancelled);
    expect((await t.post(`${ORDER}/order/mall/cancel`, { orderNo: cancelledTrade.orderNos[0], reason: 'Changed plans' }, cancelled.token)).body.code).toBe(200);

    const detail = (await t.post<DeskCoupon>(P.detail, { couponId: coupon.id }, tokens.operations)).body.data;
    expect(detail).toMatchObject({ issued: 2, used: 1, discounted: 700 });
    const page = (await t.post<CouponRedemptionPage>(P.redemptions, { couponId: coupon.id }, tokens.operations)).body.data;
    expect(page.total).toBe(2);
    const byUser = new Map(page.list.map((r) => [r.userId, r]));
    expect(byUser.get(paid.userId)).toMatchObject({ orderNos: paidTrade.orderNos, itemsOff: 700, deliveryOff: 0, releasedAt: null, buyerEmail: expect.stringContaining('@') });
    expect(byUser.get(cancelled.userId)).toMatchObject({ orderNos: cancelledTrade.orderNos, itemsOff: 700, releasedAt: expect.any(Number) });
    expect((await t.post(P.redemptions, { couponId: 2_000_000_000 }, tokens.operations)).body.code).toBe(6101);
    expect((await t.post(P.detail, { couponId: -1 }, tokens.operations)).body.code).toBe(1001);
  });
});
