/**
 * A route is declared with its contract schema and auth mode; the handler returns the
 * envelope's data. Keeps every service's route file a list of one-liners.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthMode } from './auth';
import { ok } from './errors';

interface RouteSpec<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined> {
  body?: B;
  query?: Q;
  params?: P;
  auth?: AuthMode;
  summary: string;
  tags?: string[];
}

type Input<T> = T extends z.ZodType ? z.output<T> : undefined;

export function route<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  spec: RouteSpec<B, Q, P>,
  handler: (input: { body: Input<B>; query: Input<Q>; params: Input<P>; request: FastifyRequest; reply: FastifyReply }) => Promise<unknown> | unknown,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method,
    url,
    config: { auth: spec.auth ?? 'none' },
    schema: {
      summary: spec.summary,
      ...(spec.tags ? { tags: spec.tags } : {}),
      ...(spec.body ? { body: spec.body } : {}),
      ...(spec.query ? { querystring: spec.query } : {}),
      ...(spec.params ? { params: spec.params } : {}),
    },
    handler: async (request, reply) => {
      const data = await handler({ body: request.body as Input<B>, query: request.query as Input<Q>, params: request.params as Input<P>, request, reply });
      return ok(data ?? null);
    },
  });
}
