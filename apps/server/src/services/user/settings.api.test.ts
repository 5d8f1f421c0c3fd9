/**
 * Account settings (issue 14): the bound e-mail and phone changed with a code sent to the new one (which
 * must differ from the bound one and be nobody else's), the name, the avatar (the user's own photo), and
 * the wallet's payment password reset by a code e-mailed to the account. On both engines, with parallel
 * requests racing one code.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProfile } from '@clearlot/contract';
import { type TestApp, USER, createTestApp, engines, signIn } from '../../testing/harness';
import { uploadedPhoto } from '../order/returns/testing';
import { checkPaymentPassword } from '../payment/wallet/payment-password';
import { issueCode } from './codes';
import { hashPassword } from './passwords';
import { isTaken } from './store';

const PASSWORD = 'Set#Tings2026';
const PAY = '/srs-payment-service';

describe.each(engines)('account settings on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  // each account its own number (random ones met a number this file had already given out)
  let nextPhone = Math.floor(Math.random() * 100_000);
  async function account(): Promise<{ email: string; userId: number; token: string }> {
    const tag = randomUUID().slice(0, 8);
    const email = `set-${tag}@clearlot.test`;
    const [row] = await t.db.query<{ id: number }>(`insert into app_user (username, email, password_hash, phone) values ($1, $2, $3, $4) returning id`, [
      `set_${tag}`,
      email,
      await hashPassword(PASSWORD),
      `+4477009${String(nextPhone++ % 100_000).padStart(5, '0')}`,
    ]);
    return { email, userId: row!.id, token: await signIn(t, { email, password: PASSWORD }) };
  }
  const profile = async (token: string) => (await t.post<UserProfile>(`${USER}/buyer/selectOne`, {}, token)).body.data;
  const sendEmailCode = (email: string, scene: string) => t.post(`${USER}/captcha/sendEmailCode`, { email, scene });

  it('binds a new e-mail with the code sent to it; the old address is told; sign-in follows the new one', async () => {
    const me = await account();
    const next = `moved-${randomUUID().slice(0, 8)}@clearlot.test`;
    expect((await sendEmailCode(next, 'bindEmail')).body.code).toBe(200);
    const code = await t.latestCode(next);
    // a wrong code changes nothing
    expect((await t.post(`${USER}/buyer/updateEmail`, { email: next, code: code === '000000' ? '111111' : '000000' }, me.token)).body.code).toBe(3002);
    expect((await profile(me.token)).email).toBe(me.email);

    const res = await t.post<UserProfile>(`${USER}/buyer/updateEmail`, { email: ` ${next.toUpperCase()} `, code }, me.token);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.email).toBe(next);
    const told = await t.db.query<{ subject: string; body: string }>('select subject, body from outbox_message where recipient = $1 order by id', [me.email]);
    expect(told.at(-1)!.subject).toBe('Your ClearLot e-mail address was changed');
    expect(told.at(-1)!.body).toContain(`m***@clearlot.test`);
    expect(await t.db.query(`select 1 from user_notice where user_id = $1 and title_en = 'Your e-mail address was changed'`, [me.userId])).toHaveLength(1);
    await expect(signIn(t, { email: me.email, password: PASSWORD })).rejects.toThrow();
    expect(await signIn(t, { email: next, password: PASSWORD })).toBeTruthy();
    // the code binds once
    expect((await t.post(`${USER}/buyer/updateEmail`, { email: next, code }, me.token)).body.code).toBe(4014);
  });

  it('refuses the bound address (§8), another account’s, a phone scene for e-mail, and a caller without a session', async () => {
    const me = await account();
    const other = await account();
    expect((await t.post(`${USER}/buyer/updateEmail`, { email: me.email, code: '123456' }, me.token)).body).toMatchObject({
      code: 4014,
      messageEn: 'The new phone or e-mail must differ from the one already bound.',
    });
    expect((await sendEmailCode(other.email, 'bindEmail')).body.code).toBe(4002);
    expect((await t.post(`${USER}/buyer/updateEmail`, { email: other.email, code: '123456' }, me.token)).body.code).toBe(4002);
    expect((await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '7700900777', scene: 'bindEmail' })).body.code).toBe(1001);
    expect((await t.post(`${USER}/buyer/updateEmail`, { email: 'x@clearlot.test', code: '123456' })).body.code).toBe(401);
    expect((await t.post(`${USER}/buyer/updateEmail`, { email: 'not-an-email', code: '123456' }, me.token)).body.code).toBe(1001);
  });

  it('lets one of 20 parallel requests with the same code bind the address', async () => {
    const me = await account();
    const next = `race-${randomUUID().slice(0, 8)}@clearlot.test`;
    await sendEmailCode(next, 'bindEmail');
    const code = await t.latestCode(next);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.post(`${USER}/buyer/updateEmail`, { email: next, code }, me.token)));
    expect(answers.filter((res) => res.body.code === 200)).toHaveLength(1);
    expect(
      answers.every((res) => [200, 3002, 4014].includes(res.body.code)),
      JSON.stringify(answers.map((res) => [res.body.code, (res.body as { messageEn?: string }).messageEn])),
    ).toBe(true);
    expect(await t.db.query('select 1 from outbox_message where recipient = $1 and subject = $2', [me.email, 'Your ClearLot e-mail address was changed'])).toHaveLength(1);
    // the address is now this account's: taken for anyone else, not for the account itself, so a request that read the account
    // before the winner bound it is told its code was used (3002), never that the address belongs to someone (4002)
    expect(await isTaken(t.db, 'email', next)).toBe(true);
    expect(await isTaken(t.db, 'email', next, me.userId)).toBe(false);
  });

  it('binds a new phone with the code texted to it, in E.164, and refuses the bound one', async () => {
    const me = await account();
    const bound = (await profile(me.token)).phone!;
    expect((await t.post(`${USER}/buyer/updatePhone`, { dialCode: '44', phone: bound.slice(3), code: '123456' }, me.token)).body.code).toBe(4014);
    const national = `7700${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    expect((await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: national, scene: 'bindPhone' })).body.code).toBe(200);
    const code = await t.latestCode(`+44${national}`);
    const res = await t.post<UserProfile>(`${USER}/buyer/updatePhone`, { dialCode: '44', phone: national, code }, me.token);
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.phone).toBe(`+44${national}`);
    expect((await t.post(`${USER}/buyer/updatePhone`, { dialCode: '44', phone: '123', code }, me.token)).body.code).toBe(1001);
  });

  it('changes the name, and sets and removes an avatar of the user’s own photo only', async () => {
    const me = await account();
    const other = await account();
    const named = await t.post<UserProfile>(`${USER}/buyer/updateName`, { firstName: ' Ada ', lastName: '李' }, me.token);
    expect(named.body.data).toMatchObject({ firstName: 'Ada', lastName: '李' });
    expect((await t.post(`${USER}/buyer/updateName`, { firstName: '', lastName: 'X' }, me.token)).body.code).toBe(1001);
    expect((await t.post(`${USER}/buyer/updateName`, { firstName: 'A'.repeat(51), lastName: 'X' }, me.token)).body.code).toBe(1001);

    const mine = await uploadedPhoto(t, me.userId);
    const theirs = await uploadedPhoto(t, other.userId);
    expect((await t.post(`${USER}/buyer/updateAvatar`, { icon: theirs.url }, me.token)).body).toMatchObject({
      code: 4019,
      messageEn: 'Please upload the picture for your avatar again.',
    });
    expect((await profile(me.token)).icon).toBeNull();
    expect((await t.post(`${USER}/buyer/updateAvatar`, { icon: '../../etc/passwd' }, me.token)).body.code).toBe(1001);
    expect((await t.post<UserProfile>(`${USER}/buyer/updateAvatar`, { icon: mine.url }, me.token)).body.data.icon).toBe(mine.url);
    expect((await t.post<UserProfile>(`${USER}/buyer/updateAvatar`, { icon: null }, me.token)).body.data.icon).toBeNull();
  });

  it('resets a forgotten payment password with the code e-mailed to the account, and only that code', async () => {
    const me = await account();
    expect((await t.post(`${PAY}/wallet/setPaymentPassword`, { loginPassword: PASSWORD, paymentPassword: '135790', confirmPaymentPassword: '135790' }, me.token)).body.code).toBe(
      200,
    );
    // a code for another scene does not reset it
    const otherScene = await issueCode(t.db, me.email, 'resetPassword');
    expect((await t.post(`${PAY}/wallet/resetPaymentPassword`, { code: otherScene, paymentPassword: '246824', confirmPaymentPassword: '246824' }, me.token)).body.code).toBe(3003);

    expect((await sendEmailCode(me.email, 'paymentPassword')).body.code).toBe(200);
    const code = await t.latestCode(me.email);
    expect((await t.post(`${PAY}/wallet/resetPaymentPassword`, { code, paymentPassword: '246824', confirmPaymentPassword: '246820' }, me.token)).body.code).toBe(1001);
    const done = await t.post<{ hasPaymentPassword: boolean }>(
      `${PAY}/wallet/resetPaymentPassword`,
      { code, paymentPassword: '246824', confirmPaymentPassword: '246824' },
      me.token,
    );
    expect(done.body.code, JSON.stringify(done.body)).toBe(200);
    await expect(checkPaymentPassword(t.db, me.userId, '246824')).resolves.toBeUndefined();
    await expect(checkPaymentPassword(t.db, me.userId, '135790')).rejects.toMatchObject({ errorName: 'paymentPasswordWrong' });
    // used once
    expect((await t.post(`${PAY}/wallet/resetPaymentPassword`, { code, paymentPassword: '111333', confirmPaymentPassword: '111333' }, me.token)).body.code).toBe(3002);
  });
});
