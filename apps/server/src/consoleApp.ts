/**
 * The console (apps/console, issue 32) under /console/: its built files as they are (hashed assets cached
 * for a year, pre-compressed twins when the build wrote them), and its page for every other address under
 * /console/, since the console routes with browser history (/console/orders is a page of the app, not a
 * file). A missing file under /console/assets/ is a 404, never the page: a stale tab asking for an old
 * chunk must fail as a script, not parse HTML.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const CONSOLE_PREFIX = '/console/';

export async function serveConsole(app: FastifyInstance, dist: string | null): Promise<boolean> {
  if (!dist || !existsSync(join(dist, 'index.html'))) return false;
  const page = await readFile(join(dist, 'index.html'), 'utf8');
  await app.register(fastifyStatic, {
    root: dist,
    prefix: CONSOLE_PREFIX,
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendPage = (reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  app.get('/console', (_request, reply) => reply.redirect(CONSOLE_PREFIX, 301));
  app.get(CONSOLE_PREFIX, (_request, reply) => sendPage(reply));
  app.get(`${CONSOLE_PREFIX}*`, (request, reply) => {
    if (request.url.startsWith(`${CONSOLE_PREFIX}assets/`)) return reply.callNotFound();
    return sendPage(reply);
  });
  return true;
}
