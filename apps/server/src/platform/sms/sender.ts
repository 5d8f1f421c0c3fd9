/**
 * Texts (issue 35 item 5): one sender behind the outbox, Twilio or Amazon SNS by configuration, each
 * through its official SDK. Without one, a development machine shows texts in the development mailbox
 * and a production install says plainly that it cannot text (the code flows e-mail the code instead:
 * services/user/service.ts, sendPhoneCode).
 */
import type { SmsSettings } from '../config';
import { createSnsSender } from './sns';
import { createTwilioSender } from './twilio';
import type { SmsSender } from './types';

export { type SmsSender, SmsRefused } from './types';

export function createSmsSender(settings: SmsSettings | null): SmsSender | null {
  if (!settings) return null;
  return settings.provider === 'twilio' ? createTwilioSender(settings) : createSnsSender(settings);
}
