/**
 * Failure limits hold under parallel requests (issue 10 §1.2): every attempt is taken from its
 * limit before the password, authenticator code or e-mailed code is evaluated, so a burst of
 * 50 or 100 requests gets no more evaluations than the limit allows. The evaluations are
 * counted by spying on the functions that do them.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCatalogue, type LoginResult } from '@clearlot/contract';
import { ANY_IMAGE_KEY, USER, type TestApp, createTestApp, engines, signIn, DEMO_OWNER, DEMO_AGENT } from '../../testing/harness';
import type * as PasswordsModule from './passwords';
import { verifyPassword } from './passwords';
import type * as TotpModule from './totp';
import { currentTotp, totpStep } from './totp';
import { LOGIN_MAX_FAILURES_PER_ACCOUNT, RESET_MAX_PER_IP } from './service';

vi.mock('./passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordsModule>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
vi.mock('./totp', async (importOriginal) => {
  const actual = await importOriginal<typeof TotpModule>();
  return { ...actual, totpStep: vi.fn(actual.totpStep) };
});

const BUYER = { email: 'buyer@clearlot.test', password: 'Demo#Buyer2026' };

/** A six-digit code no authenticator shows now (nor a step either side). */
function wrongTotp(secret: string): string {
  const near = new Set([-30_000, 0, 30_000].map((shift) => currentTotp(secret, Date.now() + shift)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

const codesOf = (answers: Array<{ body: { code: number } }>) => answers.map((answer) => answer.body.code);
const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe.each(engines)('failure limits under parallel requests on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  /** POST from a given client address (each test uses its own, so the per-IP limits do not mix). */
  const postFrom = async <T>(ip: string, path: string, body: object, token?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: ip,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { status: response.statusCode, body: response.json<{ code: number; data: T }>() };
  };

  const hitsOf = async (key: string) => (await t.db.query<{ hits: number }>('select hits from rate_limit_counter where key = $1', [key]))[0]?.hits ?? 0;

  it('50 parallel wrong passwords: at most 5 evaluated, the account locked, the right password in the burst refused', async () => {
    const ip = '198.51.100.10';
    const login = (password: string) => postFrom(ip, `${USER}/buyer/emailPasswordLogin`, { email: DEMO_AGENT.email, password, code: 'abcd', imageKey: ANY_IMAGE_KEY });
    vi.mocked(verifyPassword).mockClear();

    const answers = await Promise.all([...Array.from({ length: 50 }, (_, i) => login(`Wrong-pass${i}`)), login(DEMO_AGENT.password)]);

    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    const codes = codesOf(answers);
    expect(count(codes, ErrorCatalogue.wrongCredentials.code)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(count(codes, ErrorCatalogue.accountLocked.code)).toBe(51 - LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(codes.at(-1)).toBe(ErrorCatalogue.accountLocked.code);
    expect(await hitsOf(`login-fail:acct:${DEMO_AGENT.email}`)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    // refused attempts gave the IP's attempt back: only the evaluated failures count against it
    expect(await hitsOf(`login-fail:ip:${ip}`)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);

    const later = await login(DEMO_AGENT.password);
    expect(later.status).toBe(429);
    expect(later.body.code).toBe(ErrorCatalogue.accountLocked.code);
  });

  it('a right password clears the account failures and does not count against the IP', async () => {
    const ip = '198.51.100.11';
    const login = (password: string) => postFrom(ip, `${USER}/buyer/emailPasswordLogin`, { email: BUYER.email, password, code: 'abcd', imageKey: ANY_IMAGE_KEY });
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT - 1; i++) expect((await login('Wrong-pass1')).body.code).toBe(ErrorCatalogue.wrongCredentials.code);
    expect((await login(BUYER.password)).body.code).toBe(200);
    expect(await hitsOf(`login-fail:acct:${BUYER.email}`)).toBe(0);
    expect(await hitsOf(`login-fail:ip:${ip}`)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT - 1);
    expect((await login('Wrong-pass1')).body.code).toBe(ErrorCatalogue.wrongCredentials.code);
  });

  it('30 parallel right passwords all sign in: tries in flight make the others wait, not fail', async () => {
    const ip = '198.51.100.16';
    const account = { email: 'newbuyer@clearlot.test', password: 'Demo#Buyer2026' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => postFrom(ip, `${USER}/buyer/emailPasswordLogin`, { ...account, code: 'abcd', imageKey: ANY_IMAGE_KEY })));
    expect(new Set(codesOf(answers))).toEqual(new Set([200]));
    expect(await hitsOf(`login-fail:acct:${account.email}`)).toBe(0);
    expect(await hitsOf(`login-fail:ip:${ip}`)).toBe(0);
  });

  it('50 parallel wrong second-step codes: at most 5 checked, then even the right code is refused', async () => {
    const ip = '198.51.100.12';
    const token = await signIn(t, DEMO_OWNER);
    const setup = await t.post<{ secret: string }>(`${USER}/userConfig/secondAuthSetup`, {}, token);
    const secret = setup.body.data.secret;
    expect((await postFrom(ip, `${USER}/userConfig/updateSecondAuthButton`, { enabled: true, code: currentTotp(secret) }, token)).body.code).toBe(200);
    const first = await postFrom<LoginResult>(ip, `${USER}/buyer/emailPasswordLogin`, { ...DEMO_OWNER, code: 'abcd', imageKey: ANY_IMAGE_KEY });
    const pending = first.body.data.token;
    const wrong = wrongTotp(secret);
    vi.mocked(totpStep).mockClear();

    const answers = await Promise.all(Array.from({ length: 50 }, () => postFrom(ip, `${USER}/buyer/secondAuth`, { code: wrong }, pending)));

    expect(vi.mocked(totpStep).mock.calls.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    const codes = codesOf(answers);
    expect(count(codes, ErrorCatalogue.oneTimePasswordWrong.code)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(count(codes, ErrorCatalogue.accountLocked.code)).toBe(50 - LOGIN_MAX_FAILURES_PER_ACCOUNT);
    const right = await postFrom(ip, `${USER}/buyer/secondAuth`, { code: currentTotp(secret, Date.now() + 30_000) }, pending);
    expect(right.body.code).toBe(ErrorCatalogue.accountLocked.code);
  });

  it('50 parallel wrong codes to turn two-step verification on: at most 5 checked', async () => {
    const ip = '198.51.100.13';
    const token = await signIn(t, BUYER);
    const setup = await t.post<{ secret: string }>(`${USER}/userConfig/secondAuthSetup`, {}, token);
    const wrong = wrongTotp(setup.body.data.secret);
    vi.mocked(totpStep).mockClear();

    const answers = await Promise.all(Array.from({ length: 50 }, () => postFrom(ip, `${USER}/userConfig/updateSecondAuthButton`, { enabled: true, code: wrong }, token)));

    expect(vi.mocked(totpStep).mock.calls.length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(count(codesOf(answers), ErrorCatalogue.oneTimePasswordWrong.code)).toBe(LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect(count(codesOf(answers), ErrorCatalogue.accountLocked.code)).toBe(50 - LOGIN_MAX_FAILURES_PER_ACCOUNT);
  });

  it("100 parallel password resets with wrong codes (from 100 addresses): the code's failed count stops at 5 and the code is burnt", async () => {
    const email = 'newbuyer@clearlot.test';
    expect((await t.post(`${USER}/captcha/sendEmailCode`, { email, scene: 'resetPassword' })).body.code).toBe(200);
    const good = await t.latestCode(email);
    const bad = good === '000000' ? '111111' : '000000';
    const reset = (ip: string, code: string) => postFrom(ip, `${USER}/buyer/checkCodeAndResetPassword`, { email, code, password: 'N3w!Password', confirmPassword: 'N3w!Password' });

    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => reset(`203.0.113.${i + 1}`, bad)));

    expect(new Set(codesOf(answers))).toEqual(new Set([ErrorCatalogue.verificationCodeWrong.code]));
    const [row] = await t.db.query<{ failed_attempts: number }>(
      `select failed_attempts from verification_code where target = $1 and scene = 'resetPassword' order by id desc limit 1`,
      [email],
    );
    expect(row!.failed_attempts).toBe(5);
    expect((await reset('203.0.113.200', good)).body.code).toBe(ErrorCatalogue.verificationCodeWrong.code);
  });

  it('limits password resets per IP', async () => {
    const ip = '198.51.100.14';
    const reset = () =>
      postFrom(ip, `${USER}/buyer/checkCodeAndResetPassword`, { email: 'nobody@example.co.uk', code: '123456', password: 'N3w!Password', confirmPassword: 'N3w!Password' });
    const answers = await Promise.all(Array.from({ length: RESET_MAX_PER_IP + 10 }, reset));
    expect(count(codesOf(answers), ErrorCatalogue.emailNotRegistered.code)).toBe(RESET_MAX_PER_IP);
    expect(count(codesOf(answers), ErrorCatalogue.tooManyRequests.code)).toBe(10);
    const next = await reset();
    expect(next.status).toBe(429);
    expect(next.body.code).toBe(ErrorCatalogue.tooManyRequests.code);
  });

  it('50 parallel wrong SMS codes for a phone sign-in: at most 5 compared, the account locked', async () => {
    const ip = '198.51.100.15';
    const phone = { phoneCode: '44', phone: '07700 900456' };
    expect((await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: phone.phone, scene: 'login' })).body.code).toBe(200);
    const good = await t.latestCode('+447700900456');
    const bad = good === '000000' ? '111111' : '000000';

    const answers = await Promise.all(Array.from({ length: 50 }, () => postFrom(ip, `${USER}/buyer/phoneCaptchaLogin`, { ...phone, code: bad })));

    expect(count(codesOf(answers), ErrorCatalogue.verificationCodeWrong.code)).toBe(5);
    expect(count(codesOf(answers), ErrorCatalogue.accountLocked.code)).toBe(45);
    const [row] = await t.db.query<{ failed_attempts: number }>(
      `select failed_attempts from verification_code where target = '+447700900456' and scene = 'login' order by id desc limit 1`,
    );
    expect(row!.failed_attempts).toBe(5);
    expect((await postFrom(ip, `${USER}/buyer/phoneCaptchaLogin`, { ...phone, code: good })).body.code).toBe(ErrorCatalogue.accountLocked.code);
  });
});
