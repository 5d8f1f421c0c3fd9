/**
 * Request validation and the one error handler: every answer, down to a request Node could not
 * parse, leaves as an envelope from the catalogue that repeats nothing the caller sent;
 * internals and stack traces are logged, never sent.
 */
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { type ErrorDefinition, ErrorCatalogue } from '@clearlot/contract';
import helmet from 'helmet';
import type { ZodType, z } from 'zod';
import { DatabaseUnavailableError } from './db';
import { AppError, RequestValidationError, errorEnvelope, validationEnvelope } from './errors';

type PathKey = string | number;

/**
 * NUL, and half of a UTF-16 surrogate pair (JSON's "\ud800" escape): PostgreSQL text cannot
 * store the first, UTF-8 cannot encode the second (the driver would silently store U+FFFD), and
 * no field of ours means either.
 */
const FORBIDDEN_CHARACTER = /[\0\p{Cs}]/u;

/**
 * Where the first forbidden character sits in a parsed input (a string value, or the object
 * holding a key with one), or null. Checked here once for every body, query string and path
 * parameter, whatever the schema says. The walk keeps its own stack: a deeply nested body cannot
 * overflow the call stack.
 */
export function forbiddenCharacterPath(input: unknown): PathKey[] | null {
  interface Step {
    value: unknown;
    key: PathKey | null;
    parent: Step | null;
  }
  const pathOf = (step: Step | null): PathKey[] => {
    const path: PathKey[] = [];
    for (let at = step; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Step[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    const { value } = step;
    if (typeof value === 'string') {
      if (FORBIDDEN_CHARACTER.test(value)) return pathOf(step);
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index--) stack.push({ value: value[index], key: index, parent: step });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.some(([key]) => FORBIDDEN_CHARACTER.test(key))) return pathOf(step);
      for (let index = entries.length - 1; index >= 0; index--) stack.push({ value: entries[index]![1], key: entries[index]![0], parent: step });
    }
  }
  return null;
}

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const part = httpPart ?? 'body';
    const forbidden = forbiddenCharacterPath(data);
    if (forbidden) {
      const issue: z.core.$ZodIssue = { code: 'custom', message: 'forbiddenCharacter', path: forbidden, input: undefined };
      return { error: new RequestValidationError([issue], part) };
    }
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, part) };
  };

const fastifyCodes: Record<string, keyof typeof ErrorCatalogue> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformedJson',
  FST_ERR_CTP_INVALID_TYPE: 'unsupportedMediaType',
};

const POISONING_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * JSON.parse that keeps prototype-poisoning keys out of the parsed object and says which one it
 * met: such a body is refused like any other unknown key, rather than quietly accepted without it.
 */
function parseJson(text: string): { value: unknown; poisoningKey: string | null } {
  let poisoningKey: string | null = null;
  const value: unknown = JSON.parse(text, (key, inner: unknown) => {
    if (!POISONING_KEYS.has(key)) return inner;
    poisoningKey ??= key;
    return undefined;
  });
  return { value, poisoningKey };
}

/** JSON is UTF-8 (RFC 8259); a body declared in another charset would be misread, so it is refused. */
function declaresOtherCharset(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
  return charset !== undefined && !/^utf-?8$/i.test(charset);
}

/**
 * Only JSON bodies are accepted; an empty body counts as no body (the contract schema
 * decides whether that is allowed). Anything else is 415.
 */
export function installBodyParsing(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (declaresOtherCharset(request.headers['content-type'])) return done(new AppError('unsupportedMediaType'), undefined);
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    let parsed: ReturnType<typeof parseJson>;
    try {
      parsed = parseJson(text);
    } catch {
      return done(new AppError('malformedJson'), undefined);
    }
    if (parsed.poisoningKey) {
      const issue: z.core.$ZodIssue = { code: 'unrecognized_keys', keys: [parsed.poisoningKey], path: [], message: '', input: undefined };
      return done(new RequestValidationError([issue], 'body'), undefined);
    }
    done(null, parsed.value);
  });
}

function sendError(reply: FastifyReply, definition: ErrorDefinition) {
  return reply.status(definition.status).send(errorEnvelope(definition));
}

/** Fastify options that keep its own answers in the envelope; spread into Fastify({ … }). */
export const envelopeServerOptions = {
  // a URL that cannot be decoded, or a path parameter past the router's limit: Fastify's own
  // answers would repeat the URL. These answers are made before any route or hook is chosen,
  // so they carry the headers the hooks would have added themselves.
  frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-store').header('x-content-type-options', 'nosniff');
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, ErrorCatalogue.uriTooLong);
    if (error.code === 'FST_ERR_BAD_URL') return sendError(reply, ErrorCatalogue.badRequest);
    return sendError(reply, ErrorCatalogue.internal);
  },
  clientErrorHandler: answerUnreadableRequest,
  // answered by installErrorHandling's hook, in the envelope
  return503OnClosing: false,
} satisfies Partial<FastifyServerOptions>;

/**
 * A request Node's parser refused (a Content-Length shorter than the body leaves the rest to be
 * read as a malformed next request, a header block too large, a timeout): the answer is written to
 * the socket by hand, as the envelope, and the connection closed. As Node does itself, nothing is
 * written once an earlier answer on the connection has started, which would corrupt it.
 */
function answerUnreadableRequest(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const definition =
    error.code === 'HPE_HEADER_OVERFLOW' ? ErrorCatalogue.headersTooLarge : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? ErrorCatalogue.requestTimeout : ErrorCatalogue.badRequest;
  this.log.debug({ err: error }, 'unreadable request');
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && (!inFlight || !inFlight.headersSent)) {
    const body = JSON.stringify(errorEnvelope(definition));
    socket.write(
      `HTTP/1.1 ${definition.status} ${STATUS_CODES[definition.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.definition.status).send(errorEnvelope(error.definition, error.data));
    }
    if (error instanceof RequestValidationError) {
      return reply.status(400).send(validationEnvelope(error));
    }
    const code = (error as FastifyError).code;
    const known = code ? fastifyCodes[code] : undefined;
    if (known) return sendError(reply, ErrorCatalogue[known]);
    const status = (error as FastifyError).statusCode;
    if (status === 429) return sendError(reply, ErrorCatalogue.tooManyRequests);
    // PostgreSQL restarting or unreachable (issue 31 item 7): the request may be sent again in a moment
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error.cause, url: request.url }, 'database unavailable');
      reply.header('retry-after', '1');
      return sendError(reply, ErrorCatalogue.unavailable);
    }
    if (status && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, ErrorCatalogue.validationFailed);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, ErrorCatalogue.internal);
  });

  app.setNotFoundHandler((_request, reply) => sendError(reply, ErrorCatalogue.notFound));

  // while the server drains for shutdown, new requests are turned away (the load balancer retries
  // them elsewhere) in the envelope, instead of Fastify's own 503 body
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // a plain hook, not an async one: it runs on every request and almost always does nothing
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    sendError(reply, ErrorCatalogue.unavailable);
  });
}

/**
 * Every answer that has not chosen its own caching (static pictures and the web bundle do) is
 * `no-store`: tokens, wallets, addresses and orders must not stay in a browser's or a proxy's
 * cache, and the catalogue reads are personal too (favourites, visitor limits), so the rule has
 * no exceptions to get wrong (docs/decisions.md, Platform).
 */
export function installCachePolicy(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/**
 * Helmet's security headers on every answer, with our content security policy. The middleware is
 * built once, here: `@fastify/helmet` built it again on every request (its CSP directives parsed
 * and re-spelt each time), which cost the checkout about 3% of the server's CPU (docs/benchmarks.md,
 * issue 17). Set on the raw response before anything else, so an answer that needs its own policy
 * (the API docs' page) still replaces it.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { stripe?: boolean } = {}): void {
  // with Stripe configured (issue 35), the storefront loads Stripe.js, whose card element and 3-D Secure
  // pages are frames of Stripe's and which talks to Stripe's API (Stripe's documented CSP sources)
  const stripe = options.stripe
    ? {
        script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
        frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
        connect: ['https://api.stripe.com'],
        img: ['https://*.stripe.com'],
      }
    : { script: [], frame: [], connect: [], img: [] };
  const apply = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe.script],
        ...(stripe.frame.length > 0 ? { frameSrc: ["'self'", ...stripe.frame] } : {}),
        // antd injects its styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...stripe.img],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...stripe.connect],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // plain-HTTP local use must keep working
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // helmet throws rather than passing an error on (it has nothing left to fail on once built)
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, () => done());
  });
}
