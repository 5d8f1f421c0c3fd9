/**
 * ModifyPwd (issue 14): the current password proves the holder (its tries limited before checking), the new one
 * follows the §5 rules and differs, every other session is signed out, the holder is told by e-mail.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, USER, createTestApp, engines, signIn } from '../../testing/harness';
import { hashPassword } from './passwords';

const OLD = 'Old#Pass2026';
const NEW = 'New#Pass2027';

describe.each(engines)('changing the password on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  async function account(): Promise<{ email: string; userId: number }> {
    const email = `pw-${randomUUID().slice(0, 8)}@clearlot.test`;
    const [row] = await t.db.query<{ id: number }>(`insert into app_user (username, email, password_hash) values ($1, $2, $3) returning id`, [
      `pw_${randomUUID().slice(0, 8)}`,
      email,
      await hashPassword(OLD),
    ]);
    return { email, userId: row!.id };
  }
  const change = (token: string, body: object) => t.post(`${USER}/buyer/updatePassword`, body, token);
  const info = (token: string) => t.post(`${USER}/buyer/info`, {}, token);

  it('changes it, keeps this session, signs the others out and sends a notice', async () => {
    const { email } = await account();
    const here = await signIn(t, { email, password: OLD });
    const elsewhere = await signIn(t, { email, password: OLD });
    const res = await change(here, { currentPassword: OLD, password: NEW, confirmPassword: NEW });
    expect(res.body.code).toBe(200);
    expect((await info(here)).body.code).toBe(200);
    expect((await info(elsewhere)).body.code).not.toBe(200);
    await expect(signIn(t, { email, password: OLD })).rejects.toThrow();
    expect(await signIn(t, { email, password: NEW })).toBeTruthy();
    const mail = await t.db.query<{ subject: string; body: string }>('select subject, body from outbox_message where recipient = $1 and channel = $2', [email, 'email']);
    expect(mail).toHaveLength(1);
    // what happened: the others were signed out, this one was not (issue 31 item 18)
    expect(mail[0]!.subject).toBe('Your ClearLot password was changed');
    expect(mail[0]!.body).toContain('Every other device signed in to your account was signed out; the device the password was changed on stays signed in.');
    expect(mail[0]!.body).not.toContain('every device was signed out');
  });

  it('e-mails a Chinese-speaking holder in Chinese that this device stays signed in', async () => {
    const { email } = await account();
    const here = await signIn(t, { email, password: OLD });
    const res = await t.post(`${USER}/buyer/updatePassword`, { currentPassword: OLD, password: NEW, confirmPassword: NEW }, here, { 'accept-language': 'zh-CN' });
    expect(res.body.code).toBe(200);
    const [mail] = await t.db.query<{ subject: string; body: string }>('select subject, body from outbox_message where recipient = $1 and channel = $2', [email, 'email']);
    expect(mail!.subject).toBe('您的 ClearLot 密码已修改');
    expect(mail!.body).toContain('已登录您账户的其他设备均已退出登录，修改密码的设备保持登录。');
    expect(mail!.body).not.toContain('所有设备已退出登录');
  });

  it('refuses a wrong current password, the same password, a weak or unconfirmed one, and a signed-out caller — changing nothing', async () => {
    const { email } = await account();
    const token = await signIn(t, { email, password: OLD });
    expect((await change(token, { currentPassword: 'Wrong#Pass1', password: NEW, confirmPassword: NEW })).body).toMatchObject({
      code: 4016,
      messageEn: 'The current password is incorrect.',
      message: '当前密码错误。',
    });
    expect((await change(token, { currentPassword: OLD, password: OLD, confirmPassword: OLD })).body.code).toBe(4018);
    expect((await change(token, { currentPassword: OLD, password: 'short', confirmPassword: 'short' })).body.code).toBe(1001);
    expect((await change(token, { currentPassword: OLD, password: NEW, confirmPassword: 'Other#Pass1' })).body.code).toBe(1001);
    expect((await change(token, { currentPassword: OLD, password: NEW })).body.code).toBe(1001);
    expect((await t.post(`${USER}/buyer/updatePassword`, { currentPassword: OLD, password: NEW, confirmPassword: NEW })).body.code).toBe(401);
    expect(await signIn(t, { email, password: OLD })).toBeTruthy();
  });

  it('checks at most 5 wrong current passwords however many arrive at once, then refuses even the right one', async () => {
    const { email } = await account();
    const token = await signIn(t, { email, password: OLD });
    const burst = await Promise.all(Array.from({ length: 50 }, () => change(token, { currentPassword: 'Wrong#Pass1', password: NEW, confirmPassword: NEW })));
    expect(burst.filter((r) => r.body.code === 4016).length).toBeLessThanOrEqual(5);
    expect(burst.every((r) => [4016, 4017].includes(r.body.code))).toBe(true);
    expect((await change(token, { currentPassword: OLD, password: NEW, confirmPassword: NEW })).body.code).toBe(4017);
    expect(await signIn(t, { email, password: OLD })).toBeTruthy();
  });
});
