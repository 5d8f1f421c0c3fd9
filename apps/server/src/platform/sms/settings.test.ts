/** Which text provider the configuration chooses (platform/config.ts), and whether texts can reach anyone. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createSmsSender } from './sender';

const twilioEnv = { TWILIO_ACCOUNT_SID: `AC${'a1'.repeat(16)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+447700900999' };

describe('text provider settings', () => {
  it('has no provider by default: texts reach the development mailbox when it is on, and nobody otherwise', () => {
    expect(loadConfig({}).sms).toBeNull();
    expect(loadConfig({}).textsAvailable).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).textsAvailable).toBe(true);
    expect(loadConfig({ DEV_MAILBOX: 'true', SMS_PROVIDER: 'none' }).textsAvailable).toBe(false);
    expect(createSmsSender(loadConfig({}).sms)).toBeNull();
  });

  it('chooses Twilio from its settings, with a Messaging Service or a number, and checks them', () => {
    const config = loadConfig({ ...twilioEnv, TWILIO_STATUS_CALLBACK_URL: 'https://clearlot.example/srs-message-service/sms/twilio/status/' });
    expect(config.sms).toEqual({
      provider: 'twilio',
      accountSid: twilioEnv.TWILIO_ACCOUNT_SID,
      authToken: 'token',
      from: '+447700900999',
      statusCallbackUrl: 'https://clearlot.example/srs-message-service/sms/twilio/status',
      apiBase: null,
    });
    expect(config.textsAvailable).toBe(true);
    expect(createSmsSender(config.sms)?.provider).toBe('twilio');
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: twilioEnv.TWILIO_ACCOUNT_SID })).toThrow(/TWILIO_AUTH_TOKEN and TWILIO_FROM together/);
    expect(() => loadConfig({ ...twilioEnv, TWILIO_ACCOUNT_SID: 'SK123' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...twilioEnv, TWILIO_STATUS_CALLBACK_URL: 'not an address' })).toThrow(/TWILIO_STATUS_CALLBACK_URL/);
  });

  it('chooses Amazon SNS from its region, or by name with the AWS region', () => {
    expect(loadConfig({ SNS_REGION: 'eu-west-2', SNS_SENDER_ID: 'ClearLot' }).sms).toEqual({ provider: 'sns', region: 'eu-west-2', senderId: 'ClearLot', endpoint: null });
    expect(loadConfig({ SMS_PROVIDER: 'sns', AWS_REGION: 'eu-west-1' }).sms).toMatchObject({ provider: 'sns', region: 'eu-west-1' });
    expect(() => loadConfig({ SMS_PROVIDER: 'sns' })).toThrow(/SNS_REGION/);
    expect(createSmsSender(loadConfig({ SNS_REGION: 'eu-west-2' }).sms)?.provider).toBe('sns');
  });

  it('refuses a provider it does not know, and SMS_PROVIDER=none wins over settings present', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER must be/);
    expect(loadConfig({ ...twilioEnv, SMS_PROVIDER: 'none' }).sms).toBeNull();
  });
});
