/**
 * The operations' list of e-mails and texts that could not be delivered (issue 35 item 5), on both engines
 * through HTTP, for the console's delivery failures desk: e-mails that fail for real (SMTP pointed at a port
 * nobody listens on), listed newest first with what each was for; recipients masked; a code's subject never
 * shown; the channel filter and older pages; who may read it; a bad query refused in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FailedDelivery, FailedDeliveryPage } from '@clearlot/contract';
import { DEMO_ROLE_ACCOUNTS, type DemoRole, type TestApp, USER, createTestApp, engines, signIn } from '../../../testing/harness';

const FAILURES = '/srs-message-service/platform/delivery/failures';
const CONTACT = '/srs-message-service/contact/submit';

describe.each(engines)('the delivery failures list on %s', (engine) => {
  let t: TestApp;
  const tokens = {} as Record<DemoRole, string>;
  beforeAll(async () => {
    // nothing listens on port 1: every e-mail fails as it would with a mail server that cannot be reached
    t = await createTestApp(engine, { smtpUrl: 'smtp://127.0.0.1:1', sms: null, textsAvailable: false });
    for (const who of Object.keys(DEMO_ROLE_ACCOUNTS) as DemoRole[]) tokens[who] = await signIn(t, DEMO_ROLE_ACCOUNTS[who]);
  });
  afterAll(() => t.close());

  const list = (body: object, who: DemoRole = 'operations') => t.post<FailedDeliveryPage>(FAILURES, body, tokens[who]);

  it('lists failed e-mails newest first, masked, with what each was for, and a code never shown', async () => {
    const sender = `nia.cole.${engine}@example.co.uk`;
    const contact = await t.post<{ ticketNumber: string }>(CONTACT, { name: 'Nia Cole', email: sender, topic: 'order', message: 'Where is my order, please?' });
    expect(contact.body.code).toBe(200);
    const { ticketNumber } = contact.body.data;
    const signUp = `new.${engine}@example.co.uk`;
    expect((await t.post(`${USER}/captcha/sendEmailCode`, { email: signUp, scene: 'register' })).body.code).toBe(200);

    const page = await list({});
    expect(page.body.code).toBe(200);
    expect(page.body.data).toMatchObject({ more: false, textsAvailable: false, smsProvider: null });
    const [code, support, acknowledgement] = page.body.data.items as [FailedDelivery, FailedDelivery, FailedDelivery];
    expect(page.body.data.items).toHaveLength(3);
    expect(acknowledgement).toMatchObject({
      channel: 'email',
      to: 'n***@example.co.uk',
      purpose: 'contactAcknowledgement',
      status: 'failed',
      provider: 'smtp',
      statusAt: expect.any(Number),
    });
    expect(acknowledgement.subject).toContain(ticketNumber);
    expect(acknowledgement.reason).toMatch(/ECONNREFUSED/);
    expect(support).toMatchObject({ to: 's***@clearlot.co.uk', purpose: 'contactForSupport' });
    expect(support.subject).toContain(ticketNumber);
    // the sign-up code: its purpose, but not its subject (which carries the code)
    expect(code).toMatchObject({ to: 'n***@example.co.uk', purpose: 'signUpCode', subject: null });
    const [stored] = await t.db.query<{ subject: string }>(`select subject from outbox_message where recipient = $1`, [signUp]);
    const sixDigits = /\d{6}/.exec(stored!.subject)![0];
    expect(JSON.stringify(page.body.data)).not.toContain(sixDigits);
    for (const address of [sender, signUp]) expect(JSON.stringify(page.body.data)).not.toContain(address);
    expect(code.id).toBeGreaterThan(support.id);
    expect(support.id).toBeGreaterThan(acknowledgement.id);
  });

  it('filters by channel and pages back through older failures', async () => {
    // a text that failed: a provider refusal written by the outbox (the text providers have their own tests in texts.api.test.ts)
    const [text] = await t.db.query<{ id: number }>(
      `insert into outbox_message (channel, recipient, subject, body, purpose, status, provider, error, status_at)
       values ('sms', '+447700900077', 'ClearLot SMS code', 'ClearLot: 123456', 'signInCode', 'undelivered', 'twilio', 'Twilio error 30003: Unreachable destination handset', now())
       returning id`,
    );
    const texts = await list({ channel: 'sms' });
    expect(texts.body.data.items).toEqual([
      expect.objectContaining({ id: text!.id, channel: 'sms', to: '+44 770* **0077', purpose: 'signInCode', subject: null, status: 'undelivered', provider: 'twilio' }),
    ]);
    const emails = await list({ channel: 'email' });
    expect(emails.body.data.items.every((item) => item.channel === 'email')).toBe(true);
    expect(emails.body.data.items.length).toBeGreaterThanOrEqual(3);

    // two at a time: every failure once, newest first, and `more` until the oldest
    const all = (await list({ limit: 100 })).body.data.items.map((item) => item.id);
    const seen: number[] = [];
    let beforeId: number | undefined;
    for (;;) {
      const next = await list({ limit: 2, ...(beforeId ? { beforeId } : {}) });
      seen.push(...next.body.data.items.map((item) => item.id));
      if (!next.body.data.more) break;
      beforeId = next.body.data.items.at(-1)!.id;
    }
    expect(seen).toEqual(all);
    expect(all[0]).toBe(text!.id);
    expect([...all].sort((a, b) => b - a)).toEqual(all);

    // a message delivered, or stored for the mailbox, is not a failure
    await t.db.query(
      `insert into outbox_message (channel, recipient, subject, body, purpose, status) values ('email', 'fine@example.co.uk', 'Welcome', 'Hello', 'welcome', 'sent')`,
    );
    expect((await list({ limit: 100 })).body.data.items.map((item) => item.id)).toEqual(all);
  });

  it('is for operations and administrators only', async () => {
    for (const who of ['operations', 'admin'] as const) expect((await list({}, who)).body.code).toBe(200);
    for (const who of ['buyer', 'owner', 'agent', 'finance'] as const) {
      const refused = await list({}, who);
      expect({ who, status: refused.status, code: refused.body.code }).toEqual({ who, status: 403, code: 2002 });
    }
    expect((await t.post(FAILURES, {}, null)).status).toBe(401);
  });

  it('refuses a bad query in both languages', async () => {
    for (const body of [{ limit: 0 }, { limit: 101 }, { channel: 'fax' }, { beforeId: -1 }, { nonsense: true }]) {
      const refused = await list(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.code).toBe(1001);
      expect(refused.body.messageEn).toBeTruthy();
      expect(refused.body.message).toMatch(/\p{Script=Han}/u);
    }
  });
});
