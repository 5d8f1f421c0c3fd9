import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult, SavedCard, ValidationErrorData } from '@clearlot/contract';
import { engines } from '../../testing/harness';
import {
  APPROVED_MASTERCARD,
  DECLINED_VISA,
  PAY,
  type PaymentTestApp,
  createPaymentTestApp,
  insertAddress,
  insertTrade,
  newCard,
  orderStatus,
  paymentKey,
  paymentsOf,
  tradeStatus,
} from './testing';

describe.each(engines)('paying by card on %s', (engine) => {
  let t: PaymentTestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(engine);
  });
  afterAll(() => t.close());

  const payCard = (body: object, token: string = t.buyerToken) => t.post<PaymentResult>(`${PAY}/pay/card`, body, token);

  it('pays a trade with a new approved card: trade paid, order ready to ship, card not saved', async () => {
    const trade = await insertTrade(t, t.buyerId, 12_345);
    const key = paymentKey();
    const res = await payCard({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, card: newCard(t.addressId) });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ tradeNo: trade.tradeNo, method: 3, amount: 12_345, status: 'succeeded' });
    expect(res.body.data.paymentNo).toMatch(/^PY[0-9A-Z]{14}$/);
    expect(res.body.data.paidAt).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(await tradeStatus(t, trade.tradeNo)).toEqual({ status: 2, paymentMethod: 3 });
    expect(await orderStatus(t, trade.orderNo)).toBe(4);
    const [row] = await t.db.query<{ cardBrand: string; cardLast4: string }>('select card_brand as "cardBrand", card_last4 as "cardLast4" from payment where trade_id = $1', [
      trade.tradeId,
    ]);
    expect(row).toEqual({ cardBrand: 'visa', cardLast4: '4242' });
    const cards = await t.post<SavedCard[]>(`${PAY}/wallet/cards/list`, {}, t.buyerToken);
    expect(cards.body.data).toEqual([]);

    // the same request again is a replay: the same answer, no second charge
    const replay = await payCard({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, card: newCard(t.addressId) });
    expect(replay.body.code).toBe(200);
    expect(replay.body.data).toEqual(res.body.data);
    expect(await paymentsOf(t, trade.tradeId)).toHaveLength(1);
    const status = await t.post<{ tradeStatus: number; paymentMethod: number }>(`${PAY}/pay/status`, { tradeNo: trade.tradeNo }, t.buyerToken);
    expect(status.body.data).toMatchObject({ tradeNo: trade.tradeNo, tradeStatus: 2, paymentMethod: 3 });
  });

  it('records a declined card as a failed payment and answers "card declined"; the trade stays unpaid', async () => {
    const trade = await insertTrade(t, t.buyerId, 5_000);
    const key = paymentKey();
    const res = await payCard({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, card: newCard(t.addressId, { number: DECLINED_VISA }) });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 8007, messageEn: 'The card was declined. Please use another card or payment method.' });
    expect(res.body.message).toMatch(/银行卡被拒绝/);
    expect(await paymentsOf(t, trade.tradeId)).toEqual([{ status: 3, method: 3, paymentKey: key, failureCode: 8007 }]);
    expect((await tradeStatus(t, trade.tradeNo)).status).toBe(1);
    expect(await orderStatus(t, trade.orderNo)).toBe(3);
    // the same key answers the same way; a new key with a good card pays
    expect((await payCard({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: key, card: newCard(t.addressId, { number: DECLINED_VISA }) })).body.code).toBe(8007);
    expect(await paymentsOf(t, trade.tradeId)).toHaveLength(1);
    const paid = await payCard({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), card: newCard(t.addressId, { number: APPROVED_MASTERCARD }) });
    expect(paid.body.data.status).toBe('succeeded');
  });

  it.each([
    ['number', { number: '6011000990139424' }, 'card.number', 'Only Visa and Mastercard numbers of 13 or 16 digits are accepted.'],
    ['number length', { number: '42424242424' }, 'card.number', 'Only Visa and Mastercard numbers of 13 or 16 digits are accepted.'],
    ['Luhn check digit', { number: '4242424242424241' }, 'card.number', 'This card number is not valid. Please check it.'],
    ['CVV', { cvv: '12' }, 'card.cvv', 'CVV must be exactly 3 digits.'],
    ['expiry in the past', { expiryMonth: 1, expiryYear: 2020 }, 'card.expiryMonth', 'This card has expired.'],
    ['expiry month', { expiryMonth: 13 }, 'card.expiryMonth', 'Please enter a valid expiry month and year.'],
    ['holder', { holderName: '   ' }, 'card.holderName', 'This field is required.'],
    ['billing address', { billingAddressId: undefined }, 'card.billingAddressId', 'Please select a billing address.'],
  ])('refuses a card with a bad %s, naming the field, and records nothing', async (_rule, override, field, message) => {
    const trade = await insertTrade(t, t.buyerId, 2_500);
    const res = await payCard({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), card: newCard(t.addressId, override) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1001);
    const data = res.body.data as unknown as ValidationErrorData;
    expect(data.field).toBe(field);
    expect(res.body.messageEn).toBe(`Parameter validation failed: ${field} — ${message}`);
    expect(await paymentsOf(t, trade.tradeId)).toEqual([]);
  });

  it("refuses a billing address that is not one of the caller's", async () => {
    const trade = await insertTrade(t, t.buyerId, 2_500);
    const othersAddress = await insertAddress(t, t.otherId);
    const res = await payCard({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), card: newCard(othersAddress) });
    expect(res.body.code).toBe(6008);
    await t.db.query('update receive_address set deleted = true where id = $1', [othersAddress]);
  });

  it('saves the card on request and pays with the saved card and its CVV', async () => {
    const first = await insertTrade(t, t.buyerId, 3_000);
    const saved = await payCard({
      tradeNo: first.tradeNo,
      amount: first.amount,
      paymentKey: paymentKey(),
      card: newCard(t.addressId, { number: APPROVED_MASTERCARD }),
      saveCard: true,
    });
    expect(saved.body.code).toBe(200);
    const cards = (await t.post<SavedCard[]>(`${PAY}/wallet/cards/list`, {}, t.buyerToken)).body.data;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ brand: 'mastercard', last4: '4444', holderName: 'AMELIA HUGHES', expiryMonth: 12, billingAddressId: t.addressId });
    expect(cards[0]).not.toHaveProperty('token');

    const second = await insertTrade(t, t.buyerId, 4_000);
    const noCvv = await payCard({ tradeNo: second.tradeNo, amount: second.amount, paymentKey: paymentKey(), savedCardId: cards[0]!.id });
    expect(noCvv.body.code).toBe(1001);
    expect((noCvv.body.data as unknown as ValidationErrorData).field).toBe('cvv');
    const paid = await payCard({ tradeNo: second.tradeNo, amount: second.amount, paymentKey: paymentKey(), savedCardId: cards[0]!.id, cvv: '987' });
    expect(paid.body.data).toMatchObject({ status: 'succeeded', method: 3 });
    expect(await orderStatus(t, second.orderNo)).toBe(4);

    // another buyer cannot use it
    const theirs = await insertTrade(t, t.otherId, 4_000);
    const stolen = await payCard({ tradeNo: theirs.tradeNo, amount: theirs.amount, paymentKey: paymentKey(), savedCardId: cards[0]!.id, cvv: '987' }, t.otherToken);
    expect(stolen.body.code).toBe(8012);
    // a removed card cannot be used
    expect((await t.post<boolean>(`${PAY}/wallet/cards/remove`, { id: cards[0]!.id }, t.buyerToken)).body.data).toBe(true);
    const third = await insertTrade(t, t.buyerId, 4_000);
    expect((await payCard({ tradeNo: third.tradeNo, amount: third.amount, paymentKey: paymentKey(), savedCardId: cards[0]!.id, cvv: '987' })).body.code).toBe(8012);
  });

  it('declines a saved card by the outcome recorded in its token', async () => {
    const [card] = await t.db.query<{ id: number }>(
      `insert into saved_card (user_id, brand, last4, holder_name, expiry_month, expiry_year, token)
       values ($1, 'visa', '0002', 'AMELIA HUGHES', 12, $2, 'sbx_decline_AAAAAAAAAAAAAAAAAAAAAAAA') returning id`,
      [t.buyerId, new Date().getFullYear() + 2],
    );
    const trade = await insertTrade(t, t.buyerId, 4_000);
    const res = await payCard({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), savedCardId: card!.id, cvv: '123' });
    expect(res.body.code).toBe(8007);
    expect(await paymentsOf(t, trade.tradeId)).toMatchObject([{ status: 3, failureCode: 8007 }]);
    await t.db.query('update saved_card set removed = true where id = $1', [card!.id]);
  });

  it('keeps at most 10 saved cards', async () => {
    for (let i = 0; i < 10; i++) expect((await t.post(`${PAY}/wallet/cards/add`, newCard(t.addressId), t.buyerToken)).body.code).toBe(200);
    expect((await t.post(`${PAY}/wallet/cards/add`, newCard(t.addressId), t.buyerToken)).body.code).toBe(8016);
    const trade = await insertTrade(t, t.buyerId, 2_000);
    const res = await payCard({ tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), card: newCard(t.addressId), saveCard: true });
    expect(res.body.code).toBe(8016);
    expect(await paymentsOf(t, trade.tradeId)).toEqual([]);
    const cards = (await t.post<SavedCard[]>(`${PAY}/wallet/cards/list`, {}, t.buyerToken)).body.data;
    for (const card of cards) await t.post(`${PAY}/wallet/cards/remove`, { id: card.id }, t.buyerToken);
  });

  it("never pays another user's trade", async () => {
    const theirs = await insertTrade(t, t.otherId, 2_000);
    const res = await payCard({ tradeNo: theirs.tradeNo, amount: theirs.amount, paymentKey: paymentKey(), card: newCard(t.addressId) });
    expect(res.body.code).toBe(8001);
    expect((await t.post(`${PAY}/pay/status`, { tradeNo: theirs.tradeNo }, t.buyerToken)).body.code).toBe(8001);
    expect(await paymentsOf(t, theirs.tradeId)).toEqual([]);
  });

  it('refuses a trade past its payment deadline', async () => {
    const late = await insertTrade(t, t.buyerId, 2_000, { deadlineMinutes: -1 });
    const res = await payCard({ tradeNo: late.tradeNo, amount: late.amount, paymentKey: paymentKey(), card: newCard(t.addressId) });
    expect(res.body.code).toBe(8002);
  });

  it('needs a signed-in caller', async () => {
    const res = await t.post(`${PAY}/pay/card`, { tradeNo: 'TR000000', amount: 100, paymentKey: paymentKey(), card: newCard(t.addressId) }, null);
    expect(res.body.code).toBe(401);
  });

  it('never stores the full card number or the CVV', async () => {
    for (const table of ['payment', 'saved_card']) {
      const rows = await t.db.query<Record<string, unknown>>(`select * from ${table}`);
      expect(rows.length).toBeGreaterThan(0);
      const text = JSON.stringify(rows);
      expect(text).not.toMatch(/\d{13,}/);
      expect(text).not.toContain('4242424242424242');
      expect(text).not.toContain('5555555555554444');
    }
  });
});
