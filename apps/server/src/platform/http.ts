/**
 * Request validation and the one error handler: every failure leaves as an envelope
 * from the catalogue; internals and stack traces are logged, never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifySchemaCompiler } from 'fastify';
import { ErrorCatalogue } from '@clearlot/contract';
import type { ZodType } from 'zod';
import { AppError, RequestValidationError, errorEnvelope, validationEnvelope } from './errors';

export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
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
