import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { SLOW_REQUEST_MS, createLogger, requestLogController } from './logger';

/** What a logger wrote, captured from its destination stream. */
function capture(logger: ReturnType<typeof createLogger>): string[] {
  const lines: string[] = [];
  const stream = (logger as unknown as Record<symbol, { write: (line: string) => void }>)[pino.symbols.streamSym]!;
  stream.write = (line: string) => void lines.push(line);
  return lines;
}

describe('log format and request lines', () => {
  it('is readable and quiet in development, JSON with every request in production and tests', () => {
    expect(loadConfig({})).toMatchObject({ logFormat: 'pretty', logRequests: false });
    expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ logFormat: 'json', logRequests: true });
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://localhost' })).toMatchObject({ logFormat: 'json', logRequests: true });
    expect(loadConfig({ LOG_FORMAT: 'json', LOG_REQUESTS: 'true' })).toMatchObject({ logFormat: 'json', logRequests: true });
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(ConfigError);
  });

  it('writes a pretty line, not a JSON object, in development', async () => {
    const chunks: string[] = [];
    const destination = new Writable({ write: (chunk: Buffer, _encoding, done) => (chunks.push(chunk.toString()), done()) });
    createLogger({ logLevel: 'info', logFormat: 'pretty' }, destination).info({ accounts: 4 }, 'demo accounts created');
    const line = chunks.join('');
    expect(line).toMatch(/INFO.*demo accounts created/);
    expect(line).toContain('"accounts":4');
    expect(line.trim().startsWith('{')).toBe(false);
  });

  it('logs only failed and slow requests when request logging is off', async () => {
    const logger = createLogger({ logLevel: 'info', logFormat: 'json' });
    const lines = capture(logger);
    const app = Fastify({ loggerInstance: logger, logController: requestLogController(false) });
    app.get('/fine', async () => ({ ok: true }));
    app.get('/broken', async (_request, reply) => reply.status(503).send({ ok: false }));
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
      return { ok: true };
    });
    for (const url of ['/fine', '/fine', '/broken', '/slow']) await app.inject({ url });
    await app.close();
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; url?: string; status?: number });
    expect(entries.map((entry) => [entry.msg, entry.url, entry.status])).toEqual([
      ['request failed', '/broken', 503],
      ['slow request', '/slow', 200],
    ]);
  });
});
