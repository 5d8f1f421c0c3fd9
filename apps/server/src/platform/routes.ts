/**
 * A route is declared with its contract schemas (what it takes and the data it answers) and its
 * auth mode; the handler returns the envelope's data, and its type is checked against the
 * response schema. Every route must be the contract's operation for its path
 * (packages/contract/src/api/operations.ts) with the very same schemas, so the web, typed from
 * that table, and the server cannot drift apart: the app refuses to start otherwise.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { type ApiOperation, ApiOperations } from '@clearlot/contract/api/operations';
import type { RoleId } from '@clearlot/contract/rules/roles';
import type { AuthMode } from './auth';
import { ok } from './errors';
import { ErrorEnvelope, successEnvelope } from './responses';

type Method = ApiOperation['method'];

interface RouteSpec<R extends z.ZodType, B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined> {
  body?: B;
  query?: Q;
  params?: P;
  /** the data of the success envelope */
  response: R;
  auth?: AuthMode;
  /** who may call it (any one of these roles), checked before the handler; needs auth 'required' */
  roles?: readonly RoleId[];
  summary: string;
  tags?: string[];
}

type Input<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The contract operation a route must be, or why it is not. */
function contractProblem(method: Method, path: string, spec: RouteSpec<z.ZodType, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined>): string | null {
  const operations: Record<string, ApiOperation> = ApiOperations;
  const operation = Object.hasOwn(operations, path) ? operations[path] : undefined;
  if (!operation) return 'is not in the API table';
  if (operation.method !== method) return `is ${operation.method} in the API table`;
  for (const part of ['body', 'query', 'params', 'response'] as const) {
    if (spec[part] !== operation[part]) return `declares another ${part} schema than the API table`;
  }
  return null;
}

export function route<R extends z.ZodType, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  method: Method,
  url: string,
  spec: RouteSpec<R, B, Q, P>,
  handler: (input: { body: Input<B>; query: Input<Q>; params: Input<P>; request: FastifyRequest; reply: FastifyReply }) => Promise<z.input<R>> | z.input<R>,
): void {
  const problem = contractProblem(method, `${app.prefix}${url}`, spec);
  if (problem) throw new Error(`${method} ${app.prefix}${url} ${problem} (packages/contract/src/api/operations.ts)`);
  const schema: FastifySchema = {
    summary: spec.summary,
    ...(spec.tags ? { tags: spec.tags } : {}),
    ...(spec.body ? { body: spec.body } : {}),
    ...(spec.query ? { querystring: spec.query } : {}),
    ...(spec.params ? { params: spec.params } : {}),
    response: { 200: successEnvelope(spec.response), '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
  };
  app.route({
    method,
    url,
    config: { auth: spec.auth ?? 'none', ...(spec.roles ? { roles: spec.roles } : {}) },
    schema,
    handler: async (request, reply) => {
      const data = await handler({ body: request.body as Input<B>, query: request.query as Input<Q>, params: request.params as Input<P>, request, reply });
      return ok(data);
    },
  });
}
