/**
 * Texts through Amazon SNS with the official AWS SDK (Publish to a phone number, transactional type so
 * codes are routed for delivery rather than cost). Credentials come from the SDK's own chain (the
 * AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY variables, a profile or an instance role); SNS_ENDPOINT points
 * the SDK at another address (the tests' fake).
 */
import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { SnsSmsSettings } from '../config';
import { type SmsSender, SmsRefused } from './types';

/**
 * SNS's errors that mean this destination cannot be texted (its error codes; the SDK names the error
 * after the code with "Exception" added).
 */
const REFUSED = new Set(['InvalidParameter', 'InvalidParameterValue', 'OptedOut']);

export function createSnsSender(settings: SnsSmsSettings): SmsSender {
  const client = new SNSClient({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    maxAttempts: 2,
  });
  return {
    provider: 'sns',
    async send(to, body) {
      try {
        const result = await client.send(
          new PublishCommand({
            PhoneNumber: to,
            Message: body,
            MessageAttributes: {
              'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' },
              ...(settings.senderId ? { 'AWS.SNS.SMS.SenderID': { DataType: 'String', StringValue: settings.senderId } } : {}),
            },
          }),
        );
        return { ref: result.MessageId ?? '' };
      } catch (error) {
        const name = (error as { name?: unknown }).name;
        const code = typeof name === 'string' ? name.replace(/Exception$/, '') : '';
        if (REFUSED.has(code)) throw new SmsRefused((error as Error).message, code);
        throw error;
      }
    },
  };
}
