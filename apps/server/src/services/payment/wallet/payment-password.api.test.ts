/**
 * The payment password, and the account password asked when setting it, hold their limits
 * under parallel requests: each try is taken before the password is compared (issue 10 §1.2).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCatalogue, PAYMENT_PASSWORD_MAX_TRIES } from '@clearlot/contract';
import { engines } from '../../../testing/harness';
import type * as PasswordsModule from '../../user/passwords';
import { verifyPassword } from '../../user/passwords';
import { DEMO_PAYMENT_PASSWORD, NEW_BUYER, PAY, type PaymentTestApp, createPaymentTestApp, insertTrade, paymentKey, walletBalances } from '../testing';
import { LOGIN_PASSWORD_MAX_TRIES } from './payment-password';

vi.mock('../../user/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordsModule>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe.each(engines)('payment password limits under parallel requests on %s', (engine) => {
  let t: PaymentTestApp;
  beforeAll(async () => {
    t = await createPaymentTestApp(engine);
  });
  afterAll(() => t.close());

  it('50 parallel wrong payment passwords: at most 5 compared, payments locked, the right password in the burst refused', async () => {
    const trade = await insertTrade(t, t.buyerId, 2_000);
    const before = await walletBalances(t, t.buyerId);
    const pay = (paymentPassword: string) =>
      t.post(`${PAY}/pay/balance`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword }, t.buyerToken);
    vi.mocked(verifyPassword).mockClear();

    const answers = await Promise.all([...Array.from({ length: 50 }, () => pay('135791')), pay(DEMO_PAYMENT_PASSWORD)]);

    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(PAYMENT_PASSWORD_MAX_TRIES);
    const codes = answers.map((answer) => answer.body.code);
    // the fifth wrong try already answers "locked"
    expect(count(codes, ErrorCatalogue.paymentPasswordWrong.code)).toBe(PAYMENT_PASSWORD_MAX_TRIES - 1);
    expect(count(codes, ErrorCatalogue.paymentPasswordLocked.code)).toBe(51 - (PAYMENT_PASSWORD_MAX_TRIES - 1));
    expect(codes.at(-1)).toBe(ErrorCatalogue.paymentPasswordLocked.code);
    expect(await walletBalances(t, t.buyerId)).toEqual(before);
    expect((await pay(DEMO_PAYMENT_PASSWORD)).body.code).toBe(ErrorCatalogue.paymentPasswordLocked.code);
  });

  it('50 parallel wrong account passwords when setting the payment password: at most 5 compared, nothing set', async () => {
    const set = (loginPassword: string) => t.post(`${PAY}/wallet/setPaymentPassword`, { loginPassword, paymentPassword: '975310', confirmPaymentPassword: '975310' }, t.otherToken);
    vi.mocked(verifyPassword).mockClear();

    const answers = await Promise.all([...Array.from({ length: 50 }, (_, i) => set(`Wrong#Pass${i}`)), set(NEW_BUYER.password)]);

    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(LOGIN_PASSWORD_MAX_TRIES);
    const codes = answers.map((answer) => answer.body.code);
    expect(count(codes, ErrorCatalogue.loginPasswordWrong.code)).toBe(LOGIN_PASSWORD_MAX_TRIES - 1);
    expect(count(codes, ErrorCatalogue.accountLocked.code)).toBe(51 - (LOGIN_PASSWORD_MAX_TRIES - 1));
    const [wallet] = await t.db.query<{ set: boolean }>('select payment_password_hash is not null as set from wallet where user_id = $1', [t.otherId]);
    expect(wallet?.set ?? false).toBe(false);
  });

  it('a right account password sets the payment password, which then works', async () => {
    await t.db.query(`delete from rate_limit_counter where key like 'wallet-login-password-fail:%'`);
    const set = await t.post(`${PAY}/wallet/setPaymentPassword`, { loginPassword: NEW_BUYER.password, paymentPassword: '975310', confirmPaymentPassword: '975310' }, t.otherToken);
    expect(set.body.code).toBe(200);
    const trade = await insertTrade(t, t.otherId, 1_000);
    const wrong = await t.post(`${PAY}/pay/balance`, { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: paymentKey(), paymentPassword: '135791' }, t.otherToken);
    expect(wrong.body.code).toBe(ErrorCatalogue.paymentPasswordWrong.code);
  });
});
