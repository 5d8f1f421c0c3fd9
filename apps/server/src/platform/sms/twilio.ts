/**
 * Texts through Twilio's Programmable Messaging with the official `twilio` SDK. TWILIO_API_BASE sends the
 * SDK's requests to another host (the tests' fake of the Messages endpoint): the SDK has no host option,
 * so its own request client is given the requests with the host replaced, as Twilio's documentation on
 * custom HTTP clients describes.
 */
import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import type { TwilioSmsSettings } from '../config';
import { type SmsSender, SmsRefused } from './types';

const TWILIO_API = 'https://api.twilio.com';
/** Twilio's error codes that mean this destination cannot be texted (not a fault that may pass). */
const REFUSED_CODES = new Set([21211, 21408, 21610, 21612, 21614, 21635]);

class RedirectingClient extends RequestClient {
  constructor(private readonly base: string) {
    super({ timeout: 15_000 });
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request({ ...opts, uri: opts.uri.replace(TWILIO_API, this.base) });
  }
}

export function createTwilioSender(settings: TwilioSmsSettings): SmsSender {
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.apiBase ? new RedirectingClient(settings.apiBase) : new RequestClient({ timeout: 15_000 }),
  });
  return {
    provider: 'twilio',
    async send(to, body) {
      try {
        const message = await createWithOneRetry(to, body);
        return { ref: message.sid };
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === 'number' && REFUSED_CODES.has(code)) throw new SmsRefused((error as Error).message, String(code));
        throw error;
      }
    },
  };

  /**
   * One Messages call, made a second time only when the connection was reset before any answer: a pooled
   * keep-alive connection the far end had already closed. Twilio's Messages call takes no idempotency key,
   * so in the rare case the first call did arrive the person gets the same code twice, which is harmless.
   */
  async function createWithOneRetry(to: string, body: string) {
    const create = () =>
      client.messages.create({
        to,
        body,
        ...(settings.from.startsWith('MG') ? { messagingServiceSid: settings.from } : { from: settings.from }),
        ...(settings.statusCallbackUrl ? { statusCallback: settings.statusCallbackUrl } : {}),
      });
    try {
      return await create();
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'ECONNRESET') throw error;
      return create();
    }
  }
}
