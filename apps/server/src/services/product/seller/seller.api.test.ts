/**
 * The goods owner's product calls through HTTP on both engines (issue 13): the category tree with
 * counts, the streamed zip of names and codes, delisting and relisting all products (only those the
 * delisting took off come back; 50 parallel delistings take each product off once), each refused
 * to a buyer, an agent and a visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import * as ApiPath from '@clearlot/contract/api/paths';
import { CatalogueStatus, ErrorCatalogue, type OwnerCategory } from '@clearlot/contract';
import { DEMO_BUYER, type TestApp, createTestApp, engines, signIn, DEMO_OWNER, DEMO_AGENT } from '../../../testing/harness';
import { delistAllProductsOf, relistProductsOf } from './service';
import { csvField } from './zip';

const P = ApiPath.product;

describe('the export CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas', () => {
    expect(csvField('Tea, green')).toBe('"Tea, green"');
    expect(csvField('12" pan')).toBe('"12"" pan"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+44')).toBe("'+44");
    expect(csvField(42)).toBe('42');
  });
});

describe.each(engines)("the goods owner's product calls on %s", (engine) => {
  let t: TestApp;
  let owner: string;
  let ownerUserId: number;
  let shopId: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await signIn(t, DEMO_OWNER);
    const [row] = await t.db.query<{ user_id: number; id: number }>(`select g.user_id, g.id from goods_owner g join app_user u on u.id = g.user_id where u.email = $1`, [
      DEMO_OWNER.email,
    ]);
    ownerUserId = row!.user_id;
    shopId = row!.id;
  }, 120_000);
  afterAll(async () => t?.close());

  const counts = async () => {
    const [row] = await t.db.query<{ total: number; active: number }>(
      `select count(*)::int as total, count(*) filter (where status = 1)::int as active from product where owner_id = $1`,
      [shopId],
    );
    return { total: Number(row!.total), active: Number(row!.active) };
  };

  it('refuses buyers, agents and visitors on every call', async () => {
    for (const token of [await signIn(t, DEMO_BUYER), await signIn(t, DEMO_AGENT)]) {
      for (const path of [P.ownerCategoryTree, P.ownerDelistAll, P.ownerRelistAll, P.ownerProductNameZip]) {
        const answer = await t.post(path, {}, token);
        expect([answer.status, answer.body.code]).toEqual([403, ErrorCatalogue.insufficientPermissions.code]);
      }
    }
    expect((await t.post(P.ownerCategoryTree, {})).body.code).toBe(ErrorCatalogue.notSignedIn.code);
    expect((await t.post(P.ownerProductNameZip, {})).body.code).toBe(ErrorCatalogue.notSignedIn.code);
  });

  it("answers the owner's category tree with the counts of their products", async () => {
    const tree = await t.post<OwnerCategory[]>(P.ownerCategoryTree, {}, owner);
    expect(tree.body.code).toBe(200);
    const { total, active } = await counts();
    expect(tree.body.data.reduce((sum, node) => sum + node.productCount, 0)).toBe(total);
    expect(tree.body.data.reduce((sum, node) => sum + node.activeCount, 0)).toBe(active);
    for (const node of tree.body.data) {
      expect(node.children.length).toBeGreaterThan(0);
      expect(node.children.reduce((sum, child) => sum + child.productCount, 0)).toBe(node.productCount);
    }
  });

  it('streams a zip with one CSV row per product and its SKU codes', async () => {
    const response = await t.app.inject({ method: 'POST', url: P.ownerProductNameZip, headers: { authorization: `Bearer ${owner}` }, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const bytes = files['products.csv']!;
    // UTF-8 with a byte-order mark, so spreadsheets read the Chinese names
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = strFromU8(bytes.slice(3));
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Product ID,SKU codes,Name (English),Name (Chinese),Status');
    expect(lines.length - 1).toBe((await counts()).total);
    const [first] = await t.db.query<{ id: number; name_en: string }>(`select id, name_en from product where owner_id = $1 order by id limit 1`, [shopId]);
    expect(lines[1]).toContain(`${first!.id},`);
    expect(csv).toContain(first!.name_en.includes(',') ? `"${first!.name_en}"` : first!.name_en);
  });

  it('delists all products and relists exactly those, leaving a product withdrawn for another reason withdrawn', async () => {
    const before = await counts();
    const [withdrawn] = await t.db.query<{ id: number }>(
      `update product set status = $2 where id = (select min(id) from product where owner_id = $1 and status = 1) returning id`,
      [shopId, CatalogueStatus.Withdrawn],
    );
    const delisted = await t.post<number>(P.ownerDelistAll, {}, owner);
    expect(delisted.body.data).toBe(before.active - 1);
    expect((await counts()).active).toBe(0);
    const again = await t.post<number>(P.ownerDelistAll, {}, owner);
    expect(again.body.data).toBe(0);
    // the listing no longer shows them
    const [{ visible }] = (await t.db.query<{ visible: number }>(`select count(*)::int as visible from product where owner_id = $1 and status = 1`, [shopId])) as [
      { visible: number },
    ];
    expect(Number(visible)).toBe(0);
    const relisted = await t.post<number>(P.ownerRelistAll, {}, owner);
    expect(relisted.body.data).toBe(before.active - 1);
    const [still] = await t.db.query<{ status: number }>(`select status from product where id = $1`, [withdrawn!.id]);
    expect(Number(still!.status)).toBe(CatalogueStatus.Withdrawn);
    await t.db.query(`update product set status = 1 where id = $1`, [withdrawn!.id]);
  });

  it('keeps the reasons apart: an account closure delisting is relisted only by its own reason', async () => {
    const { active } = await counts();
    expect(await t.db.transaction((tx) => delistAllProductsOf(ownerUserId, tx, 'accountClosure'))).toBe(active);
    expect((await t.post<number>(P.ownerRelistAll, {}, owner)).body.data).toBe(0);
    expect(await t.db.transaction((tx) => relistProductsOf(ownerUserId, tx, 'accountClosure'))).toBe(active);
  });

  it('takes each product off once when 50 delistings arrive at once', async () => {
    const { active } = await counts();
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.post<number>(P.ownerDelistAll, {}, owner)));
    expect(answers.every((answer) => answer.body.code === 200)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.body.data, 0)).toBe(active);
    expect((await t.post<number>(P.ownerRelistAll, {}, owner)).body.data).toBe(active);
  });
});
