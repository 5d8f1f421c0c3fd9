/** What the outbox needs of a text provider, and how a provider says a number cannot be texted. */
import type { SmsSettings } from '../config';

export interface SmsSender {
  readonly provider: SmsSettings['provider'];
  /** Hands one text to the provider; resolves with the provider's id for it. */
  send(to: string, body: string): Promise<{ ref: string }>;
}

/**
 * The provider refused this text for good (a number it cannot reach, a blocked destination): sending
 * it again would not help, so the person is told to use another way. Anything else thrown by `send`
 * is the provider being unreachable or failing, which may pass.
 */
export class SmsRefused extends Error {
  constructor(
    message: string,
    readonly providerCode: string,
  ) {
    super(message);
  }
}
