import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedCard, WalletInfo, WalletTransaction, Withdrawal } from '@clearlot/contract';
import { engines } from '../../testing/harness';
import { seedDemoWallets } from './seed';
import { completeWithdrawals } from './sweep';
import {
  APPROVED_MASTERCARD,
  DECLINED_VISA,
  DEMO_OPENING_CREDIT,
  DEMO_PAYMENT_PASSWORD,
  NEW_BUYER,
  PAY,
  type PaymentTestApp,
  createPaymentTestApp,
  insertAddress,
  insertTrade,
  ledgerHolds,
  newCard,
  paymentKey,
  walletBalances,
} from './testing';

describe.each(engines)('the wallet on %s', (engine) => {
  let t: PaymentTestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(engine);
  });
  afterAll(() => t.close());

  const info = (token: string) => t.post<WalletInfo>(`${PAY}/wallet/info`, {}, token);
  const history = (body: object, token: string = t.buyerToken) => t.post<{ list: WalletTransaction[]; total: number }>(`${PAY}/wallet/transactions`, body, token);

  it('seeds the demo buyer once: £5,000.00 and a payment password', async () => {
    await seedDemoWallets(t.db);
    expect((await info(t.buyerToken)).body.data).toEqual({ balance: DEMO_OPENING_CREDIT, available: DEMO_OPENING_CREDIT, frozen: 0, hasPaymentPassword: true });
    const ledger = await history({});
    expect(ledger.body.data.total).toBe(1);
    expect(ledger.body.data.list[0]).toMatchObject({ direction: 'income', type: 'openingCredit', amount: DEMO_OPENING_CREDIT, balanceAfter: DEMO_OPENING_CREDIT });
  });

  it('creates an empty wallet on first look', async () => {
    expect((await info(t.otherToken)).body.data).toEqual({ balance: 0, available: 0, frozen: 0, hasPaymentPassword: false });
    expect((await history({}, t.otherToken)).body.data).toEqual({ list: [], total: 0 });
    expect((await t.post(`${PAY}/wallet/info`, {}, null)).body.code).toBe(401);
  });

  it('sets the payment password only with the right account password', async () => {
    const walletRows = async () => (await t.db.query('select 1 from wallet w join app_user u on u.id = w.user_id where u.email = $1', [NEW_BUYER.email])).length;
    // reading a wallet, or a refused try, writes nothing: the row comes with the first real change
    expect((await info(t.otherToken)).body.data).toEqual({ balance: 0, available: 0, frozen: 0, hasPaymentPassword: false });
    expect(await walletRows()).toBe(0);
    const wrong = await t.post(`${PAY}/wallet/setPaymentPassword`, { loginPassword: 'Wrong#Pass2026', paymentPassword: '112233', confirmPaymentPassword: '112233' }, t.otherToken);
    expect(wrong.body).toMatchObject({ code: 8015, messageEn: 'The account password is incorrect.' });
    expect((await info(t.otherToken)).body.data.hasPaymentPassword).toBe(false);
    const differ = await t.post(
      `${PAY}/wallet/setPaymentPassword`,
      { loginPassword: NEW_BUYER.password, paymentPassword: '112233', confirmPaymentPassword: '112234' },
      t.otherToken,
    );
    expect(differ.body.code).toBe(1001);
    const notDigits = await t.post(
      `${PAY}/wallet/setPaymentPassword`,
      { loginPassword: NEW_BUYER.password, paymentPassword: 'abcdef', confirmPaymentPassword: 'abcdef' },
      t.otherToken,
    );
    expect(notDigits.body.messageEn).toContain('Payment password must be 6 digits.');
    const ok = await t.post<WalletInfo>(
      `${PAY}/wallet/setPaymentPassword`,
      { loginPassword: NEW_BUYER.password, paymentPassword: '112233', confirmPaymentPassword: '112233' },
      t.otherToken,
    );
    expect(ok.body.data.hasPaymentPassword).toBe(true);
    expect(await walletRows()).toBe(1);
  });

  it('adds, lists and removes cards; a declined number is refused; another buyer cannot touch them', async () => {
    const declined = await t.post(`${PAY}/wallet/cards/add`, newCard(t.addressId, { number: DECLINED_VISA }), t.buyerToken);
    expect(declined.body.code).toBe(8007);
    const luhn = await t.post(`${PAY}/wallet/cards/add`, newCard(t.addressId, { number: '5555555555554445' }), t.buyerToken);
    expect(luhn.body).toMatchObject({ code: 1001, data: { field: 'number' } });
    const otherAddress = await insertAddress(t, t.otherId);
    expect((await t.post(`${PAY}/wallet/cards/add`, newCard(otherAddress), t.buyerToken)).body.code).toBe(6008);

    const added = await t.post<SavedCard>(`${PAY}/wallet/cards/add`, newCard(t.addressId, { number: '5555 5555 5555 4444', holderName: ' Amelia Hughes ' }), t.buyerToken);
    expect(added.body.data).toMatchObject({ brand: 'mastercard', last4: '4444', holderName: 'Amelia Hughes', billingAddressId: t.addressId });
    const list = await t.post<SavedCard[]>(`${PAY}/wallet/cards/list`, {}, t.buyerToken);
    expect(list.body.data.map((c) => c.id)).toEqual([added.body.data.id]);
    expect((await t.post<SavedCard[]>(`${PAY}/wallet/cards/list`, {}, t.otherToken)).body.data).toEqual([]);
    expect((await t.post(`${PAY}/wallet/cards/remove`, { id: added.body.data.id }, t.otherToken)).body.code).toBe(8012);
    expect((await t.post(`${PAY}/wallet/cards/remove`, { id: added.body.data.id }, t.buyerToken)).body.data).toBe(true);
    expect((await t.post(`${PAY}/wallet/cards/remove`, { id: added.body.data.id }, t.buyerToken)).body.code).toBe(8012);
    expect((await t.post<SavedCard[]>(`${PAY}/wallet/cards/list`, {}, t.buyerToken)).body.data).toEqual([]);
  });

  it('tops up from a saved card once per key; keeps the ledger invariant through a mixed sequence', async () => {
    const card = (await t.post<SavedCard>(`${PAY}/wallet/cards/add`, newCard(t.addressId, { number: APPROVED_MASTERCARD }), t.buyerToken)).body.data;
    const start = (await info(t.buyerToken)).body.data;

    const key = paymentKey();
    const topUp = await t.post<WalletInfo>(`${PAY}/wallet/topUp`, { amount: 20_000, paymentKey: key, savedCardId: card.id, cvv: '321' }, t.buyerToken);
    expect(topUp.body.data).toMatchObject({ available: start.available + 20_000, frozen: 0 });
    const again = await t.post<WalletInfo>(`${PAY}/wallet/topUp`, { amount: 20_000, paymentKey: key, savedCardId: card.id, cvv: '321' }, t.buyerToken);
    expect(again.body.data.available).toBe(start.available + 20_000);
    expect((await t.post(`${PAY}/wallet/topUp`, { amount: 20_001, paymentKey: key, savedCardId: card.id, cvv: '321' }, t.buyerToken)).body.code).toBe(8005);
    expect((await t.post(`${PAY}/wallet/topUp`, { amount: 100, paymentKey: paymentKey(), savedCardId: card.id, cvv: '321' }, t.otherToken)).body.code).toBe(8012);
    const [declinedCard] = await t.db.query<{ id: number }>(
      `insert into saved_card (user_id, brand, last4, holder_name, expiry_month, expiry_year, token)
       values ($1, 'visa', '0002', 'AMELIA HUGHES', 12, $2, 'sbx_decline_BBBBBBBBBBBBBBBBBBBBBBBB') returning id`,
      [t.buyerId, new Date().getFullYear() + 2],
    );
    expect((await t.post(`${PAY}/wallet/topUp`, { amount: 100, paymentKey: paymentKey(), savedCardId: declinedCard!.id, cvv: '321' }, t.buyerToken)).body.code).toBe(8007);

    // pay, withdraw (frozen), pay more, another top-up, then the sandbox transfer completes
    const trade = await insertTrade(t, t.buyerId, 7_500);
    expect(
      (await t.post(`${PAY}/pay/balance`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: DEMO_PAYMENT_PASSWORD }, t.buyerToken)).body
        .code,
    ).toBe(200);
    const zero = await t.post(`${PAY}/wallet/withdraw`, { amount: 0, savedCardId: card.id, paymentPassword: DEMO_PAYMENT_PASSWORD }, t.buyerToken);
    expect(zero.body.messageEn).toContain('Withdrawal amount cannot be zero.');
    const available = (await walletBalances(t, t.buyerId)).available;
    const tooMuch = await t.post(`${PAY}/wallet/withdraw`, { amount: available + 1, savedCardId: card.id, paymentPassword: DEMO_PAYMENT_PASSWORD }, t.buyerToken);
    expect(tooMuch.body.code).toBe(8008);
    expect((await t.post(`${PAY}/wallet/withdraw`, { amount: 1_000, savedCardId: card.id, paymentPassword: '000000' }, t.buyerToken)).body.code).toBe(8010);
    expect((await t.post(`${PAY}/wallet/withdraw`, { amount: 1_000, savedCardId: declinedCard!.id + 1000, paymentPassword: DEMO_PAYMENT_PASSWORD }, t.buyerToken)).body.code).toBe(
      8012,
    );

    const withdrawal = await t.post<Withdrawal>(
      `${PAY}/wallet/withdraw`,
      { amount: 12_345, savedCardId: card.id, remarks: 'To business account', paymentPassword: DEMO_PAYMENT_PASSWORD },
      t.buyerToken,
    );
    expect(withdrawal.body.data).toMatchObject({ amount: 12_345, cardLast4: '4444', status: 'pending', remarks: 'To business account' });
    expect(withdrawal.body.data.withdrawalNo).toMatch(/^WD/);
    const frozen = (await info(t.buyerToken)).body.data;
    expect(frozen).toMatchObject({ available: available - 12_345, frozen: 12_345, balance: available });
    expect(await ledgerHolds(t, t.buyerId)).toEqual({ ledgerSum: frozen.balance, balance: frozen.balance, runningOk: true });

    // not yet due: the sandbox transfer takes a minute
    expect(await completeWithdrawals(t.db)).toBe(0);
    await t.db.query(`update withdrawal set created_at = now() - interval '61 seconds' where withdrawal_no = $1`, [withdrawal.body.data.withdrawalNo]);
    expect(await completeWithdrawals(t.db)).toBe(1);
    expect(await completeWithdrawals(t.db)).toBe(0);
    const after = (await info(t.buyerToken)).body.data;
    expect(after).toMatchObject({ available: available - 12_345, frozen: 0, balance: available - 12_345 });
    const withdrawals = await t.post<Withdrawal[]>(`${PAY}/wallet/withdrawals`, {}, t.buyerToken);
    expect(withdrawals.body.data[0]).toMatchObject({ withdrawalNo: withdrawal.body.data.withdrawalNo, status: 'completed' });
    expect((await t.post<Withdrawal[]>(`${PAY}/wallet/withdrawals`, {}, t.otherToken)).body.data).toEqual([]);

    const latest = (await history({ pageSize: 1 })).body.data.list[0];
    expect(latest).toMatchObject({ type: 'withdrawal', direction: 'expense', amount: 12_345, transactionId: withdrawal.body.data.withdrawalNo, balanceAfter: after.balance });
    expect(await ledgerHolds(t, t.buyerId)).toEqual({ ledgerSum: after.balance, balance: after.balance, runningOk: true });
    const [negative] = await t.db.query<{ n: number }>('select count(*)::int as n from wallet where available < 0 or frozen < 0');
    expect(negative!.n).toBe(0);
  });

  it('completes each due withdrawal once when two sweepers run at the same time', async () => {
    const card = (await t.post<SavedCard[]>(`${PAY}/wallet/cards/list`, {}, t.buyerToken)).body.data[0]!;
    const before = (await info(t.buyerToken)).body.data;
    for (let i = 0; i < 6; i++) {
      expect((await t.post(`${PAY}/wallet/withdraw`, { amount: 100 + i, savedCardId: card.id, paymentPassword: DEMO_PAYMENT_PASSWORD }, t.buyerToken)).body.code).toBe(200);
    }
    await t.db.query(`update withdrawal set created_at = now() - interval '2 minutes' where status = 1`);
    const [a, b] = await Promise.all([completeWithdrawals(t.db), completeWithdrawals(t.db)]);
    expect(a! + b!).toBe(6);
    const after = (await info(t.buyerToken)).body.data;
    expect(after).toMatchObject({ frozen: 0, available: before.available - 615, balance: before.balance - 615 });
    expect(await ledgerHolds(t, t.buyerId)).toEqual({ ledgerSum: after.balance, balance: after.balance, runningOk: true });
    const [rows] = await t.db.query<{ n: number }>(`select count(*)::int as n from wallet_ledger where type = 'withdrawal' and user_id = $1`, [t.buyerId]);
    expect(rows!.n).toBe(7);
  });

  it('pages the ledger newest first and filters income and expense', async () => {
    const all = await history({ pageNum: 1, pageSize: 50 });
    const { list, total } = all.body.data;
    expect(total).toBe(list.length);
    expect(list.map((e) => e.type)).toEqual([...Array(7).fill('withdrawal'), 'payment', 'topUp', 'openingCredit']);
    const times = list.map((e) => e.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const income = (await history({ direction: 'income' })).body.data;
    expect(income.list.every((e) => e.direction === 'income')).toBe(true);
    const expense = (await history({ direction: 'expense' })).body.data;
    expect(expense.list.every((e) => e.direction === 'expense')).toBe(true);
    expect(income.total + expense.total).toBe(total);
    const second = (await history({ pageNum: 2, pageSize: 2 })).body.data;
    expect(second.list.map((e) => e.serialNo)).toEqual(list.slice(2, 4).map((e) => e.serialNo));
    expect(new Set(list.map((e) => e.serialNo)).size).toBe(total);
    expect((await history({ direction: 'sideways' })).body.code).toBe(1001);
  });

  it('keeps the demo seed idempotent', async () => {
    const before = (await info(t.buyerToken)).body.data;
    await seedDemoWallets(t.db);
    expect((await info(t.buyerToken)).body.data).toEqual(before);
    const [credits] = await t.db.query<{ n: number }>(`select count(*)::int as n from wallet_ledger where type = 'openingCredit'`);
    expect(credits!.n).toBe(1);
  });
});
