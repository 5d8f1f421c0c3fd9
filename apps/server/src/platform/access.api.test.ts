/**
 * Who may call what (issue 34 item 1, first step): a route declares its roles, and the auth guard checks
 * them before the body is validated and before the handler runs. Every route that declares roles refuses
 * each demo person without one of them with "insufficient permissions" whatever the body, and lets those
 * with one past the guard; a route may not declare roles without requiring a session.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCatalogue, STAFF_ACTIONS, type StaffAction } from '@clearlot/contract';
import {
  ACCOUNT_LOOKUP_ROLES,
  ADMIN_ROLES,
  FINANCE_ROLES,
  OPERATIONS_ROLES,
  REFUND_DESK_ROLES,
  RETURN_LABEL_ROLES,
  Role,
  SELLER_DESK_ROLES,
  SERVICE_DESK_ROLES,
} from '@clearlot/contract/rules/roles';
import { type TestApp, DEMO_BUYER, createTestApp, engines, signIn, DEMO_OWNER, DEMO_AGENT, DEMO_OPERATIONS, DEMO_FINANCE, DEMO_ADMIN, platformAccount } from '../testing/harness';
import { installAuth } from './auth';
import type { Db } from './db';

const ORDER_PREFIX = '/srs-order-service';
/** The return label's route as registered (a GET with the return's number in the path). */
const LABEL = `${ORDER_PREFIX}/return/label/:returnNo`;

describe.each(engines)('declared roles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  // the demo accounts and their roles (db/seed.ts)
  const people = [
    { who: 'buyer', account: DEMO_BUYER, roles: [Role.Buyer] },
    { who: 'goods owner', account: DEMO_OWNER, roles: [Role.Seller] },
    { who: 'agent', account: DEMO_AGENT, roles: [Role.CustomerService] },
    // issue 34's staff roles
    { who: 'operations', account: DEMO_OPERATIONS, roles: [Role.Operations] },
    { who: 'finance', account: DEMO_FINANCE, roles: [Role.Finance] },
    { who: 'administrator', account: DEMO_ADMIN, roles: [Role.Administrator] },
  ];

  it('refuses everyone without one of a route’s declared roles, whatever the body, and lets those with one past', async () => {
    const declared = t.app.declaredRoles;
    expect(declared.length).toBeGreaterThanOrEqual(35);
    const tokens = await Promise.all(people.map((person) => signIn(t, person.account)));
    for (const { method, url, roles } of declared) {
      // only the return label is open to buyers (their own return's; docs/decisions.md "Every staff action in the audit log")
      if (url !== LABEL) expect(roles, url).not.toContain(Role.Buyer);
      // each person's calls to one route side by side (six people and two bodies per route)
      await Promise.all(
        people.map(async (person, index) => {
          const allowed = person.roles.some((role) => roles.includes(role));
          if (method === 'HEAD') {
            // a GET route's HEAD twin is guarded alike (no body to read)
            const res = await t.app.inject({ method: 'HEAD', url, headers: { authorization: `Bearer ${tokens[index]}` } });
            if (allowed) expect({ url, who: person.who, status: res.statusCode }).not.toEqual({ url, who: person.who, status: 403 });
            else expect({ url, who: person.who, status: res.statusCode }).toEqual({ url, who: person.who, status: 403 });
            return;
          }
          // an empty body and a nonsense one alike: the role is checked first
          for (const body of [{}, { nonsense: '\u0000'.repeat(3) }]) {
            const res = method === 'GET' ? await t.get(url, tokens[index]) : await t.post(url, body, tokens[index]);
            if (allowed) {
              expect({ url, who: person.who, code: res.body.code }).not.toEqual({ url, who: person.who, code: 2002 });
              expect(res.status, `${url} for the ${person.who}`).toBeLessThan(500);
            } else expect({ url, who: person.who, status: res.status, code: res.body.code }).toEqual({ url, who: person.who, status: 403, code: 2002 });
          }
        }),
      );
    }
  }, 120_000);

  it('declares the goods owner’s desks and customer service’s desks apart', () => {
    const rolesOf = (url: string) => t.app.declaredRoles.find((route) => route.url === url)?.roles;
    expect(rolesOf('/srs-order-service/seller/order/list')).toEqual(SELLER_DESK_ROLES);
    expect(rolesOf('/srs-order-service/platform/complaint/list')).toEqual(SERVICE_DESK_ROLES);
    expect(rolesOf('/srs-user-service/platform/staff/create')).toEqual(ADMIN_ROLES);
    expect(rolesOf('/srs-user-service/platform/account/suspend')).toEqual(OPERATIONS_ROLES);
    expect(rolesOf('/srs-user-service/platform/account/list')).toEqual(ACCOUNT_LOOKUP_ROLES);
    expect(rolesOf('/srs-user-service/platform/audit/list')).toEqual(FINANCE_ROLES);
    // the point mall desk (issue 34 item 5): operations's, every call of it
    for (const call of ['list', 'create', 'update', 'pause', 'resume', 'products', 'choices']) {
      expect(rolesOf(`/srs-order-service/platform/pointMall/${call}`), call).toEqual(OPERATIONS_ROLES);
    }
    // the calls that checked inside their handlers until issue 34's second pass
    for (const path of ['list', 'counts', 'take', 'close', 'buyerOrders']) expect(rolesOf(`/srs-message-service/chat/desk/${path}`), path).toEqual(SERVICE_DESK_ROLES);
    expect(rolesOf(LABEL)).toEqual(RETURN_LABEL_ROLES);
    // the label's GET and its HEAD twin both declare them (the walk above calls each)
    expect(t.app.declaredRoles.filter((route) => route.url === LABEL).map((route) => route.method)).toEqual(['GET', 'HEAD']);
    expect(rolesOf('/srs-payment-service/owner/refund/list')).toEqual(REFUND_DESK_ROLES);
    expect(rolesOf('/srs-payment-service/owner/refund/detail')).toEqual(REFUND_DESK_ROLES);
  });

  /**
   * The routes that checked roles inside their handlers until issue 34's second pass, against every demo role and the
   * platform role, who may call each written out here (not read from the contract's sets, so a wrong set is caught):
   * the allowed get past the guard (to the body's validation, or to "not found" for a label that does not exist), the
   * rest are refused with 2002 whatever they send.
   */
  const MATRIX: Record<string, readonly string[]> = {
    '/srs-message-service/chat/desk/list': ['agent', 'platform'],
    '/srs-message-service/chat/desk/counts': ['agent', 'platform'],
    '/srs-message-service/chat/desk/take': ['agent', 'platform'],
    '/srs-message-service/chat/desk/close': ['agent', 'platform'],
    '/srs-message-service/chat/desk/buyerOrders': ['agent', 'platform'],
    '/srs-payment-service/owner/refund/list': ['goods owner', 'agent', 'platform'],
    '/srs-payment-service/owner/refund/detail': ['goods owner', 'agent', 'platform'],
    [LABEL]: ['buyer', 'goods owner', 'agent', 'platform'],
  };

  it('lets each role call exactly the desk calls and the label written out for it, and refuses the rest with 2002', async () => {
    const platform = (await platformAccount(t)).token;
    const callers = [...(await Promise.all(people.map(async (person) => ({ who: person.who, token: await signIn(t, person.account) })))), { who: 'platform', token: platform }];
    for (const [url, allowed] of Object.entries(MATRIX)) {
      for (const { who, token } of callers) {
        const res = url === LABEL ? await t.get(`${ORDER_PREFIX}/return/label/RT0000000000NONE`, token) : await t.post(url, { nonsense: true }, token);
        if (!allowed.includes(who)) expect({ url, who, status: res.status, code: res.body.code }).toEqual({ url, who, status: 403, code: 2002 });
        else if (url === LABEL) expect({ url, who, code: res.body.code }).toEqual({ url, who, code: ErrorCatalogue.returnNotFound.code });
        else expect({ url, who, code: res.body.code }).toEqual({ url, who, code: 1001 });
      }
      const stranger = url === LABEL ? await t.get(`${ORDER_PREFIX}/return/label/RT0000000000NONE`, null) : await t.post(url, {}, null);
      expect(stranger.status, url).toBe(401);
    }
  }, 60_000);
});

/**
 * What each route declared with roles does when staff call it (issue 34 item 7, second pass): it only reads, or it records
 * these staff actions in the audit log in its own transaction (each tested beside its service). A route added with roles
 * must be listed here, and an action the contract lists must be written by one of them.
 */
const STAFF_WRITES: Record<string, 'reads' | readonly StaffAction[]> = {
  // user service
  '/srs-user-service/platform/application/list': 'reads',
  '/srs-user-service/platform/application/detail': 'reads',
  '/srs-user-service/platform/application/approve': ['application.approve'],
  '/srs-user-service/platform/application/reject': ['application.reject'],
  '/srs-user-service/platform/application/assign': ['application.assign'],
  '/srs-user-service/platformUser/selectList': 'reads',
  '/srs-user-service/platform/staff/list': 'reads',
  '/srs-user-service/platform/staff/create': ['staff.create'],
  '/srs-user-service/platform/staff/roles': ['staff.roles'],
  '/srs-user-service/platform/staff/deactivate': ['staff.deactivate'],
  '/srs-user-service/platform/staff/reactivate': ['staff.reactivate'],
  '/srs-user-service/platform/account/list': 'reads',
  '/srs-user-service/platform/account/detail': 'reads',
  '/srs-user-service/platform/account/suspend': ['account.suspend'],
  '/srs-user-service/platform/account/reinstate': ['account.reinstate'],
  '/srs-user-service/platform/audit/list': 'reads',
  // product service: the goods owner's listings (a staff action when the platform works on them)
  '/srs-product-service/seller/listing/list': 'reads',
  '/srs-product-service/seller/listing/detail': 'reads',
  // creating and importing need a shop of the caller's own: the platform is refused (sellerNotGoodsOwner)
  '/srs-product-service/seller/listing/create': [],
  '/srs-product-service/seller/import/commit': [],
  '/srs-product-service/seller/import/preview': 'reads',
  '/srs-product-service/seller/listing/update': ['listing.update'],
  '/srs-product-service/seller/listing/duplicate': ['listing.duplicate'],
  '/srs-product-service/seller/listing/publish': ['listing.publish'],
  '/srs-product-service/seller/listing/unpublish': ['listing.unpublish'],
  '/srs-product-service/seller/listing/delete': ['listing.delete'],
  '/srs-product-service/seller/stock/receive': ['stock.receive'],
  // a goods owner's own legal details for invoices: always the caller's own shop, which a platform account has none of,
  // so no staff member ever changes them through these (the update is the goods owner's, not a staff action)
  '/srs-product-service/seller/shop/legalDetails': 'reads',
  '/srs-product-service/seller/shop/legalDetails/update': 'reads',
  '/srs-product-service/seller/stock/adjust': ['stock.adjust'],
  '/srs-product-service/seller/stock/movements': 'reads',
  '/srs-product-service/seller/listing/export': 'reads',
  '/srs-product-service/platform/catalogue/category/list': 'reads',
  '/srs-product-service/platform/catalogue/category/create': ['category.create'],
  '/srs-product-service/platform/catalogue/category/update': ['category.update'],
  '/srs-product-service/platform/catalogue/category/retire': ['category.retire', 'category.restore'],
  '/srs-product-service/platform/catalogue/brand/list': 'reads',
  '/srs-product-service/platform/catalogue/brand/create': ['brand.create'],
  '/srs-product-service/platform/catalogue/brand/update': ['brand.update'],
  '/srs-product-service/platform/catalogue/brand/retire': ['brand.retire', 'brand.restore'],
  '/srs-product-service/platform/catalogue/warehouse/list': 'reads',
  '/srs-product-service/platform/catalogue/warehouse/create': ['warehouse.create'],
  '/srs-product-service/platform/catalogue/warehouse/update': ['warehouse.update'],
  '/srs-product-service/platform/catalogue/warehouse/retire': ['warehouse.retire', 'warehouse.restore'],
  '/srs-product-service/platform/catalogue/products': 'reads',
  '/srs-product-service/platform/flashDeal/list': 'reads',
  '/srs-product-service/platform/flashDeal/create': ['flashDeal.create'],
  '/srs-product-service/platform/flashDeal/update': ['flashDeal.update'],
  '/srs-product-service/platform/flashDeal/withdraw': ['flashDeal.withdraw'],
  // order service: reviews, complaints, orders, returns, after-sales, coupons
  '/srs-order-service/seller/review/list': 'reads',
  '/srs-order-service/seller/review/reply': ['review.reply'],
  '/srs-order-service/platform/complaint/list': 'reads',
  '/srs-order-service/platform/complaint/detail': 'reads',
  '/srs-order-service/platform/complaint/answer': ['complaint.answer'],
  '/srs-order-service/platform/complaint/close': ['complaint.close'],
  '/srs-order-service/seller/order/list': 'reads',
  '/srs-order-service/seller/order/confirmStock': ['order.confirmStock'],
  '/srs-order-service/seller/order/ship': ['order.ship'],
  '/srs-order-service/seller/order/deliver': ['order.deliver'],
  '/srs-order-service/seller/order/reviewCancel': ['order.reviewCancel'],
  '/srs-order-service/seller/dashboard': 'reads',
  '/srs-order-service/seller/return/list': 'reads',
  '/srs-order-service/seller/return/tabCounts': 'reads',
  '/srs-order-service/seller/return/detail': 'reads',
  '/srs-order-service/seller/return/approve': ['return.approve'],
  '/srs-order-service/seller/return/reject': ['return.reject'],
  '/srs-order-service/seller/return/confirmArrival': ['return.confirmArrival'],
  '/srs-order-service/seller/return/intervene': ['return.intervene'],
  '/srs-order-service/platform/return/list': 'reads',
  '/srs-order-service/platform/return/detail': 'reads',
  '/srs-order-service/platform/return/decide': ['return.decide'],
  [LABEL]: 'reads',
  '/srs-order-service/seller/afterSale/list': 'reads',
  '/srs-order-service/seller/afterSale/detail': 'reads',
  '/srs-order-service/seller/afterSale/approve': ['afterSale.approve'],
  '/srs-order-service/seller/afterSale/refuse': ['afterSale.refuse'],
  '/srs-order-service/seller/afterSale/confirmGoods': ['afterSale.confirmGoods'],
  '/srs-order-service/seller/afterSale/terminate': ['afterSale.terminate'],
  '/srs-order-service/platform/afterSale/list': 'reads',
  '/srs-order-service/platform/afterSale/detail': 'reads',
  '/srs-order-service/platform/afterSale/decide': ['afterSale.decide'],
  '/srs-order-service/platform/coupon/list': 'reads',
  '/srs-order-service/platform/coupon/detail': 'reads',
  '/srs-order-service/platform/coupon/redemptions': 'reads',
  '/srs-order-service/platform/coupon/create': ['coupon.create'],
  '/srs-order-service/platform/coupon/update': ['coupon.update'],
  '/srs-order-service/platform/coupon/pause': ['coupon.pause'],
  '/srs-order-service/platform/coupon/resume': ['coupon.resume'],
  '/srs-order-service/platform/coupon/owners': 'reads',
  // the point mall desk (issue 34 item 5)
  '/srs-order-service/platform/pointMall/list': 'reads',
  '/srs-order-service/platform/pointMall/products': 'reads',
  '/srs-order-service/platform/pointMall/choices': 'reads',
  '/srs-order-service/platform/pointMall/create': ['pointGoods.create'],
  '/srs-order-service/platform/pointMall/update': ['pointGoods.update'],
  '/srs-order-service/platform/pointMall/pause': ['pointGoods.pause'],
  '/srs-order-service/platform/pointMall/resume': ['pointGoods.resume'],
  // payment and message services
  '/srs-payment-service/owner/refund/list': 'reads',
  '/srs-payment-service/owner/refund/detail': 'reads',
  '/srs-payment-service/platform/vatDocument/list': 'reads',
  // goods owners paid (issue 35 item 4): the commission setting, finance's payouts desk, the owner's own page and file
  '/srs-payment-service/platform/commission': 'reads',
  '/srs-payment-service/platform/commission/update': ['commission.update'],
  '/srs-payment-service/platform/payout/owners': 'reads',
  '/srs-payment-service/platform/payout/owner': 'reads',
  '/srs-payment-service/platform/payout/record': ['payout.record'],
  '/srs-payment-service/platform/payout/connect': ['payout.connect'],
  '/srs-payment-service/owner/payout/view': 'reads',
  '/srs-payment-service/owner/payout/statement': 'reads',
  '/srs-payment-service/owner/payout/statement.csv': 'reads',
  '/srs-message-service/platform/delivery/failures': 'reads',
  '/srs-message-service/chat/desk/list': 'reads',
  '/srs-message-service/chat/desk/counts': 'reads',
  '/srs-message-service/chat/desk/take': ['chat.take'],
  '/srs-message-service/chat/desk/close': ['chat.close'],
  '/srs-message-service/chat/desk/buyerOrders': 'reads',
  // basedata service: the shop window
  '/srs-basedata-service/platform/banner/list': 'reads',
  '/srs-basedata-service/platform/banner/create': ['banner.create'],
  '/srs-basedata-service/platform/banner/update': ['banner.update'],
  '/srs-basedata-service/platform/banner/retire': ['banner.retire'],
  '/srs-basedata-service/platform/topic/list': 'reads',
  '/srs-basedata-service/platform/topic/create': ['topic.create'],
  '/srs-basedata-service/platform/topic/update': ['topic.update'],
  '/srs-basedata-service/platform/topic/publish': ['topic.publish', 'topic.unpublish'],
  // file service: a stored picture changes no record until a listing is saved with it (listing.update, audited)
  '/srs-file-service/obsFile/listingPicture': 'reads',
};

describe('the audit log’s coverage of staff routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('lists every route declared with roles as reading or with the staff actions it records, and every staff action with its route', () => {
    const declared = [...new Set(t.app.declaredRoles.map((route) => route.url))].sort();
    expect(declared).toEqual(Object.keys(STAFF_WRITES).sort());
    const recorded = Object.values(STAFF_WRITES).flatMap((writes) => (writes === 'reads' ? [] : writes));
    expect([...new Set(recorded)].sort()).toEqual([...STAFF_ACTIONS].sort());
    expect(recorded).toHaveLength(new Set(recorded).size);
  });
});

describe('declaring roles', () => {
  it('is refused when the route is registered, unless the route requires a session', async () => {
    const app = Fastify();
    installAuth(app, {} as Db);
    expect(() => app.route({ method: 'POST', url: '/x', config: { auth: 'optional', roles: [Role.CustomerService] }, handler: async () => ({}) })).toThrow(
      /declares roles without auth 'required'/,
    );
    await app.close();
  });
});
