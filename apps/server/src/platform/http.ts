/**
 * Request validation and the one error handler: every failure leaves as an envelope
 * from the catalogue; internals and stack traces are logged, never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify';
import { ErrorCatalogue } from '@clearlot/contract';
import type { ZodType, z } from 'zod';
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

/** JSON.parse that refuses prototype-poisoning keys. */
function safeParse(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => (key === '__proto__' || key === 'constructor' ? undefined : value));
}

/**
 * Only JSON bodies are accepted; an empty body counts as no body (the contract schema
 * decides whether that is allowed). Anything else is 415.
 */
export function installBodyParsing(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, safeParse(text));
    } catch {
      const error = new SyntaxError('invalid JSON') as SyntaxError & { statusCode: number };
      error.statusCode = 400;
      done(error, undefined);
    }
  });
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
    // JSON.parse failures surface as SyntaxError with statusCode 400
    const known = code ? fastifyCodes[code] : undefined;
    if (known || (error instanceof SyntaxError && (error as FastifyError).statusCode === 400)) {
      const definition = ErrorCatalogue[known ?? 'malformedJson'];
      return reply.status(definition.status).send(errorEnvelope(definition));
    }
    const status = (error as FastifyError).statusCode;
    if (status === 429) return reply.status(429).send(errorEnvelope(ErrorCatalogue.tooManyRequests));
    if (status && status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(400).send(errorEnvelope(ErrorCatalogue.validationFailed));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorEnvelope(ErrorCatalogue.internal));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(errorEnvelope(ErrorCatalogue.notFound)));
}
