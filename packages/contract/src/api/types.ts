/**
 * The types of every call, read from the operations table: what a path takes (body, query, path
 * parameters) and what its success envelope's data is. Types only: import them with
 * `import type` so the browser bundle never loads zod.
 */
import type { z } from 'zod';
import type { ApiOperations, ApiRoutePath } from './operations';

type Operation<P extends ApiRoutePath> = ApiOperations[P];
type Part<P extends ApiRoutePath, K extends 'body' | 'query' | 'params'> = Operation<P> extends Record<K, infer S extends z.ZodType> ? S : never;

/** Paths answered by each method. */
export type PostPath = { [P in ApiRoutePath]: Operation<P>['method'] extends 'POST' ? P : never }[ApiRoutePath];
export type GetPath = { [P in ApiRoutePath]: Operation<P>['method'] extends 'GET' ? P : never }[ApiRoutePath];

/** The body a path takes, as the caller writes it (defaults may be left out). */
export type ApiBody<P extends ApiRoutePath> = z.input<Part<P, 'body'>>;

/**
 * Query and path parameters travel as text and are read back as numbers where the schema says so
 * (z.coerce), so the caller writes the parsed types; fields with a default may be left out.
 */
type TextParameters<S extends z.ZodType> = [S] extends [never] ? never : { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : never };
/** never when the path takes no query (or no path parameters). */
export type ApiQuery<P extends ApiRoutePath> = TextParameters<Part<P, 'query'>>;
export type ApiParams<P extends ApiRoutePath> = TextParameters<Part<P, 'params'>>;

/** The data of a path's success envelope. */
export type ApiResponse<P extends ApiRoutePath> = z.output<Operation<P>['response']>;

export type { ApiRoutePath };
