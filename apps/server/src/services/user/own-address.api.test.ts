/**
 * Re-entering one's own e-mail or phone to bind it (issue 31 item 19): the code request says it is
 * already this account's (4014, "must differ from the one already bound"), not "already registered"
 * as if another account had it; another account's address is still "already registered", and a
 * caller without a session is answered as before. On both engines.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCatalogue } from '@clearlot/contract';
import { type TestApp, USER, createTestApp, engines, signIn } from '../../testing/harness';
import { hashPassword } from './passwords';

const PASSWORD = 'Own#Address2026';

describe.each(engines)('binding one’s own address on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function account(): Promise<{ email: string; national: string; token: string }> {
    const tag = randomUUID().slice(0, 8);
    const email = `own-${tag}@clearlot.test`;
    const national = `77009${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    await t.db.query(`insert into app_user (username, email, password_hash, phone) values ($1, $2, $3, $4)`, [`own_${tag}`, email, await hashPassword(PASSWORD), `+44${national}`]);
    return { email, national, token: await signIn(t, { email, password: PASSWORD }) };
  }
  const sendEmailCode = (email: string, token?: string) => t.post(`${USER}/captcha/sendEmailCode`, { email, scene: 'bindEmail' }, token);
  const sendPhoneCode = (phone: string, token?: string) => t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone, scene: 'bindPhone' }, token);

  it('tells the account its own e-mail is the one already bound, in both languages, and sends no code', async () => {
    const me = await account();
    const own = await sendEmailCode(` ${me.email.toUpperCase()} `, me.token);
    expect(own.body).toMatchObject({
      code: ErrorCatalogue.newValueSameAsBound.code,
      messageEn: ErrorCatalogue.newValueSameAsBound.en,
      message: ErrorCatalogue.newValueSameAsBound.zh,
    });
    expect(await t.db.query('select 1 from outbox_message where recipient = $1', [me.email])).toHaveLength(0);
  });

  it('tells the account its own phone is the one already bound', async () => {
    const me = await account();
    expect((await sendPhoneCode(me.national, me.token)).body.code).toBe(ErrorCatalogue.newValueSameAsBound.code);
  });

  it('still says another account’s address is registered, with or without a session', async () => {
    const me = await account();
    const other = await account();
    expect((await sendEmailCode(other.email, me.token)).body.code).toBe(ErrorCatalogue.emailTaken.code);
    expect((await sendEmailCode(me.email)).body.code).toBe(ErrorCatalogue.emailTaken.code);
    expect((await sendPhoneCode(other.national, me.token)).body.code).toBe(ErrorCatalogue.phoneTaken.code);
    const free = `free-${randomUUID().slice(0, 8)}@clearlot.test`;
    expect((await sendEmailCode(free, me.token)).body.code).toBe(200);
  });
});
