/** Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30 s), each usable once. */
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'ClearLot';

const totpFor = (secret: string, label: string) =>
  new OTPAuth.TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: OTPAuth.Secret.fromBase32(secret) });

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

export async function totpEnrolment(secret: string, label: string): Promise<{ otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totpFor(secret, label).toString();
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { otpauthUrl, qrCode };
}

/**
 * The time step a code belongs to (allowing one step of clock drift either way), or null.
 * The caller stores the step and refuses any code whose step is not newer.
 */
export function totpStep(secret: string, code: string, nowMs = Date.now()): number | null {
  const delta = totpFor(secret, ISSUER).validate({ token: code, timestamp: nowMs, window: 1 });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** For tests and the seed: the code an authenticator app would show now. */
export function currentTotp(secret: string, nowMs = Date.now()): string {
  return totpFor(secret, ISSUER).generate({ timestamp: nowMs });
}
