/**
 * The notices other services post into the message centre (issue 12): an order shipped and out for
 * delivery, a return request's decision for the other side, security events (a new sign-in once per
 * address and browser, a password change).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Notice, type NoticePage, NoticeKind } from '@clearlot/contract';
import { ANY_IMAGE_KEY, DEMO_BUYER, type TestApp, USER, createTestApp, engines } from '../../../testing/harness';
import { demoOwner, deliveredOrder } from '../../order/returns/testing';

const MSG = '/srs-message-service';

describe.each(engines)('notices posted by other services on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const noticesOf = async (token: string) => (await t.post<NoticePage>(`${MSG}/notice/list`, { pageSize: 50 }, token)).body.data.list;

  it('the buyer hears that the order shipped and is out for delivery, each linked to the order', async () => {
    const owner = await demoOwner(t);
    const order = await deliveredOrder(t, owner.token, [1]);
    const list = await noticesOf(order.buyer.token);
    const about = list.filter((n: Notice) => n.link === `/home/OrderDetail?orderNo=${order.orderNo}`);
    expect(about.map((n) => n.kind).sort()).toEqual([NoticeKind.OrderShipped, NoticeKind.OrderDelivered]);
    expect(about.every((n) => !n.read)).toBe(true);

    // the buyer applies for a refund: the goods owner's message centre has it, linked to their desk
    const applied = await t.post<{ returnNo: string }>(
      '/srs-order-service/return/mall/apply',
      {
        orderNo: order.orderNo,
        kind: 2,
        reason: 'damaged',
        notes: 'The box arrived crushed.',
        lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }],
        clientKey: crypto.randomUUID(),
      },
      order.buyer.token,
    );
    if (applied.body.code === 200) {
      const ownerNotices = await noticesOf(owner.token);
      expect(ownerNotices.some((n) => n.kind === NoticeKind.ReturnDecision && n.link === `/console/returns/${applied.body.data.returnNo}`)).toBe(true);
    } else {
      throw new Error(`applying failed: ${JSON.stringify(applied.body)}`);
    }
  });

  it('a sign-in from an address and browser the account has not used is a security notice, once per pair; the first ever is not', async () => {
    const [user] = await t.db.query<{ id: number }>('select id from app_user where email = $1', [DEMO_BUYER.email]);
    await t.db.query('delete from user_notice where user_id = $1', [user!.id]);
    const signInFrom = async (userAgent: string) => {
      const res = await t.post<{ token: string }>(`${USER}/buyer/emailPasswordLogin`, { ...DEMO_BUYER, code: 'abcd', imageKey: ANY_IMAGE_KEY }, null, { 'user-agent': userAgent });
      return res.body.data.token;
    };
    const token = await signInFrom('Laptop browser');
    await signInFrom('Laptop browser');
    const security = async () => (await noticesOf(token)).filter((n) => n.kind === NoticeKind.Security);
    expect(await security()).toHaveLength(0);
    await signInFrom('Phone browser');
    await signInFrom('Phone browser');
    expect(await security()).toHaveLength(1);
    expect((await security())[0]).toMatchObject({ titleEn: 'New sign-in to your account', link: '/home/AccountSafe' });
  });
});
