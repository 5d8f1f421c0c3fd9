/**
 * One mobile, one spelling, one account (issue 10 §1.4): phones are stored in E.164 whatever the
 * user typed, and migration 0005 rewrote the numbers stored before, releasing duplicates.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCatalogue, type LoginResult } from '@clearlot/contract';
import type { Db } from '../../platform/db';
import { migrate } from '../../platform/migrate';
import { type Engine, USER, type TestApp, createTestApp, emptyDb, engines } from '../../testing/harness';

const newUser = (n: string) => ({
  username: `mobile_${n}`,
  email: `mobile.${n}@example.co.uk`,
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  agreeTerms: true as const,
});

describe.each(engines)('phones in E.164 on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function register(n: string): Promise<{ userId: number; token: string }> {
    const user = newUser(n);
    await t.post(`${USER}/captcha/sendEmailCode`, { email: user.email, scene: 'register' });
    const res = await t.post<{ userId: number; token: string }>(`${USER}/buyer/register`, { ...user, emailCode: await t.latestCode(user.email) });
    expect(res.body.code).toBe(200);
    return res.body.data;
  }

  const completion = (userId: number, phone: string, phoneCode: string) => ({
    userId,
    firstName: 'Sam',
    lastName: 'Lee',
    companyName: 'Lee Wholesale Ltd',
    dialCode: '44',
    phone,
    phoneCode,
  });

  it('binds 07700728990 and 7700728990 (+44) as one number: the second account is refused', async () => {
    const first = await register('one');
    expect((await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '07700728990', scene: 'bindPhone' })).body.code).toBe(200);
    const code = await t.latestCode('+447700728990');
    const done = await t.post(`${USER}/buyer/completeRegistration`, completion(first.userId, '07700728990', code), first.token);
    expect(done.body.code).toBe(200);
    const [stored] = await t.db.query<{ phone: string }>('select phone from app_user where id = $1', [first.userId]);
    expect(stored!.phone).toBe('+447700728990');

    await t.db.query(`delete from rate_limit_counter where key like 'code:%'`);
    const again = await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '+44', phone: '7700 728 990', scene: 'bindPhone' });
    expect(again.body.code).toBe(ErrorCatalogue.phoneTaken.code);
    const unique = await t.post<{ unique: boolean }>(`${USER}/buyer/checkUnique`, { field: 'phone', value: '+44 7700 728990' });
    expect(unique.body.data.unique).toBe(false);
  });

  it('signs in by phone however the number is typed', async () => {
    for (const typed of ['07700 900123', '7700900123', '+44 7700 900123']) {
      expect((await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: typed, scene: 'login' })).body.code).toBe(200);
      const code = await t.latestCode('+447700900123');
      const res = await t.post<LoginResult>(`${USER}/buyer/phoneCaptchaLogin`, { phoneCode: '44', phone: typed, code });
      expect(res.body.code).toBe(200);
      // one code a minute per number
      await t.db.query(`delete from rate_limit_counter where key like 'code:%'`);
    }
  });

  it('refuses a number of an impossible length and one typed with another country code, naming the field', async () => {
    const short = await t.post<{ field: string }>(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '123', scene: 'login' });
    expect(short.body).toMatchObject({ code: 1001, data: { field: 'phone' } });
    const french = await t.post<{ field: string }>(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '+33 6 12 34 56 78', scene: 'login' });
    expect(french.body).toMatchObject({ code: 1001, data: { field: 'phone' } });
  });

  it('the database refuses a phone that is not E.164', async () => {
    await expect(t.db.query(`update app_user set phone = '+44 7700900999' where email = 'agent@clearlot.test'`)).rejects.toThrow(/app_user_phone_e164/);
  });
});

/** A database migrated up to 0004 (before this issue), on the engine under test. */
async function databaseBefore0005(engine: Engine): Promise<{ db: Db; drop: () => Promise<void> }> {
  const empty = await emptyDb(engine);
  const { db } = empty;
  const dir = join(import.meta.dirname, '../../db/migrations');
  const earlier = readdirSync(dir)
    .filter((file) => file.endsWith('.sql') && file < '0005')
    .sort();
  await db.exec('create table schema_migration (name text primary key, applied_at timestamptz not null default now())');
  for (const file of earlier) {
    await db.exec(readFileSync(join(dir, file), 'utf8'));
    await db.query('insert into schema_migration (name) values ($1)', [file]);
  }
  return empty;
}

describe.each(engines)('migration 0005 rewrites stored phones on %s', (engine) => {
  let db: Db;
  let drop: () => Promise<void>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ db, drop } = await databaseBefore0005(engine));
    const legacy: Array<[string, string | null, boolean]> = [
      ['uk_first', '+44 07700728990', true],
      ['uk_second', '+44 7700728990', true],
      ['us', '+1 12025550123', true],
      ['italy', '+39 0612345678', true],
      ['china', '+86 13800138000', true],
      ['too_long', `+44 ${'7'.repeat(20)}`, true],
      ['no_phone', null, false],
    ];
    for (const [name, phone, permission] of legacy) {
      const [row] = await db.query<{ id: number }>(
        `insert into app_user (username, email, password_hash, phone, purchase_permission, created_at)
         values ($1, $2, 'x', $3, $4, now() - make_interval(days => $5)) returning id`,
        [name, `${name}@example.co.uk`, phone, permission, 100 - Object.keys(ids).length],
      );
      ids[name] = row!.id;
    }
    await migrate(db);
  });
  afterAll(() => drop());

  const userRow = async (name: string) =>
    (
      await db.query<{ phone: string | null; purchase_permission: boolean; permission_version: number }>(
        'select phone, purchase_permission, permission_version from app_user where id = $1',
        [ids[name]],
      )
    )[0]!;

  it('rewrites every stored phone in E.164, dropping trunk prefixes but not a leading 0 that belongs to the number', async () => {
    expect((await userRow('uk_first')).phone).toBe('+447700728990');
    expect((await userRow('us')).phone).toBe('+12025550123');
    expect((await userRow('italy')).phone).toBe('+390612345678');
    expect((await userRow('china')).phone).toBe('+8613800138000');
    expect((await userRow('no_phone')).phone).toBeNull();
  });

  it('keeps a number bound twice with the older account and records the release; the newer account completes its details again', async () => {
    expect(await userRow('uk_first')).toMatchObject({ purchase_permission: true, permission_version: 1 });
    expect(await userRow('uk_second')).toEqual({ phone: null, purchase_permission: false, permission_version: 2 });
    expect(await userRow('too_long')).toMatchObject({ phone: null, purchase_permission: false });
    const releases = await db.query('select user_id, released_phone, e164, kept_by_user_id, reason from phone_binding_release order by user_id');
    expect(releases).toEqual([
      { user_id: ids.uk_second, released_phone: '+44 7700728990', e164: '+447700728990', kept_by_user_id: ids.uk_first, reason: 'duplicate' },
      { user_id: ids.too_long, released_phone: `+44 ${'7'.repeat(20)}`, e164: `+44${'7'.repeat(20)}`, kept_by_user_id: null, reason: 'notE164' },
    ]);
  });

  it('from now on one spelling per number: a second binding of the same number is refused', async () => {
    await expect(db.query(`update app_user set phone = '+447700728990' where id = $1`, [ids.uk_second])).rejects.toThrow(/app_user_phone_key/);
  });
});
