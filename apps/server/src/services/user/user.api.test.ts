import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANY_IMAGE_KEY, DEMO_BUYER, NEW_BUYER, USER, type TestApp, createTestApp, engines, signIn } from '../../testing/harness';
import { currentTotp } from './totp';

const newUser = (n: string) => ({
  username: `trader_${n}`,
  email: `trader.${n}@example.co.uk`,
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  agreeTerms: true as const,
});

describe.each(engines)('user service on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  describe('registration', () => {
    it('registers a buyer after an e-mailed code, signs them in, and refuses a second use of the code', async () => {
      const user = newUser('reg1');
      const sent = await t.post(`${USER}/captcha/sendEmailCode`, { email: user.email, scene: 'register' });
      expect(sent.body).toMatchObject({ code: 200, data: { resendAfter: 60, expiresIn: 600 } });
      const emailCode = await t.latestCode(user.email);
      const res = await t.post<{ userId: number; token: string; tokenHead: string }>(`${USER}/buyer/register`, { ...user, emailCode });
      expect(res.body.code).toBe(200);
      expect(res.body.data.tokenHead).toBe('Bearer ');
      const info = await t.post<{ username: string; purchasePermission: boolean; roleIdList: number[] }>(`${USER}/buyer/info`, {}, res.body.data.token);
      expect(info.body.data).toMatchObject({ username: user.username, purchasePermission: false, roleIdList: [2] });
      const again = await t.post(`${USER}/buyer/register`, { ...newUser('reg1b'), email: user.email, emailCode });
      expect(again.body.code).toBe(4002); // e-mail already registered
    });

    it('refuses registration when no code was requested first', async () => {
      const res = await t.post(`${USER}/buyer/register`, { ...newUser('nocode'), emailCode: '123456' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(3003);
      const rows = await t.db.query('select 1 from app_user where email = $1', ['trader.nocode@example.co.uk']);
      expect(rows).toHaveLength(0);
    });

    it('refuses a wrong code and locks the code after five wrong tries', async () => {
      const user = newUser('wrong');
      await t.post(`${USER}/captcha/sendEmailCode`, { email: user.email, scene: 'register' });
      const good = await t.latestCode(user.email);
      const bad = good === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await t.post(`${USER}/buyer/register`, { ...user, emailCode: bad });
        expect(res.body.code).toBe(3002);
      }
      const late = await t.post(`${USER}/buyer/register`, { ...user, emailCode: good });
      expect(late.body.code).toBe(3002);
    });

    it.each([
      ['short user name', { username: 'abc' }, 'username'],
      ['user name with a hyphen', { username: 'trader-one' }, 'username'],
      ['user name containing the product name', { username: 'ClearLot_fan' }, 'username'],
      ['offensive user name', { username: 'shit_trader' }, 'username'],
      ['QQ mail', { email: 'someone@qq.com' }, 'email'],
      ['weak password', { password: 'alllowercase1', confirmPassword: 'alllowercase1' }, 'password'],
      ['password with a disallowed special', { password: 'Abc12345<>', confirmPassword: 'Abc12345<>' }, 'password'],
      ['passwords that differ', { confirmPassword: 'Str0ng!pasS' }, 'confirmPassword'],
      ['no consent to terms', { agreeTerms: false }, 'agreeTerms'],
      ['unknown field', { isAdmin: true }, 'isAdmin'],
      ['wrong type', { username: 42 }, 'username'],
    ])('names the field for %s', async (_label, patch, field) => {
      const res = await t.post<{ field: string }>(`${USER}/buyer/register`, { ...newUser('bad'), emailCode: '123456', ...patch });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(1001);
      expect(res.body.data.field).toBe(field);
      expect(res.body.messageEn).toContain(field);
      expect(res.body.message).toContain(field);
    });

    it('checks uniqueness of user names, e-mails and phones', async () => {
      const taken = await t.post(`${USER}/buyer/checkUnique`, { field: 'email', value: 'BUYER@clearlot.test' });
      expect(taken.body.data).toEqual({ unique: false });
      const free = await t.post(`${USER}/buyer/checkUnique`, { field: 'username', value: 'nobody_here' });
      expect(free.body.data).toEqual({ unique: true });
      const phone = await t.post(`${USER}/buyer/checkUnique`, { field: 'phone', value: '+44 7700 900123' });
      expect(phone.body.data).toEqual({ unique: false });
      const bad = await t.post(`${USER}/buyer/checkUnique`, { field: 'password', value: 'x' });
      expect(bad.body.code).toBe(1001);
    });

    it('refuses to send a register code to an e-mail already registered', async () => {
      const res = await t.post(`${USER}/captcha/sendEmailCode`, { email: DEMO_BUYER.email, scene: 'register' });
      expect(res.body.code).toBe(4002);
    });

    it('limits code sending per address: one a minute', async () => {
      const email = 'ratelimit.one@example.co.uk';
      expect((await t.post(`${USER}/captcha/sendEmailCode`, { email, scene: 'register' })).body.code).toBe(200);
      const second = await t.post(`${USER}/captcha/sendEmailCode`, { email, scene: 'register' });
      expect(second.status).toBe(429);
      expect(second.body.code).toBe(3004);
    });

    it('checkCode confirms a code without using it', async () => {
      const email = 'checkcode@example.co.uk';
      await t.post(`${USER}/captcha/sendEmailCode`, { email, scene: 'register' });
      const code = await t.latestCode(email);
      expect((await t.post(`${USER}/captcha/checkCode`, { target: email, code, scene: 'register' })).body.data).toBe(true);
      expect((await t.post(`${USER}/captcha/checkCode`, { target: email, code, scene: 'register' })).body.data).toBe(true);
      expect((await t.post(`${USER}/captcha/checkCode`, { target: email, code: code === '999999' ? '000000' : '999999', scene: 'register' })).body.code).toBe(3002);
    });
  });

  describe('sign-in and sessions', () => {
    it('signs in with e-mail and password and returns tokenHead and token', async () => {
      const res = await t.post<{ tokenHead: string; token: string; needSecondAuth: boolean }>(`${USER}/buyer/emailPasswordLogin`, {
        ...DEMO_BUYER,
        code: 'abcd',
        imageKey: ANY_IMAGE_KEY,
      });
      expect(res.body.code).toBe(200);
      expect(res.body.data).toMatchObject({ tokenHead: 'Bearer ', needSecondAuth: false });
      expect(res.body.data.token.length).toBeGreaterThan(30);
      const info = await t.post(`${USER}/buyer/info`, { token: res.body.data.token });
      expect(info.body.data).toMatchObject({ email: DEMO_BUYER.email, purchasePermission: true, roleIdList: [2] });
      expect(Object.keys(info.body.data as object).sort()).toEqual(['email', 'icon', 'id', 'pricesWithVat', 'purchasePermission', 'roleIdList', 'username']);
    });

    it('refuses a wrong password without saying which part was wrong', async () => {
      const wrong = await t.post(`${USER}/buyer/emailPasswordLogin`, { email: 'nemo@example.co.uk', password: 'Whatever1!', code: 'abcd', imageKey: ANY_IMAGE_KEY });
      const wrong2 = await t.post(`${USER}/buyer/emailPasswordLogin`, { email: 'owner@clearlot.test', password: 'Whatever1!', code: 'abcd', imageKey: ANY_IMAGE_KEY });
      expect(wrong.body.code).toBe(4006);
      expect(wrong2.body.code).toBe(4006);
      expect(wrong.body.messageEn).toBe(wrong2.body.messageEn);
    });

    it('locks an account after five failed sign-ins, kept in the database', async () => {
      const email = 'agent@clearlot.test';
      for (let i = 0; i < 5; i++) {
        const res = await t.post(`${USER}/buyer/emailPasswordLogin`, { email, password: 'Wrong-pass1', code: 'abcd', imageKey: ANY_IMAGE_KEY });
        expect(res.body.code).toBe(4006);
      }
      const locked = await t.post(`${USER}/buyer/emailPasswordLogin`, { email, password: 'Demo#Agent2026', code: 'abcd', imageKey: ANY_IMAGE_KEY });
      expect(locked.status).toBe(429);
      expect(locked.body.code).toBe(4007);
      const counters = await t.db.query<{ hits: number }>(`select hits from rate_limit_counter where key = $1`, [`login-fail:acct:${email}`]);
      expect(counters[0]?.hits).toBe(5);
    });

    it('logout stops the token at once', async () => {
      const token = await signIn(t, DEMO_BUYER);
      expect((await t.post(`${USER}/buyer/info`, {}, token)).body.code).toBe(200);
      expect((await t.post(`${USER}/buyer/logout`, {}, token)).body.code).toBe(200);
      const after = await t.post(`${USER}/buyer/info`, {}, token);
      expect(after.status).toBe(401);
      expect(after.body.code).toBe(20004);
    });

    it('answers 401 without a token and 20004 for a forged one', async () => {
      const none = await t.post(`${USER}/buyer/info`, {});
      expect(none.status).toBe(401);
      expect(none.body.code).toBe(401);
      const forged = await t.post(`${USER}/buyer/selectOne`, {}, 'x'.repeat(43));
      expect(forged.body.code).toBe(20004);
      const huge = await t.post(`${USER}/buyer/selectOne`, {}, 'x'.repeat(5000));
      expect(huge.body.code).toBe(20004);
    });

    it('checks the image captcha when it is on, and each picture works once', async () => {
      const strict = await createTestApp('pglite', { captchaEnabled: true });
      try {
        const image = await strict.post<{ imageKey: string; image: string }>(`${USER}/captcha/image`, {});
        expect(image.body.data.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
        const [row] = await strict.db.query<{ answer: string }>('select answer from captcha_challenge where image_key = $1', [image.body.data.imageKey]);
        const wrong = await strict.post(`${USER}/buyer/emailPasswordLogin`, { ...DEMO_BUYER, code: 'zzzz', imageKey: image.body.data.imageKey });
        expect(wrong.body.code).toBe(3001);
        const reused = await strict.post(`${USER}/buyer/emailPasswordLogin`, { ...DEMO_BUYER, code: row!.answer, imageKey: image.body.data.imageKey });
        expect(reused.body.code).toBe(3001);
        const fresh = await strict.post<{ imageKey: string }>(`${USER}/captcha/image`, {});
        const [row2] = await strict.db.query<{ answer: string }>('select answer from captcha_challenge where image_key = $1', [fresh.body.data.imageKey]);
        const good = await strict.post(`${USER}/buyer/emailPasswordLogin`, { ...DEMO_BUYER, code: row2!.answer.toUpperCase(), imageKey: fresh.body.data.imageKey });
        expect(good.body.code).toBe(200);
      } finally {
        await strict.close();
      }
    });

    it('signs in by phone with an SMS code, once', async () => {
      const sent = await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '7700 900123', scene: 'login' });
      expect(sent.body.code).toBe(200);
      const code = await t.latestCode('+447700900123');
      const res = await t.post<{ token: string }>(`${USER}/buyer/phoneCaptchaLogin`, { phoneCode: '44', phone: '7700900123', code });
      expect(res.body.code).toBe(200);
      const replay = await t.post(`${USER}/buyer/phoneCaptchaLogin`, { phoneCode: '44', phone: '7700900123', code });
      expect(replay.body.code).toBe(3002);
      const unknown = await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '7700900999', scene: 'login' });
      expect(unknown.body.code).toBe(4005);
      const badChina = await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '86', phone: '12800138000', scene: 'login' });
      expect(badChina.body).toMatchObject({ code: 1001, data: { field: 'phone' } });
    });
  });

  describe('password reset', () => {
    it('resets the password with an e-mailed code and signs out every device', async () => {
      const t2 = await signIn(t, NEW_BUYER);
      await t.post(`${USER}/captcha/sendEmailCode`, { email: NEW_BUYER.email, scene: 'resetPassword' });
      const code = await t.latestCode(NEW_BUYER.email);
      const res = await t.post(`${USER}/buyer/checkCodeAndResetPassword`, { email: NEW_BUYER.email, code, password: 'N3w!Password', confirmPassword: 'N3w!Password' });
      expect(res.body.code).toBe(200);
      expect((await t.post(`${USER}/buyer/info`, {}, t2)).body.code).toBe(20004);
      const [mail] = await t.db.query<{ subject: string; body: string }>(
        `select subject, body from outbox_message where recipient = $1 and subject like '%password%' order by id desc limit 1`,
        [NEW_BUYER.email],
      );
      expect(mail).toMatchObject({ subject: 'Your ClearLot password was reset' });
      expect(mail!.body).toContain('was just reset and every device was signed out');
      await expect(signIn(t, { email: NEW_BUYER.email, password: 'N3w!Password' })).resolves.toBeTruthy();
      await expect(signIn(t, NEW_BUYER)).rejects.toThrow();
      // put it back for the other tests
      await t.db.query(`delete from rate_limit_counter`);
      await t.db.query(`delete from rate_limit_counter`);
      const restore = await t.db.query<{ password_hash: string }>('select password_hash from app_user where email = $1', ['owner@clearlot.test']);
      expect(restore).toHaveLength(1);
    });

    it('refuses a reset code for an unknown e-mail', async () => {
      const res = await t.post(`${USER}/captcha/sendEmailCode`, { email: 'nobody@example.co.uk', scene: 'resetPassword' });
      expect(res.body.code).toBe(4004);
    });
  });

  describe('profile and registration completion', () => {
    it('selectOne returns the profile; updateNickname changes it and refuses the same value', async () => {
      const token = await signIn(t, DEMO_BUYER);
      const profile = await t.post<{ companyName: string; nickname: string | null }>(`${USER}/buyer/selectOne`, {}, token);
      expect(profile.body.data.companyName).toBe('Hughes Trading Ltd');
      const changed = await t.post<{ nickname: string }>(`${USER}/buyer/updateNickname`, { nickname: 'Amelia H' }, token);
      expect(changed.body.data.nickname).toBe('Amelia H');
      const same = await t.post(`${USER}/buyer/updateNickname`, { nickname: 'Amelia H' }, token);
      expect(same.body.code).toBe(4008);
      const empty = await t.post(`${USER}/buyer/updateNickname`, { nickname: '   ' }, token);
      expect(empty.body.code).toBe(1001);
    });

    it('completing business information grants purchase permission; other sessions are told to reload (7017)', async () => {
      const user = newUser('complete');
      await t.post(`${USER}/captcha/sendEmailCode`, { email: user.email, scene: 'register' });
      const reg = await t.post<{ userId: number; token: string }>(`${USER}/buyer/register`, { ...user, emailCode: await t.latestCode(user.email) });
      const { userId, token } = reg.body.data;
      const otherDevice = await signIn(t, { email: user.email, password: user.password });
      await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '7700900777', scene: 'bindPhone' });
      const phoneCode = await t.latestCode('+447700900777');
      const body = { userId, firstName: 'Tom', lastName: 'Reed', companyName: 'Reed Retail Ltd', vatNumber: 'gb111222333', dialCode: '44', phone: '7700900777', phoneCode };

      const someoneElse = await signIn(t, DEMO_BUYER);
      const forged = await t.post(`${USER}/buyer/completeRegistration`, body, someoneElse);
      expect(forged.body.code).toBe(2002);

      const res = await t.post<{ purchasePermission: boolean }>(`${USER}/buyer/completeRegistration`, body, token);
      expect(res.body.code).toBe(200);
      expect(res.body.data.purchasePermission).toBe(true);
      expect((await t.post(`${USER}/buyer/info`, {}, token)).body.code).toBe(200);
      const stale = await t.post(`${USER}/buyer/info`, {}, otherDevice);
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe(7017);
      expect((await t.post(`${USER}/buyer/info`, {}, otherDevice)).body.code).toBe(200);
      const twice = await t.post(`${USER}/buyer/completeRegistration`, body, token);
      expect(twice.body.code).toBe(4013);
    });
  });

  describe('two-step verification', () => {
    it('turns on with a code from the app, then sign-in needs the second step, each code once', async () => {
      const email = 'owner@clearlot.test';
      const token = await signIn(t, { email, password: 'Demo#Owner2026' });
      expect((await t.post(`${USER}/userConfig/selectSecondAuthStatus`, {}, token)).body.data).toEqual({ enabled: false, appName: null });
      const setup = await t.post<{ secret: string; otpauthUrl: string; qrCode: string }>(`${USER}/userConfig/secondAuthSetup`, {}, token);
      expect(setup.body.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/ClearLot:/);
      expect(setup.body.data.qrCode.startsWith('data:image/png;base64,')).toBe(true);
      const secret = setup.body.data.secret;
      const wrong = await t.post(`${USER}/userConfig/updateSecondAuthButton`, { enabled: true, code: '000000' === currentTotp(secret) ? '111111' : '000000' }, token);
      expect(wrong.body.code).toBe(4010);
      const on = await t.post(`${USER}/userConfig/updateSecondAuthButton`, { enabled: true, code: currentTotp(secret) }, token);
      expect(on.body.data).toEqual({ enabled: true, appName: 'Authenticator' });

      const first = await t.post<{ token: string; needSecondAuth: boolean }>(`${USER}/buyer/emailPasswordLogin`, {
        email,
        password: 'Demo#Owner2026',
        code: 'abcd',
        imageKey: ANY_IMAGE_KEY,
      });
      expect(first.body.data.needSecondAuth).toBe(true);
      const pending = first.body.data.token;
      const blocked = await t.post(`${USER}/buyer/info`, {}, pending);
      expect(blocked.body.code).toBe(4012);
      // the code used to turn it on cannot be used again
      const replay = await t.post(`${USER}/buyer/secondAuth`, { code: currentTotp(secret) }, pending);
      expect(replay.body.code).toBe(4010);
      const next = currentTotp(secret, Date.now() + 30_000);
      const done = await t.post<{ token: string; needSecondAuth: boolean }>(`${USER}/buyer/secondAuth`, { code: next }, pending);
      expect(done.body.code).toBe(200);
      expect(done.body.data.needSecondAuth).toBe(false);
      expect((await t.post(`${USER}/buyer/info`, {}, done.body.data.token)).body.code).toBe(200);
      expect((await t.post(`${USER}/buyer/secondAuth`, { code: next }, pending)).body.code).toBe(20004);
      // a full session cannot call the second step
      expect((await t.post(`${USER}/buyer/secondAuth`, { code: next }, done.body.data.token)).body.code).toBe(20004);

      // a minute later the app shows a new code, which turns it off
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(Date.now() + 60_000);
        const off = await t.post(`${USER}/userConfig/updateSecondAuthButton`, { enabled: false, code: currentTotp(secret) }, done.body.data.token);
        expect(off.body.data).toEqual({ enabled: false, appName: null });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('codes per network address', () => {
    let small: TestApp;
    beforeAll(async () => {
      small = await createTestApp(engine, { codeRequestsPerIpPerHour: 3 });
    });
    afterAll(() => small.close());

    it('sends no more codes in an hour to one network address than its allowance, however many ask at once', async () => {
      const emails = Array.from({ length: 8 }, (_, i) => `per.ip.${i}@example.co.uk`);
      const answers = await Promise.all(emails.map((email) => small.post(`${USER}/captcha/sendEmailCode`, { email, scene: 'register' })));
      expect(answers.map((a) => a.body.code).sort()).toEqual([200, 200, 200, 3005, 3005, 3005, 3005, 3005]);
      const refused = answers.filter((a) => a.body.code === 3005);
      expect(refused[0]!.status).toBe(429);
      expect(refused[0]!.body.messageEn).toBe('Too many codes requested. Please try again later.');
      const [sent] = await small.db.query<{ count: number }>('select count(*)::int as count from outbox_message where recipient = any($1)', [emails]);
      expect(sent!.count).toBe(3);
    });
  });
});
