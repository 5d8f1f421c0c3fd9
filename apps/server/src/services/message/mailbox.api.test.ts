/**
 * The development mailbox shows sign-in codes, so it must not let anyone take over an account
 * (issue 10 §1.5): served only when DEV_MAILBOX=true, never in production, only to this machine.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxMessage } from '@clearlot/contract';
import { ConfigError, loadConfig } from '../../platform/config';
import { USER, type TestApp, createTestApp, engines } from '../../testing/harness';

const MAILBOX = '/srs-message-service/dev/mailbox';
const notFound = { code: 1404, messageEn: 'The requested resource was not found.', data: null };

describe('DEV_MAILBOX setting', () => {
  it('is off unless set, and refused in production', () => {
    expect(loadConfig({}).devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).devMailbox).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.co.uk', DEV_MAILBOX: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.co.uk' }).devMailbox).toBe(false);
  });
});

describe.each(engines)('the development mailbox on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { devMailbox: true });
    await t.post(`${USER}/captcha/sendEmailCode`, { email: 'mailbox.reader@example.co.uk', scene: 'register' });
    await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '07700 900123', scene: 'login' });
  });
  afterAll(() => t.close());

  const read = async (url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) => {
    const response = await t.app.inject({ method: 'GET', url, ...options });
    return { status: response.statusCode, body: response.json<{ code: number; data: MailboxMessage[] | null }>() };
  };

  it('shows a caller on this machine what the outbox stored, e-mails and texts alike', async () => {
    const mail = await read(`${MAILBOX}?to=Mailbox.Reader@example.co.uk`);
    expect(mail.status).toBe(200);
    expect(mail.body.data![0]).toMatchObject({ channel: 'email', to: 'mailbox.reader@example.co.uk' });
    // a phone filter is read as the number it is, whatever its spaces
    const text = await read(`${MAILBOX}?to=${encodeURIComponent('+44 7700 900123')}`);
    expect(text.body.data![0]).toMatchObject({ channel: 'sms', to: '+447700900123' });
    expect((await read(MAILBOX, { remoteAddress: '::1' })).status).toBe(200);
  });

  it('does not exist for a caller elsewhere', async () => {
    const res = await read(MAILBOX, { remoteAddress: '203.0.113.7' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject(notFound);
  });

  it('does not exist for a request through a proxy, where every caller would look local', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await read(MAILBOX, { headers: { [header]: header === 'forwarded' ? 'for=203.0.113.7' : '203.0.113.7' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(notFound);
    }
  });

  it('does not exist at all when DEV_MAILBOX is not set: 404 in the envelope, not in the API docs', async () => {
    const off = await createTestApp(engine, { devMailbox: false });
    try {
      const res = await off.app.inject({ method: 'GET', url: MAILBOX });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 1404 });
      const docs = await off.app.inject({ method: 'GET', url: '/openapi.json' });
      expect(Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths)).not.toContain(MAILBOX);
    } finally {
      await off.close();
    }
  });
});
