/**
 * Small local fakes of the two text providers' HTTP APIs (issue 35 item 5), for the tests: the official
 * SDKs are pointed at them (Twilio through its request client, SNS through its endpoint option). They speak
 * each provider's wire format for the one call ClearLot makes:
 *
 *   Twilio: POST /2010-04-01/Accounts/:sid/Messages.json (form in, JSON out, HTTP Basic with the account SID and token)
 *   SNS:    POST / Action=Publish (AWS query protocol: form in, XML out, a SigV4 Authorization header)
 *
 * Every accepted text is recorded. A number starting +44 7700 9000 is one the provider refuses for good
 * (Twilio 21211 / SNS InvalidParameter); `trouble = 'down'` makes the next calls fail as a provider outage does.
 */
import { randomBytes } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SnsSmsSettings, TwilioSmsSettings } from '../config';

export const FAKE_TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const FAKE_TWILIO_TOKEN = 'fake-twilio-auth-token';
/** Numbers the fakes refuse as unreachable (UK drama numbers +44 7700 900000–900099). */
export const REFUSED_NUMBER_PREFIX = '+4477009000';

export interface SentText {
  to: string;
  body: string;
  from: string | null;
  ref: string;
  /** SNS: the SMS type attribute sent with the message */
  smsType?: string;
}

export interface FakeProvider<S> {
  settings: S;
  texts: SentText[];
  /** 'down': the next calls answer 503 as a provider outage does (until set back to null) */
  trouble: 'down' | null;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>): Promise<{ server: Server; base: string }> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

export async function startFakeTwilio(options: { statusCallbackUrl?: string } = {}): Promise<FakeProvider<TwilioSmsSettings>> {
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_TWILIO_SID}:${FAKE_TWILIO_TOKEN}`).toString('base64')}`;
  const fake: FakeProvider<TwilioSmsSettings> = {
    settings: undefined as unknown as TwilioSmsSettings,
    texts: [],
    trouble: null,
    close: async () => undefined,
  };
  const json = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const { server, base } = await listen(async (request, response) => {
    const body = await readBody(request);
    if (request.method !== 'POST' || request.url !== `/2010-04-01/Accounts/${FAKE_TWILIO_SID}/Messages.json`) {
      return json(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    if (request.headers.authorization !== expectedAuth) return json(response, 401, { code: 20003, message: 'Authenticate', status: 401 });
    if (fake.trouble === 'down') return json(response, 503, { code: 20503, message: 'Service unavailable', status: 503 });
    const form = Object.fromEntries(new URLSearchParams(body));
    if (!form.To || !form.Body || !(form.From || form.MessagingServiceSid)) {
      return json(response, 400, { code: 21604, message: "A 'To' phone number, a 'Body' and a 'From' are required.", status: 400 });
    }
    if (form.To.startsWith(REFUSED_NUMBER_PREFIX)) {
      return json(response, 400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 });
    }
    const sid = `SM${randomBytes(16).toString('hex')}`;
    fake.texts.push({ to: form.To, body: form.Body, from: form.From ?? form.MessagingServiceSid ?? null, ref: sid });
    json(response, 201, {
      sid,
      account_sid: FAKE_TWILIO_SID,
      to: form.To,
      from: form.From ?? null,
      messaging_service_sid: form.MessagingServiceSid ?? null,
      body: form.Body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: new Date().toUTCString(),
      uri: `/2010-04-01/Accounts/${FAKE_TWILIO_SID}/Messages/${sid}.json`,
    });
  });
  fake.settings = {
    provider: 'twilio',
    accountSid: FAKE_TWILIO_SID,
    authToken: FAKE_TWILIO_TOKEN,
    from: '+447700900999',
    statusCallbackUrl: options.statusCallbackUrl ?? null,
    apiBase: base,
  };
  fake.close = () => closeServer(server);
  return fake;
}

export async function startFakeSns(): Promise<FakeProvider<SnsSmsSettings>> {
  const fake: FakeProvider<SnsSmsSettings> = {
    settings: undefined as unknown as SnsSmsSettings,
    texts: [],
    trouble: null,
    close: async () => undefined,
  };
  const xml = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'text/xml' });
    response.end(`<?xml version="1.0"?>\n${body}`);
  };
  const error = (response: ServerResponse, status: number, code: string, message: string) =>
    xml(
      response,
      status,
      `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error><RequestId>${randomBytes(8).toString('hex')}</RequestId></ErrorResponse>`,
    );
  const { server, base } = await listen(async (request, response) => {
    const body = await readBody(request);
    if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=')) return error(response, 403, 'InvalidClientTokenId', 'Missing signature');
    if (fake.trouble === 'down') return error(response, 503, 'ServiceUnavailable', 'Service is unavailable');
    const form = Object.fromEntries(new URLSearchParams(body));
    if (form.Action !== 'Publish') return error(response, 400, 'InvalidAction', `Unknown action ${form.Action}`);
    if (!form.PhoneNumber || !form.Message) return error(response, 400, 'InvalidParameter', 'Invalid parameter: PhoneNumber or Message');
    if (form.PhoneNumber.startsWith(REFUSED_NUMBER_PREFIX)) return error(response, 400, 'InvalidParameter', 'Invalid parameter: PhoneNumber Reason: unreachable');
    // MessageAttributes.entry.N.Name / .Value.StringValue
    let smsType: string | undefined;
    for (const [key, value] of Object.entries(form)) {
      const match = /^MessageAttributes\.entry\.(\d+)\.Name$/.exec(key);
      if (match && value === 'AWS.SNS.SMS.SMSType') smsType = form[`MessageAttributes.entry.${match[1]}.Value.StringValue`];
    }
    const ref = `${randomBytes(4).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(2).toString('hex')}-${randomBytes(6).toString('hex')}`;
    fake.texts.push({ to: form.PhoneNumber, body: form.Message, from: null, ref, ...(smsType ? { smsType } : {}) });
    xml(
      response,
      200,
      `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${ref}</MessageId></PublishResult><ResponseMetadata><RequestId>${randomBytes(8).toString('hex')}</RequestId></ResponseMetadata></PublishResponse>`,
    );
  });
  fake.settings = { provider: 'sns', region: 'eu-west-2', senderId: 'ClearLot', endpoint: base };
  fake.close = () => closeServer(server);
  return fake;
}
