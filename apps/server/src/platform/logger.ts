import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from './config';

/** Requests slower than this are logged in development even when request logging is off. */
export const SLOW_REQUEST_MS = 1000;

const redact = ['req.headers.authorization', 'req.headers.cookie'];

/**
 * The server's logger: one JSON object per line in production (what log collectors read), one readable
 * line per entry in development. The pretty stream is synchronous, so the start-up banner main.ts prints
 * comes after the lines logged before it (pino-pretty as a transport writes from a worker thread, later).
 */
export function createLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, destination: NodeJS.WritableStream = process.stdout): FastifyBaseLogger {
  if (config.logFormat === 'json') return pino({ level: config.logLevel, redact });
  const colorize = destination === process.stdout && process.stdout.isTTY === true;
  const stream = pretty({ sync: true, destination, colorize, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true });
  return pino({ level: config.logLevel, redact }, stream);
}

/**
 * With request logging off (development by default), a request is still logged when it failed on the
 * server's side or was slow: one line with what a developer needs to find it, instead of two per request.
 */
class NotableRequestsOnly extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const ms = reply.elapsedTime;
    if (reply.statusCode < 500 && ms < SLOW_REQUEST_MS) return;
    const entry = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(ms), ...(error ? { err: error } : {}) };
    reply.log.warn(entry, reply.statusCode >= 500 ? 'request failed' : 'slow request');
  }
}

/** Fastify's request lines: every request (the default controller) or only the notable ones. */
export function requestLogController(logRequests: boolean): LogController | undefined {
  return logRequests ? undefined : new NotableRequestsOnly();
}
