/**
 * Texts for real (issue 35 item 5), on both engines through HTTP: codes texted through Twilio and Amazon
 * SNS with their official SDKs against local fakes of their APIs (platform/sms/fakes.testing.ts); a number
 * the provider refuses is told so and listed for operations; a provider that is down, or no provider at
 * all, e-mails the code to the account instead so nobody meets a dead end; Twilio's delivery reports
 * verified by signature and applied once; the resend limit holding under parallel requests.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CodeChannels, FailedDeliveryPage, LoginResult, SendCodeResult, UserProfile } from '@clearlot/contract';
import { type FakeProvider, REFUSED_NUMBER_PREFIX, startFakeSns, startFakeTwilio } from '../../platform/sms/fakes.testing';
import type { SnsSmsSettings, TwilioSmsSettings } from '../../platform/config';
import { DEMO_BUYER, NEW_BUYER, USER, type TestApp, createTestApp, engines, signIn, DEMO_OPERATIONS } from '../../testing/harness';

const MESSAGE = '/srs-message-service';
const FAILURES = `${MESSAGE}/platform/delivery/failures`;
const CALLBACK = 'https://clearlot.example/srs-message-service/sms/twilio/status';

let serial = 0;
/** A UK mobile no account holds yet (07700 9001xx–9009xx, outside the refused and demo numbers). */
const freshMobile = () => `77009${String(1000 + ((process.pid * 7 + serial++) % 8000)).padStart(5, '0')}`;

/** Twilio's request signature: HMAC-SHA1 over the address and the form's keys and values in key order, base64. */
function twilioSignature(token: string, url: string, form: Record<string, string>): string {
  const data = Object.keys(form)
    .sort()
    .reduce((text, key) => text + key + form[key], url);
  return createHmac('sha1', token).update(Buffer.from(data, 'utf8')).digest('base64');
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null;

describe.each(engines)('texted codes on %s', (engine) => {
  describe('through Twilio', () => {
    let fake: FakeProvider<TwilioSmsSettings>;
    let t: TestApp;
    beforeAll(async () => {
      fake = await startFakeTwilio({ statusCallbackUrl: CALLBACK });
      t = await createTestApp(engine, { sms: fake.settings, textsAvailable: true });
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
    });

    const outboxRow = async (to: string) =>
      (
        await t.db.query<{ channel: string; status: string; provider: string | null; provider_ref: string | null; error: string | null }>(
          `select channel, status, provider, provider_ref, error from outbox_message where recipient = $1 order by id desc limit 1`,
          [to],
        )
      )[0];
    const report = (form: Record<string, string>, signature = twilioSignature(fake.settings.authToken, CALLBACK, form)) =>
      t.app.inject({
        method: 'POST',
        url: `${MESSAGE}/sms/twilio/status`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        payload: new URLSearchParams(form).toString(),
      });

    it('texts the code through Twilio; the code confirms the mobile', async () => {
      expect((await t.post<CodeChannels>(`${USER}/captcha/channels`, {})).body.data).toEqual({ sms: true });
      const token = await signIn(t, NEW_BUYER);
      const phone = freshMobile();
      const sent = await t.post<SendCodeResult>(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone, scene: 'bindPhone' }, token);
      expect(sent.body.code).toBe(200);
      expect(sent.body.data.channel).toBe('sms');
      const text = fake.texts.find((one) => one.to === `+44${phone}`)!;
      expect(text.from).toBe(fake.settings.from);
      const row = await outboxRow(`+44${phone}`);
      expect(row).toMatchObject({ channel: 'sms', status: 'sent', provider: 'twilio', provider_ref: text.ref });
      const bound = await t.post<UserProfile>(`${USER}/buyer/updatePhone`, { dialCode: '44', phone, code: codeIn(text.body) }, token);
      expect(bound.body.code).toBe(200);
    });

    it('a number Twilio refuses is told so, sends nothing else, and is listed for operations only', async () => {
      const before = fake.texts.length;
      const phone = `${REFUSED_NUMBER_PREFIX.slice(3)}42`;
      const token = await signIn(t, NEW_BUYER);
      const refused = await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone, scene: 'bindPhone' }, token);
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe(4021);
      expect(refused.body.messageEn).toMatch(/could not send a text/);
      expect(fake.texts.length).toBe(before);
      expect(await outboxRow(`+44${phone}`)).toMatchObject({ status: 'failed', provider: 'twilio' });
      // nothing was e-mailed instead: the number is the person's to correct
      expect((await t.db.query(`select 1 from outbox_message where recipient = 'newbuyer@clearlot.test' and body like $1`, [`%+44${phone}%`])).length).toBe(0);

      expect((await t.post(FAILURES, {}, token)).status).toBe(403);
      const page = await t.post<FailedDeliveryPage>(FAILURES, { channel: 'sms' }, await signIn(t, DEMO_OPERATIONS));
      expect(page.body.code).toBe(200);
      // the number masked, in the list and in the provider's reason; the purpose named, the code's subject not shown
      const masked = '+44 770* **0042';
      const listed = page.body.data.items.find((item) => item.to === masked)!;
      expect(listed).toMatchObject({ channel: 'sms', status: 'failed', provider: 'twilio', purpose: 'mobileConfirmationCode', subject: null });
      expect(listed.reason).toBe(`The 'To' number ${masked} is not a valid phone number.`);
      expect(JSON.stringify(page.body.data)).not.toContain(`+44${phone}`);
      expect(page.body.data).toMatchObject({ textsAvailable: true, smsProvider: 'twilio' });
    });

    it('when Twilio is down the code goes to the account by e-mail, and works', async () => {
      fake.trouble = 'down';
      try {
        const sent = await t.post<SendCodeResult>(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '7700900123', scene: 'login' });
        expect(sent.body.code).toBe(200);
        expect(sent.body.data.channel).toBe('email');
        const [mail] = await t.db.query<{ body: string }>(`select body from outbox_message where recipient = $1 order by id desc limit 1`, [DEMO_BUYER.email]);
        expect(mail!.body).toContain('+447700900123');
        const login = await t.post<LoginResult>(`${USER}/buyer/phoneCaptchaLogin`, { phoneCode: '44', phone: '7700900123', code: codeIn(mail!.body) });
        expect(login.body.code).toBe(200);
        expect(await outboxRow('+447700900123')).toMatchObject({ status: 'failed', provider: 'twilio' });
      } finally {
        fake.trouble = null;
      }
    });

    it("applies Twilio's signed delivery reports once, final status kept, forged ones refused", async () => {
      const token = await signIn(t, NEW_BUYER);
      const phone = freshMobile();
      await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone, scene: 'bindPhone' }, token);
      const { provider_ref: ref } = (await outboxRow(`+44${phone}`))!;
      const undelivered = { MessageSid: ref!, MessageStatus: 'undelivered', ErrorCode: '30003', AccountSid: fake.settings.accountSid };

      const forged = await report(undelivered, 'bm90IGEgc2lnbmF0dXJl');
      expect(forged.statusCode).toBe(400);
      expect(forged.json().code).toBe(8033);
      expect((await outboxRow(`+44${phone}`))!.status).toBe('sent');

      const results = await Promise.all([report(undelivered), report(undelivered), report({ ...undelivered, MessageStatus: 'delivered', ErrorCode: '' })]);
      for (const result of results) expect(result.statusCode).toBe(200);
      const row = (await outboxRow(`+44${phone}`))!;
      // one final status wins, whichever came first, and is never overwritten by a later report
      expect(['undelivered', 'delivered']).toContain(row.status);
      const again = await report({ ...undelivered, MessageStatus: row.status === 'delivered' ? 'undelivered' : 'delivered', ErrorCode: '' });
      expect(again.statusCode).toBe(200);
      expect((await outboxRow(`+44${phone}`))!.status).toBe(row.status);
      // progress reports and unknown messages change nothing
      expect((await report({ ...undelivered, MessageStatus: 'sent' })).statusCode).toBe(200);
      expect((await report({ ...undelivered, MessageSid: `SM${'f'.repeat(32)}` })).statusCode).toBe(200);
    });

    it('50 parallel requests for one number send one text', async () => {
      const token = await signIn(t, NEW_BUYER);
      const phone = freshMobile();
      const results = await Promise.all(Array.from({ length: 50 }, () => t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone, scene: 'bindPhone' }, token)));
      const codes = results.map((result) => result.body.code);
      expect(
        codes.filter((code) => code === 200),
        JSON.stringify(results.find((result) => result.body.code !== 200)?.body),
      ).toHaveLength(1);
      const rows = await t.db.query(`select channel, status, error from outbox_message where recipient = $1`, [`+44${phone}`]);
      expect(
        fake.texts.filter((one) => one.to === `+44${phone}`),
        JSON.stringify(rows),
      ).toHaveLength(1);
    });
  });

  describe('through Amazon SNS', () => {
    let fake: FakeProvider<SnsSmsSettings>;
    let t: TestApp;
    const savedKeys = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    beforeAll(async () => {
      process.env.AWS_ACCESS_KEY_ID = 'AKIAFAKECLEARLOT';
      process.env.AWS_SECRET_ACCESS_KEY = 'fake-secret';
      fake = await startFakeSns();
      t = await createTestApp(engine, { sms: fake.settings, textsAvailable: true });
    });
    afterAll(async () => {
      await t.close();
      await fake.close();
      process.env.AWS_ACCESS_KEY_ID = savedKeys.id;
      process.env.AWS_SECRET_ACCESS_KEY = savedKeys.secret;
    });

    it('publishes a transactional text; a refused number is told so', async () => {
      const token = await signIn(t, NEW_BUYER);
      const phone = freshMobile();
      const sent = await t.post<SendCodeResult>(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone, scene: 'bindPhone' }, token);
      expect(sent.body.code).toBe(200);
      const text = fake.texts.find((one) => one.to === `+44${phone}`)!;
      expect(text.smsType).toBe('Transactional');
      expect((await t.post(`${USER}/buyer/updatePhone`, { dialCode: '44', phone, code: codeIn(text.body) }, token)).body.code).toBe(200);
      const [row] = await t.db.query<{ provider: string; provider_ref: string }>(`select provider, provider_ref from outbox_message where recipient = $1`, [`+44${phone}`]);
      expect(row).toEqual({ provider: 'sns', provider_ref: text.ref });

      const refused = await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: `${REFUSED_NUMBER_PREFIX.slice(3)}17`, scene: 'bindPhone' }, token);
      expect(refused.body.code).toBe(4021);
    });
  });

  describe('with no text provider', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(engine, { sms: null, textsAvailable: false });
    });
    afterAll(() => t.close());

    it('says so, and e-mails every code meant for a phone to the account it is for', async () => {
      expect((await t.post<CodeChannels>(`${USER}/captcha/channels`, {})).body.data).toEqual({ sms: false });

      // confirming a mobile to finish registering: the code reaches the signed-in account's e-mail and grants purchase permission
      const token = await signIn(t, NEW_BUYER);
      const phone = freshMobile();
      const sent = await t.post<SendCodeResult>(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone, scene: 'bindPhone' }, token);
      expect(sent.body.data.channel).toBe('email');
      expect((await t.db.query(`select 1 from outbox_message where channel = 'sms' and recipient = $1`, [`+44${phone}`])).length).toBe(0);
      const code = await t.latestCode(NEW_BUYER.email);
      const profile = await t.post<{ id: number }>(`${USER}/buyer/info`, {}, token);
      const completed = await t.post<{ purchasePermission: boolean }>(
        `${USER}/buyer/completeRegistration`,
        { userId: profile.body.data.id, firstName: 'Nia', lastName: 'Cole', companyName: 'Cole Trading Ltd', vatNumber: '', dialCode: '44', phone, phoneCode: code },
        token,
      );
      expect(completed.body).toMatchObject({ code: 200, data: { purchasePermission: true } });

      // signing in and resetting the password by phone: to the e-mail of the account holding the phone
      const login = await t.post<SendCodeResult>(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: '7700900123', scene: 'resetPassword' });
      expect(login.body.data.channel).toBe('email');
      expect(await t.latestCode(DEMO_BUYER.email)).toMatch(/^\d{6}$/);

      // a phone with no account behind it has nowhere to fall back to
      const orphan = await t.post(`${USER}/captcha/sendPhoneCode`, { dialCode: '44', phone: freshMobile(), scene: 'register' });
      expect(orphan.status).toBe(503);
      expect(orphan.body.code).toBe(4020);
      expect(orphan.body.message).toBe('ClearLot 暂时无法发送短信，请改用邮箱。');
    });
  });
});
