/**
 * Account closure (issue 14; docs/product.md §4 steps, §7 /buyer/cancel, §8 "pending orders block
 * closure"): the code to the account's own e-mail, every blocker with its refusal, a goods owner's
 * delisting, the password; then sessions revoked, personal data erased, orders kept, the e-mail free
 * to register again. Races: many closures of one account at once; orders placed while it closes.
 */
import { randomUUID } from 'node:crypto';
import { CHAT_CLOSE_TOKEN_INVALID, CatalogueStatus, OrderStatus, Role, type ClosureCheck, type ClosureDelistResult, type Trade } from '@clearlot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../platform/sessions';
import { type TestApp, USER, createTestApp, engines, signIn } from '../../../testing/harness';
import { ORDER, PAY, cartLine, placeBody, productWithStock } from '../../order/orders/testing';
import { deliveredOrder, demoOwner } from '../../order/returns/testing';
import { hashPassword } from '../passwords';
import { ChatClient, chatToken, listen } from '../../message/chat/testing';

const PASSWORD = 'Close#Me2026';
const SIGN_IN_REFUSED = [401, 20004];

describe.each(engines)('account closure on %s', (engine) => {
  let t: TestApp;
  let passwordHash: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(() => t.close());

  interface Holder {
    userId: number;
    email: string;
    token: string;
    addressId: number;
  }

  /** A buyer with a real password, purchase permission, a phone, an address, a session. */
  async function holder(roles: number[] = [Role.Buyer]): Promise<Holder> {
    const tag = randomUUID().slice(0, 8);
    const email = `close-${tag}@clearlot.test`;
    const [user] = await t.db.query<{ id: number }>(
      `insert into app_user (username, email, password_hash, purchase_permission, first_name, last_name, company_name, phone, nickname)
       values ($1, $2, $3, true, 'Clara', 'Closer', 'Closer Trading Ltd', $4, 'clara') returning id`,
      [`close_${tag}`, email, passwordHash, `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`],
    );
    for (const role of roles) await t.db.query('insert into user_role (user_id, role_id) values ($1, $2)', [user!.id, role]);
    const [address] = await t.db.query<{ id: number }>(
      `insert into receive_address (user_id, recipient_name, city, county, postcode, mobile, address_line1, is_default)
       values ($1, 'Clara Closer', 'London', 'Greater London', 'SW1A 2AA', '+447700900123', '1 Closing Street', true) returning id`,
      [user!.id],
    );
    const token = await createSession(t.db, { userId: user!.id, pending: false, ip: null, userAgent: 'test' });
    return { userId: user!.id, email, token, addressId: address!.id };
  }

  const sendCode = (h: Holder, token = h.token) => t.post<{ maskedEmail: string }>(`${USER}/buyer/cancel/sendCode`, {}, token);
  const check = (token: string, code: string) => t.post<ClosureCheck>(`${USER}/buyer/cancel/check`, { code }, token);
  const delist = (token: string, code: string) => t.post<ClosureDelistResult>(`${USER}/buyer/cancel/delistProducts`, { code }, token);
  const close = (token: string, code: string, password = PASSWORD) => t.post(`${USER}/buyer/cancel`, { code, password }, token);
  const info = (token: string) => t.post(`${USER}/buyer/info`, {}, token);
  async function codeFor(h: Holder): Promise<string> {
    expect((await sendCode(h)).body.code).toBe(200);
    return t.latestCode(h.email);
  }
  const userRow = async (id: number) =>
    (
      await t.db.query<Record<string, unknown>>(
        'select username, email, phone, nickname, first_name, last_name, company_name, password_hash, closed_at from app_user where id = $1',
        [id],
      )
    )[0]!;
  /** What blocks another account (the goods owner's), read through its own check. */
  async function blockersAsSeenBy(userId: number) {
    const token = await createSession(t.db, { userId, pending: false, ip: null, userAgent: 'test' });
    const [row] = await t.db.query<{ email: string }>('select email from app_user where id = $1', [userId]);
    await t.db.query('delete from rate_limit_counter where key like $1', [`code:%${row!.email}`]);
    expect((await t.post(`${USER}/buyer/cancel/sendCode`, {}, token)).body.code).toBe(200);
    return (await check(token, await t.latestCode(row!.email))).body.data.blockers;
  }
  const openSessions = async (id: number) => (await t.db.query('select 1 from user_session where user_id = $1 and revoked_at is null', [id])).length;

  /** An order of the holder's, placed through the API (awaiting payment). */
  async function placeOrder(h: Holder): Promise<string> {
    const { productId } = await productWithStock(t, 5);
    const line = await cartLine(t, { userId: h.userId, token: h.token, addressId: h.addressId }, productId, 1);
    const res = await t.post<Trade>(`${ORDER}/order/mall/save`, placeBody({ userId: h.userId, token: h.token, addressId: h.addressId }, [line]), h.token);
    expect(res.body.code).toBe(200);
    return res.body.data.orderNos[0]!;
  }

  it('closes an account in the four steps: code, check, password; then signs it out everywhere, erases the person and keeps the orders', async () => {
    const h = await holder();
    const elsewhere = await signIn(t, { email: h.email, password: PASSWORD });
    const orderNo = await placeOrder(h);
    // the order finished long ago: it stays for the accounts
    await t.db.query('update shop_order set status = $2 where order_no = $1', [orderNo, OrderStatus.Completed]);
    const { productId } = await productWithStock(t, 3);
    await t.db.query('insert into product_collect (user_id, product_id) values ($1, $2)', [h.userId, productId]);

    const sent = await sendCode(h);
    expect(sent.body.code).toBe(200);
    expect(sent.body.data.maskedEmail).toBe(`c***@clearlot.test`);
    const code = await t.latestCode(h.email);
    const checked = await check(h.token, code);
    expect(checked.body.data).toMatchObject({ goodsOwner: false, listedProducts: 0, blockers: [], ready: true });

    expect((await close(h.token, code)).body.code).toBe(200);
    for (const token of [h.token, elsewhere]) expect(SIGN_IN_REFUSED).toContain((await info(token)).body.code);
    expect(await openSessions(h.userId)).toBe(0);
    await expect(signIn(t, { email: h.email, password: PASSWORD })).rejects.toThrow();

    const row = await userRow(h.userId);
    expect(row).toMatchObject({
      username: `closed#${h.userId}`,
      email: `closed.${h.userId}@closed.invalid`,
      phone: null,
      nickname: null,
      first_name: null,
      last_name: null,
      company_name: null,
    });
    expect(row.closed_at).not.toBeNull();
    expect(await t.db.query('select 1 from user_role where user_id = $1', [h.userId])).toHaveLength(0);
    expect(await t.db.query(`select 1 from receive_address where user_id = $1 and (recipient_name <> '' or not deleted)`, [h.userId])).toHaveLength(0);
    expect(await t.db.query('select 1 from product_collect where user_id = $1', [h.userId])).toHaveLength(0);
    // the order stays, with the address it was sent to
    expect(await t.db.query('select 1 from shop_order where order_no = $1 and user_id = $2', [orderNo, h.userId])).toHaveLength(1);
    expect(await t.db.query('select 1 from account_closure where user_id = $1', [h.userId])).toHaveLength(1);
    const mail = await t.db.query<{ subject: string }>('select subject from outbox_message where recipient = $1 order by id desc limit 1', [h.email]);
    expect(mail[0]!.subject).toBe('Your ClearLot account has been closed');

    // the e-mail address may register again, as a new account
    await t.db.query('delete from rate_limit_counter where key = $1', [`code:recent:${h.email}`]); // a minute later
    expect((await t.post(`${USER}/captcha/sendEmailCode`, { email: h.email, scene: 'register' })).body.code).toBe(200);
    const again = await t.post<{ userId: number }>(`${USER}/buyer/register`, {
      username: `again_${randomUUID().slice(0, 8)}`,
      email: h.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      emailCode: await t.latestCode(h.email),
      agreeTerms: true,
    });
    expect(again.body.code).toBe(200);
    expect(again.body.data.userId).not.toBe(h.userId);
  });

  it('sends the code only to the signed-in account, refuses wrong, missing and other-scene codes, and the public send route for this scene', async () => {
    const h = await holder();
    expect((await check(h.token, '123456')).body.code).toBe(3003);
    expect((await t.post(`${USER}/captcha/sendEmailCode`, { email: h.email, scene: 'closeAccount' })).body.code).toBe(1001);
    const code = await codeFor(h);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await check(h.token, wrong)).body).toMatchObject({ code: 3002, messageEn: 'Wrong verification code.' });
    expect((await close(h.token, wrong)).body.code).toBe(3002);
    expect((await sendCode(h)).body.code).not.toBe(200); // one code a minute per address
    expect((await t.post(`${USER}/buyer/cancel/sendCode`, {})).body.code).toBe(401);
    expect((await t.post(`${USER}/buyer/cancel/check`, { code }, null)).body.code).toBe(401);
    expect((await check(h.token, 'abc')).body.code).toBe(1001);
    expect((await t.post(`${USER}/buyer/cancel`, { code, password: PASSWORD, userId: 1 }, h.token)).body.code).toBe(1001);
    expect((await userRow(h.userId)).closed_at).toBeNull();
  });

  it("someone else's token closes only its own account: another holder's code does not work with it", async () => {
    const victim = await holder();
    const other = await holder();
    const victimCode = await codeFor(victim);
    expect((await check(other.token, victimCode)).body.code).toBe(3003);
    expect((await close(other.token, victimCode)).body.code).toBe(3003);
    expect((await userRow(victim.userId)).closed_at).toBeNull();
    expect((await userRow(other.userId)).closed_at).toBeNull();
    expect((await info(victim.token)).body.code).toBe(200);
  });

  it('is blocked by an open order (with its number and a message), and closes once the order is cancelled', async () => {
    const h = await holder();
    const orderNo = await placeOrder(h);
    const code = await codeFor(h);
    const checked = (await check(h.token, code)).body.data;
    expect(checked.ready).toBe(false);
    expect(checked.blockers).toEqual([{ kind: 'openOrders', count: 1, amount: null, refs: [{ no: orderNo, asOwner: false }] }]);
    expect((await close(h.token, code)).body).toMatchObject({
      code: 4300,
      messageEn: 'You have pending orders, so the account cannot be closed yet. Finish or cancel them first.',
      message: '您有未完成的订单，暂时无法注销账户。请先完成或取消这些订单。',
    });
    expect((await info(h.token)).body.code).toBe(200);
    expect((await t.post(`${ORDER}/order/mall/cancel`, { orderNo, reason: 'closing my account' }, h.token)).body.code).toBe(200);
    expect((await check(h.token, code)).body.data.ready).toBe(true);
    expect((await close(h.token, code)).body.code).toBe(200);
  });

  it("is blocked by a goods owner's open sale, money in the wallet, a refund still on its way and money on the shop's payouts ledger", async () => {
    const buyer = await holder();
    const owner = await holder([Role.Seller]);
    const orderNo = await placeOrder(buyer);
    // the order's shop becomes the owner's
    const [shop] = await t.db.query<{ id: number }>(`insert into goods_owner (user_id, shop_name_en, shop_name_zh) values ($1, 'Closing Shop', '关闭店') returning id`, [
      owner.userId,
    ]);
    await t.db.query('update shop_order set owner_id = $2 where order_no = $1', [orderNo, shop!.id]);
    const code = await codeFor(owner);
    expect((await check(owner.token, code)).body.data.blockers).toEqual([{ kind: 'openOrders', count: 1, amount: null, refs: [{ no: orderNo, asOwner: true }] }]);
    expect((await close(owner.token, code)).body.code).toBe(4300);
    await t.db.query('update shop_order set status = $2 where order_no = $1', [orderNo, OrderStatus.Completed]);

    await t.db.query(`insert into wallet (user_id, available) values ($1, 1250) on conflict (user_id) do update set available = 1250`, [owner.userId]);
    const [order] = await t.db.query<{ id: number }>('select id from shop_order where order_no = $1', [orderNo]);
    await t.db.query(`insert into refund (refund_no, order_id, owner_id, user_id, method, amount, reason, status) values ($1, $2, $4, $3, 4, 700, 'test', 33)`, [
      `RF${randomUUID().slice(0, 10)}`,
      order!.id,
      owner.userId,
      shop!.id,
    ]);
    const blocked = (await check(owner.token, code)).body.data.blockers;
    expect(blocked.map((b) => [b.kind, b.amount])).toEqual([
      ['refundsInProgress', 700],
      ['walletBalance', 1250],
    ]);
    expect((await close(owner.token, code)).body.code).toBe(4304);
    await t.db.query(`update refund set status = 31 where user_id = $1`, [owner.userId]);
    expect((await close(owner.token, code)).body).toMatchObject({ code: 4303, messageEn: 'Your wallet still holds money. Withdraw it before closing the account.' });
    await t.db.query('update wallet set available = 0 where user_id = $1', [owner.userId]);
    // money on the shop's payouts ledger not yet paid out blocks too (and money the shop owes, below 0)
    await t.db.query(`insert into owner_ledger (owner_id, kind, amount, reference, due_at) values ($1, 'sale', 4200, 'ST-CLOSURE-TEST', now())`, [shop!.id]);
    await t.db.query('insert into owner_account (owner_id, balance) values ($1, 4200) on conflict (owner_id) do update set balance = 4200', [shop!.id]);
    expect((await check(owner.token, code)).body.data.blockers.map((b) => [b.kind, b.amount])).toEqual([['shopBalance', 4200]]);
    expect((await close(owner.token, code)).body).toMatchObject({ code: 4715, messageEn: expect.stringContaining('Your shop is still owed money') });
    await t.db.query('update owner_account set balance = -300 where owner_id = $1', [shop!.id]);
    expect((await check(owner.token, code)).body.data.blockers.map((b) => [b.kind, b.amount])).toEqual([['shopBalance', -300]]);
    await t.db.query('update owner_account set balance = 0 where owner_id = $1', [shop!.id]);
    expect((await close(owner.token, code)).body.code).toBe(200);
  });

  it('is blocked by an open return request and an open after-sales request on a completed order, each refused with its message', async () => {
    const h = await holder();
    const owner = await demoOwner(t);
    const order = await deliveredOrder(t, owner.token, [3, 2], { userId: h.userId, token: h.token, addressId: h.addressId });
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, h.token)).body.code).toBe(200);
    const returned = await t.post<{ returnNo: string }>(
      `${ORDER}/return/mall/apply`,
      { clientKey: randomUUID(), orderNo: order.orderNo, kind: 1, reason: 'damaged', lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] },
      h.token,
    );
    expect(returned.body.code, JSON.stringify(returned.body)).toBe(200);
    const claimed = await t.post<{ afterSaleNo: string }>(
      `${ORDER}/afterSale/mall/apply`,
      {
        clientKey: randomUUID(),
        orderNo: order.orderNo,
        orderItemId: order.items[1]!.id,
        receiptStatus: 1,
        applyQuantity: 1,
        returnQuantity: 0,
        applyAmount: 1000,
        reason: 'faulty',
      },
      h.token,
    );
    expect(claimed.body.code, JSON.stringify(claimed.body)).toBe(200);
    const code = await codeFor(h);
    expect((await check(h.token, code)).body.data.blockers).toEqual([
      { kind: 'openReturns', count: 1, amount: null, refs: [{ no: returned.body.data.returnNo, asOwner: false }] },
      { kind: 'openAfterSales', count: 1, amount: null, refs: [{ no: claimed.body.data.afterSaleNo, asOwner: false }] },
    ]);
    expect((await close(h.token, code)).body).toMatchObject({ code: 4301, messageEn: 'You have return requests still open. Finish or cancel them before closing the account.' });
    expect((await t.post(`${ORDER}/return/mall/cancel`, { returnNo: returned.body.data.returnNo }, h.token)).body.code).toBe(200);
    expect((await close(h.token, code)).body.code).toBe(4302);
    // the goods owner sees the request on their side of the check too
    const [ownerUser] = await t.db.query<{ id: number }>(`select id from app_user where email = 'owner@clearlot.test'`);
    const ownerBlockers = await blockersAsSeenBy(ownerUser!.id);
    expect(ownerBlockers.some((b) => b.kind === 'openAfterSales' && b.refs.some((ref) => ref.no === claimed.body.data.afterSaleNo && ref.asOwner))).toBe(true);
    expect((await userRow(h.userId)).closed_at).toBeNull();
  });

  it('leaves nothing reachable by the old token: orders, wallet, profile, chat', async () => {
    const h = await holder();
    const orderNo = await placeOrder(h);
    await t.db.query('update shop_order set status = $2 where order_no = $1', [orderNo, OrderStatus.Completed]);
    const code = await codeFor(h);
    expect((await close(h.token, code)).body.code).toBe(200);
    const calls = [
      t.post(`${ORDER}/order/mall/detail`, { orderNo }, h.token),
      t.post(`${ORDER}/userReceiveAddress/list`, {}, h.token),
      t.post(`${PAY}/wallet/info`, {}, h.token),
      t.post(`${USER}/buyer/selectOne`, {}, h.token),
      t.post('/srs-message-service/im/getTokenByUsername', { username: `close_x` }, h.token),
      sendCode(h),
    ];
    for (const res of await Promise.all(calls)) expect(SIGN_IN_REFUSED).toContain(res.body.code);
  });

  it('closes the chat socket the account had open when it closed', async () => {
    const h = await holder();
    const [row] = await t.db.query<{ username: string }>('select username from app_user where id = $1', [h.userId]);
    const token = await chatToken(t, { token: h.token, userId: h.userId, username: row!.username });
    const socket = await ChatClient.open(await listen(t.app), token);
    const code = await codeFor(h);
    expect((await close(h.token, code)).body.code).toBe(200);
    await expect.poll(() => socket.closeCode, { timeout: 5000 }).toBe(CHAT_CLOSE_TOKEN_INVALID);
  });

  it("has a goods owner take every product off sale first (step 3), then closes; others' products stay on sale", async () => {
    const owner = await holder([Role.Seller]);
    const [shop] = await t.db.query<{ id: number }>(`insert into goods_owner (user_id, shop_name_en, shop_name_zh) values ($1, 'Delist Shop', '下架店') returning id`, [
      owner.userId,
    ]);
    const mine = (
      await t.db.query<{ id: number }>(
        'select id from product where status = 1 and id not in (select product_id from order_item) and id not in (select product_id from cart_item) order by random() limit 2',
      )
    ).map((p) => p.id);
    await t.db.query('update product set owner_id = $2 where id = any ($1::int[])', [mine, shop!.id]);
    const [othersBefore] = await t.db.query<{ n: number }>('select count(*)::int as n from product where status = 1');
    const code = await codeFor(owner);
    expect((await check(owner.token, code)).body.data).toMatchObject({ goodsOwner: true, listedProducts: 2, blockers: [], ready: false });
    expect((await close(owner.token, code)).body).toMatchObject({ code: 4305, messageEn: 'Your shop still has products on sale. Take them all off sale first.' });
    // the step needs the code too
    expect((await delist(owner.token, '999999' === code ? '888888' : '999999')).body.code).toBe(3002);
    const delisted = await delist(owner.token, code);
    expect(delisted.body.data).toMatchObject({ delisted: 2, check: { listedProducts: 0, ready: true } });
    const [othersAfter] = await t.db.query<{ n: number }>('select count(*)::int as n from product where status = 1');
    expect(othersAfter!.n).toBe(othersBefore!.n - 2);
    expect((await close(owner.token, code)).body.code).toBe(200);
    const statuses = await t.db.query<{ status: number; delisted_reason: string }>('select status, delisted_reason from product where id = any ($1::int[])', [mine]);
    expect(statuses.every((p) => p.status === CatalogueStatus.Withdrawn && p.delisted_reason === 'accountClosure')).toBe(true);
  });

  it('refuses a wrong password (tries limited), and staff accounts', async () => {
    const h = await holder();
    const code = await codeFor(h);
    expect((await close(h.token, code, 'Wrong#Pass1')).body).toMatchObject({ code: 4306, message: '密码错误。' });
    for (let i = 0; i < 3; i += 1) expect((await close(h.token, code, 'Wrong#Pass1')).body.code).toBe(4306);
    expect((await close(h.token, code, 'Wrong#Pass1')).body.code).toBe(4307);
    expect((await close(h.token, code)).body.code).toBe(4307);
    expect((await userRow(h.userId)).closed_at).toBeNull();

    const agent = await holder([Role.CustomerService]);
    expect((await sendCode(agent)).body.code).toBe(4308);
  });

  it('closes once when 50 closures of one account arrive at once', async () => {
    const h = await holder();
    const code = await codeFor(h);
    const results = await Promise.all(Array.from({ length: 50 }, () => close(h.token, code)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // the others: the account already closed, its session gone, its code used, or the password tries busy
    expect(codes.every((c) => [200, 4309, 401, 20004, 3002, 1429].includes(c))).toBe(true);
    expect(await t.db.query('select 1 from account_closure where user_id = $1', [h.userId])).toHaveLength(1);
    expect(await openSessions(h.userId)).toBe(0);
  });

  it.runIf(engine === 'postgres')("refuses a return or after-sales request that reaches the account between the closure's check and its commit", async () => {
    const owner = await demoOwner(t);
    const h = await holder();
    const buyer = { userId: h.userId, token: h.token, addressId: h.addressId };
    const order = await deliveredOrder(t, owner.token, [3, 2], buyer);
    expect((await t.post(`${ORDER}/order/mall/confirmReceipt`, { orderNo: order.orderNo }, h.token)).body.code).toBe(200);
    const code = await codeFor(h);
    const waitingOnLocks = async (count: number) => {
      for (let tries = 0; tries < 100; tries += 1) {
        const [row] = await t.db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
        if (row!.n >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`fewer than ${count} sessions waiting on a lock`);
    };
    // hold the address book: the closure passes its check, then waits to erase it, still uncommitted
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const holding = t.db.transaction(async (tx) => {
      await tx.query('select 1 from receive_address where user_id = $1 for update', [h.userId]);
      taken();
      await released;
    });
    await lockTaken;
    const closing = close(h.token, code);
    await waitingOnLocks(1);
    const asked = [
      ...Array.from({ length: 3 }, () =>
        t.post(
          `${ORDER}/return/mall/apply`,
          { clientKey: randomUUID(), orderNo: order.orderNo, kind: 1, reason: 'damaged', lines: [{ orderItemId: order.items[0]!.id, quantity: 1 }] },
          h.token,
        ),
      ),
      ...Array.from({ length: 3 }, () =>
        t.post(
          `${ORDER}/afterSale/mall/apply`,
          {
            clientKey: randomUUID(),
            orderNo: order.orderNo,
            orderItemId: order.items[1]!.id,
            receiptStatus: 1,
            applyQuantity: 1,
            returnQuantity: 0,
            applyAmount: 100,
            reason: 'faulty',
          },
          h.token,
        ),
      ),
    ];
    await waitingOnLocks(7);
    release();
    await holding;
    expect((await closing).body.code).toBe(200);
    const answers = await Promise.all(asked);
    // they waited for the closure and were then refused as signed out: nothing lands on the closed account
    expect(answers.map((answer) => answer.body.code)).toEqual(Array.from({ length: 6 }, () => 20004));
    expect(await t.db.query('select 1 from return_request where user_id = $1', [h.userId])).toHaveLength(0);
    expect(await t.db.query('select 1 from after_sale where user_id = $1', [h.userId])).toHaveLength(0);
  });

  it('never leaves an open order on a closed account when orders are placed while it closes', async () => {
    for (let round = 0; round < 3; round += 1) {
      const h = await holder();
      const { productId } = await productWithStock(t, 50);
      const line = await cartLine(t, { userId: h.userId, token: h.token, addressId: h.addressId }, productId, 1);
      const code = await codeFor(h);
      const buyer = { userId: h.userId, token: h.token, addressId: h.addressId };
      const [closed, ...placed] = await Promise.all([
        close(h.token, code),
        ...Array.from({ length: 49 }, () => t.post<Trade>(`${ORDER}/order/mall/save`, placeBody(buyer, [line]), h.token)),
      ]);
      const orders = await t.db.query('select 1 from shop_order where user_id = $1', [h.userId]);
      if (closed!.body.code === 200) {
        expect(orders).toHaveLength(0);
        expect(placed.every((p) => p.body.code !== 200)).toBe(true);
      } else {
        expect(closed!.body.code).toBe(4300);
        expect(orders).toHaveLength(1);
        expect((await userRow(h.userId)).closed_at).toBeNull();
      }
    }
  });
});
