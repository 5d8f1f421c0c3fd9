/**
 * buildApp(config): the Fastify instance used by main.ts and by the tests.
 * Order: platform (errors, security headers, docs, database, auth) → services → web app.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppConfig } from './platform/config';
import { type Db, openDb } from './platform/db';
import { installAuth } from './platform/auth';
import { envelopeServerOptions, installBodyParsing, installCachePolicy, installErrorHandling, installSecurityHeaders, zodValidatorCompiler } from './platform/http';
import { countDeliveryFailure, installMetrics } from './platform/metrics';
import { createOutbox } from './platform/outbox';
import { createSmsSender } from './platform/sms/sender';
import { responseSerializer } from './platform/responses';
import { startSweeper } from './platform/sweeper';
import { serviceRoutes, sweepJobs } from './services/manifest';
import { serveConsole } from './consoleApp';
import { createLogger, requestLogController } from './platform/logger';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export async function buildApp(config: AppConfig, provided: { db?: Db } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: createLogger(config),
    logController: requestLogController(config.logRequests),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    ...envelopeServerOptions,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(responseSerializer(config.mode));
  installErrorHandling(app);
  installBodyParsing(app);
  installCachePolicy(app);
  installSecurityHeaders(app, { stripe: config.stripe !== null });

  // gzip for larger JSON answers; the web bundle is compressed once at build time (preCompressed)
  await app.register(compress, { threshold: 1024, encodings: ['gzip'] });

  await app.register(swagger, {
    openapi: {
      info: { title: 'ClearLot API', description: 'Envelope: {code, message, messageEn, data}; code 200 is success.', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    // schemas named with a meta id (the error envelope, the recursive category) become components
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });

  const db = provided.db ?? (await openDb(config));
  app.decorate('db', db);
  // before the services, so their routes are counted too
  const metrics = config.metrics ? installMetrics(app, config, db) : null;
  if (!provided.db) app.addHook('onClose', () => db.close());
  installAuth(app, db);
  const outbox = createOutbox(db, {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    log: app.log,
    sms: createSmsSender(config.sms),
    onFailure: countDeliveryFailure,
  });

  for (const { prefix, plugin } of serviceRoutes({ db, outbox, config })) await app.register(plugin, { prefix });

  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.query('select 1');
      return { code: 200, message: '正常', messageEn: 'OK', data: { status: 'ok', database: db.engine } };
    } catch {
      return reply.status(503).send({ code: 1503, message: '数据库不可用', messageEn: 'Database unavailable', data: { status: 'down', database: db.engine } });
    }
  });

  // product pictures and videos (the demo catalogue writes its own at seed time)
  mkdirSync(config.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
    },
  });

  if (config.webDist && existsSync(join(config.webDist, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // hashed bundle files never change; the page itself must always be fresh
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  await serveConsole(app, config.consoleDist);

  if (config.sweeper) {
    const sweeper = startSweeper(db, sweepJobs({ db, outbox, config }), app.log, config.sweepIntervalMs, metrics?.sweeper);
    app.addHook('onClose', async () => sweeper.stop());
  }
  return app;
}
