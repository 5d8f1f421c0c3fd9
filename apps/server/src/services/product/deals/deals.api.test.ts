/**
 * The flash deals desk (issue 34 item 3) through HTTP on both engines: who may call it, a deal below the product's own
 * price for a time window shown in the storefront's strip only while it runs (the server's clock decides), its own limit,
 * the refusals (price not below, a product with options, an overlapping deal, an end before its start), and the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { DeskFlashDeal, DeskFlashDealPage, FlashDeal } from '@clearlot/contract';
import { type DemoRole, DEMO_ROLE_ACCOUNTS, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';

const P = {
  list: ApiPath.product.deskFlashDeals,
  create: ApiPath.product.deskFlashDealCreate,
  update: ApiPath.product.deskFlashDealUpdate,
  withdraw: ApiPath.product.deskFlashDealWithdraw,
};
const ALLOWED: readonly DemoRole[] = ['operations', 'admin'];
const now = () => Math.floor(Date.now() / 1000);

describe.each(engines)('the flash deals desk on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<DemoRole, string>;
  let product: { id: number; price: number; total_stock: number };
  beforeAll(async () => {
    t = await createTestApp(engine);
    for (const who of Object.keys(DEMO_ROLE_ACCOUNTS) as DemoRole[]) tokens[who] = await signIn(t, DEMO_ROLE_ACCOUNTS[who]);
    // a product on sale without options and without a deal of its own
    [product] = (await t.db.query<{ id: number; price: number; total_stock: number }>(
      `select id, price, total_stock from product p where status = 1 and not has_options and total_stock > 5 and price > 100
          and not exists (select 1 from flash_deal d where d.product_id = p.id) order by id limit 1`,
    )) as [{ id: number; price: number; total_stock: number }];
  });
  afterAll(() => t.close());

  const deal = (extra: Record<string, unknown> = {}) => ({
    productId: product.id,
    dealPrice: product.price - 50,
    limit: 5,
    startsAt: now() + 3600,
    endsAt: now() + 7200,
    ...extra,
  });
  const change = (extra: Record<string, unknown>) => {
    const { productId: _product, ...terms } = deal(extra);
    return terms;
  };
  const strip = async () => (await t.post<FlashDeal[]>(ApiPath.product.flashDeals, { pageSize: 50 }, null)).body.data;
  const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from flash_deal'))[0]!.n;

  it('lets operations and administrators work the desk and refuses buyers, goods owners, customer service and finance before the handler', async () => {
    const before = await count();
    for (const [name, path] of Object.entries(P)) {
      for (const who of Object.keys(DEMO_ROLE_ACCOUNTS) as DemoRole[]) {
        const res = await t.post(path, { nonsense: true }, tokens[who]);
        if (ALLOWED.includes(who)) expect({ name, who, code: res.body.code }).toEqual({ name, who, code: 1001 });
        else expect({ name, who, status: res.status, code: res.body.code }).toEqual({ name, who, status: 403, code: 2002 });
      }
      expect((await t.post(path, {}, null)).status).toBe(401);
    }
    for (const who of ['buyer', 'owner', 'agent', 'finance'] as const) expect((await t.post(P.create, deal(), tokens[who])).body.code).toBe(2002);
    expect(await count()).toBe(before);
  });

  it('schedules a deal that the strip shows only while it runs, with what is left of its limit', async () => {
    const res = await t.post<DeskFlashDeal>(P.create, deal(), tokens.operations);
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ productId: product.id, dealPrice: product.price - 50, limit: 5, sold: 0, state: 'scheduled', productPrice: product.price });
    const id = res.body.data.id;
    expect((await strip()).map((d) => d.id)).not.toContain(id);
    await t.db.query("update flash_deal set starts_at = starts_at - interval '3601 seconds', ends_at = ends_at - interval '3601 seconds' where id = $1", [id]);
    expect((await strip()).find((d) => d.id === id)).toMatchObject({ productId: product.id, price: product.price - 50, quantity: 5 });
    await t.db.query('update flash_deal set sold = 5 where id = $1', [id]);
    expect((await strip()).find((d) => d.id === id)).toMatchObject({ quantity: 0 });
    // the limit cannot go below what was sold; without a limit the stock is the limit
    expect((await t.post(P.update, change({ id, limit: 4, startsAt: now() - 60 }), tokens.operations)).body.code).toBe(4765);
    const unlimited = await t.post<DeskFlashDeal>(P.update, change({ id, limit: null, startsAt: now() - 60 }), tokens.admin);
    expect(unlimited.body.data).toMatchObject({ limit: null, state: 'showing' });
    expect((await strip()).find((d) => d.id === id)).toMatchObject({ quantity: product.total_stock });
    const listed = await t.post<DeskFlashDealPage>(P.list, { state: 'showing', keyword: String(product.id) }, tokens.operations);
    expect(listed.body.data.list.map((d) => d.id)).toContain(id);
    expect((await t.post<DeskFlashDeal>(P.withdraw, { id }, tokens.operations)).body.data.state).toBe('retired');
    expect((await strip()).map((d) => d.id)).not.toContain(id);
    expect((await t.post(P.withdraw, { id }, tokens.operations)).body.code).toBe(4766);
    const audit = await t.db.query<{ action: string }>("select action from staff_action where target_kind = 'flashDeal' and target_id = $1 order by id", [String(id)]);
    expect(audit.map((row) => row.action)).toEqual(['flashDeal.create', 'flashDeal.update', 'flashDeal.withdraw']);
  });

  it('refuses a price not below the product’s, a product with options, an overlapping deal and a bad window, and writes nothing', async () => {
    const first = await t.post<DeskFlashDeal>(P.create, deal({ startsAt: now() + 86_400, endsAt: now() + 90_000 }), tokens.operations);
    expect(first.body.code).toBe(200);
    const [withOptions] = await t.db.query<{ id: number }>('select id from product where status = 1 and has_options order by id limit 1');
    const before = await count();
    const cases: Array<[string, object, number]> = [
      ['the same price', deal({ dealPrice: product.price }), 4762],
      ['a dearer price', deal({ dealPrice: product.price + 1 }), 4762],
      ['overlapping the first', deal({ startsAt: now() + 88_000, endsAt: now() + 95_000 }), 4764],
      ['end before start', deal({ startsAt: now() + 100, endsAt: now() + 50 }), 4756],
      ['end in the past', deal({ startsAt: now() - 7200, endsAt: now() - 3600 }), 4757],
      ['an unknown product', deal({ productId: 999_999 }), 4763],
      ['a zero price', deal({ dealPrice: 0 }), 1001],
      ['a zero limit', deal({ limit: 0 }), 1001],
    ];
    if (withOptions) cases.push(['a product with options', deal({ productId: withOptions.id }), 4763]);
    for (const [name, body, code] of cases) expect({ name, code: (await t.post(P.create, body, tokens.operations)).body.code }).toEqual({ name, code });
    expect(await count()).toBe(before);
  });
});
