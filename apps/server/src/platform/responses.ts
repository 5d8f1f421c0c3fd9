/**
 * What a route answers: the success envelope around its contract data schema, the error envelope
 * for 4xx and 5xx, and how answers become JSON. Outside production every success answer is
 * checked against its schema before it leaves, so the API tests and the browser tests catch a
 * service that drifts from the contract; production writes the JSON without the check (its cost
 * on the listing is in docs/decisions.md).
 */
import type { FastifySerializerCompiler } from 'fastify';
import { type ZodType, z } from 'zod';
import type { RunMode } from './config';

export function successEnvelope<T extends ZodType>(data: T) {
  return z.object({ code: z.literal(200), message: z.string(), messageEn: z.string(), data }).strict();
}

/** Every refusal and failure: a code from the error catalogue in both languages; data is usually null (1001 lists the fields). */
export const ErrorEnvelope = z
  .object({ code: z.number().int(), message: z.string(), messageEn: z.string(), data: z.unknown() })
  .strict()
  .meta({ id: 'ErrorEnvelope', description: 'An error from the catalogue (packages/contract/src/errors.ts)' });

/** A success answer that does not match the route's declared schema. */
export class ResponseContractError extends Error {
  constructor(method: string, url: string, issues: z.core.$ZodIssue[]) {
    super(`${method} ${url} answered outside its contract schema: ${z.prettifyError(new z.ZodError(issues))}`);
    this.name = 'ResponseContractError';
  }
}

const plain = (data: unknown) => JSON.stringify(data);

/** Serialises route answers: plain JSON in production, checked against the schema elsewhere. */
export function responseSerializer(mode: RunMode): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    if (mode === 'production' || httpStatus !== '200') return plain;
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) throw new ResponseContractError(method, url, result.error.issues);
      // the answer as the handler built it: the check must not change what is sent
      return plain(data);
    };
  };
}
