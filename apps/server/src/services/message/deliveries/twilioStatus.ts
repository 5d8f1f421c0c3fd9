/**
 * Twilio's delivery reports (its status callback, TWILIO_STATUS_CALLBACK_URL): a text Twilio accepted
 * may still not reach the phone, and this is where that becomes visible. Outside the API table: Twilio
 * is the caller. The body is a form; the X-Twilio-Signature over the configured address and the form is
 * checked with the SDK before anything is read from it, and a report for a text we never sent changes
 * nothing.
 */
import type { FastifyInstance } from 'fastify';
import twilio from 'twilio';
import type { TwilioSmsSettings } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { fail, ok } from '../../../platform/errors';
import { recordDeliveryReport } from './store';

/** The report's path under the message service's prefix: TWILIO_STATUS_CALLBACK_URL ends with it. */
export const TWILIO_STATUS_PATH = '/sms/twilio/status';

const FINAL = new Set(['delivered', 'undelivered', 'failed']);

export function registerTwilioStatus(app: FastifyInstance, db: Db, settings: TwilioSmsSettings): void {
  const callbackUrl = settings.statusCallbackUrl;
  if (!callbackUrl) return;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(TWILIO_STATUS_PATH, { schema: { hide: true }, config: { auth: 'none' } }, async (request) => {
      const form = (request.body ?? {}) as Record<string, string>;
      const signature = request.headers['x-twilio-signature'];
      if (typeof signature !== 'string' || !twilio.validateRequest(settings.authToken, signature, callbackUrl, form)) fail('webhookSignatureInvalid');
      const status = form.MessageStatus ?? '';
      const ref = form.MessageSid ?? '';
      if (!FINAL.has(status) || !/^(SM|MM)[0-9a-f]{32}$/i.test(ref)) return ok({ received: true });
      const error = form.ErrorCode ? `Twilio error ${form.ErrorCode}${form.ErrorMessage ? `: ${form.ErrorMessage}` : ''}`.slice(0, 1000) : null;
      const found = await recordDeliveryReport(db, { provider: 'twilio', ref, status: status as 'delivered' | 'undelivered' | 'failed', error });
      if (status !== 'delivered') request.log.warn({ twilioMessage: ref, status, error, found }, 'text not delivered');
      return ok({ received: true });
    });
  });
}
