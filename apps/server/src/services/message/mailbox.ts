/**
 * The development mailbox: every e-mail and text the outbox stored, newest first, so codes can be
 * read while no real mail or SMS provider is configured. It shows sign-in and password-reset codes,
 * so it exists only when DEV_MAILBOX=true (never in production) and answers only a caller on this
 * machine talking to the server directly.
 */
import type { FastifyRequest } from 'fastify';
import { internationalToE164, normaliseEmail } from '@clearlot/contract';

/** Headers a proxy adds: behind one, every caller would look local, so a proxied request is refused. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

export function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** A recipient as the outbox stores it: e-mails in lower case, phones in E.164. */
export function mailboxRecipient(to: string): string {
  const value = to.trim();
  return value.includes('@') ? normaliseEmail(value) : (internationalToE164(value) ?? value);
}
