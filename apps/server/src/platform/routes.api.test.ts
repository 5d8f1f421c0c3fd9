import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiOperations } from '@clearlot/contract/api/operations';
import { ServicePrefix } from '@clearlot/contract/api/services';
import { EmptyBody, TokenBody, UserInfo, UserProfile } from '@clearlot/contract';
import { type TestApp, createTestApp, engines } from '../testing/harness';
import { installErrorHandling } from './http';
import { responseSerializer } from './responses';
import { route } from './routes';

interface OpenApiSchema {
  $ref?: string;
  properties?: Record<string, { enum?: unknown; type?: unknown }>;
  required?: string[];
}
interface OpenApiResponse {
  content?: { 'application/json'?: { schema?: OpenApiSchema } };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
  components: { schemas: Record<string, OpenApiSchema> };
}

/** '/region/item/:id' as OpenAPI writes it: '/region/item/{id}'. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe.each(engines)('the API table on %s', (engine) => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp(engine);
    doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('serves every operation of the contract and nothing else under the seven prefixes', () => {
    const served = Object.entries(doc.paths)
      .filter(([path]) => Object.values(ServicePrefix).some((prefix) => path.startsWith(`${prefix}/`)))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const table = Object.entries(ApiOperations).map(([path, operation]) => `${operation.method} ${openApiPath(path)}`);
    expect(served.sort()).toEqual(table.sort());
  });

  it('documents each answer: the success envelope around the data schema, and the error envelope for 4xx and 5xx', () => {
    const resolve = (schema: OpenApiSchema | undefined) => (schema?.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema);
    for (const [path, operation] of Object.entries(ApiOperations)) {
      const responses = doc.paths[openApiPath(path)]?.[operation.method.toLowerCase()]?.responses ?? {};
      const success = resolve(responses['200']?.content?.['application/json']?.schema);
      expect(success?.properties?.code, path).toMatchObject({ enum: [200] });
      expect(success?.required, path).toEqual(expect.arrayContaining(['code', 'message', 'messageEn', 'data']));
      for (const status of ['4XX', '5XX']) {
        const error = resolve(responses[status]?.content?.['application/json']?.schema);
        expect(error?.properties?.code, `${path} ${status}`).toMatchObject({ type: 'integer' });
        expect(error?.required, `${path} ${status}`).toEqual(['code', 'message', 'messageEn', 'data']);
      }
    }
  });

  it('refers only to schemas it has', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const name of refs) expect(doc.components.schemas, name).toHaveProperty([name]);
  });

  it('documents the data of an answer in full', () => {
    const success = doc.paths['/srs-user-service/buyer/info']?.post?.responses?.['200']?.content?.['application/json']?.schema;
    expect(success?.properties?.data).toMatchObject({
      type: 'object',
      properties: { id: { type: 'integer' }, roleIdList: { type: 'array' }, email: { type: 'string' } },
      additionalProperties: false,
    });
  });
});

describe('route()', () => {
  /** Declares routes in a bare app under the user service's prefix; the error that stops it, if any. */
  const attempt = async (declare: (app: Parameters<typeof route>[0]) => void) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializer('test'));
    try {
      await app.register(async (service) => declare(service), { prefix: ServicePrefix.user });
      await app.ready();
      return null;
    } catch (error) {
      return (error as Error).message;
    } finally {
      await app.close();
    }
  };

  it('takes a route that is its contract operation', async () => {
    await expect(
      attempt((app) =>
        route(app, 'POST', '/buyer/info', { body: TokenBody, response: UserInfo, summary: 'Signed-in user' }, () => ({
          id: 1,
          icon: null,
          roleIdList: [],
          pricesWithVat: false,
          purchasePermission: false,
          username: 'u',
          email: 'e',
        })),
      ),
    ).resolves.toBeNull();
  });

  it('answers the 500 envelope, not the stray field, when a handler leaves its contract (outside production)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializer('test'));
    installErrorHandling(app);
    const drifted = { id: 1, icon: null, roleIdList: [], purchasePermission: false, username: 'u', email: 'e', passwordHash: 'zq7secret' };
    await app.register(async (service) => route(service, 'POST', '/buyer/info', { body: TokenBody, response: UserInfo, summary: 'Signed-in user' }, () => drifted as never), {
      prefix: ServicePrefix.user,
    });
    const res = await app.inject({ method: 'POST', url: `${ServicePrefix.user}/buyer/info`, payload: {} });
    await app.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 1500, data: null });
    expect(res.body).not.toContain('zq7secret');
  });

  it('refuses a route the API table does not have, or declares differently', async () => {
    expect(await attempt((app) => route(app, 'POST', '/buyer/unknown', { body: EmptyBody, response: z.null(), summary: 'Not in the table' }, () => null))).toMatch(
      /POST \/srs-user-service\/buyer\/unknown is not in the API table/,
    );
    expect(
      await attempt((app) =>
        route(app, 'GET', '/buyer/info', { query: EmptyBody, response: UserInfo, summary: 'Wrong method' }, () => ({
          id: 1,
          icon: null,
          roleIdList: [],
          pricesWithVat: false,
          purchasePermission: false,
          username: 'u',
          email: 'e',
        })),
      ),
    ).toMatch(/is POST in the API table/);
    expect(
      await attempt((app) => route(app, 'POST', '/buyer/info', { body: TokenBody, response: UserProfile.pick({ id: true }), summary: 'Other answer' }, () => ({ id: 1 }))),
    ).toMatch(/declares another response schema/);
    expect(
      await attempt((app) =>
        route(app, 'POST', '/buyer/info', { body: EmptyBody, response: UserInfo, summary: 'Other body' }, () => ({
          id: 1,
          icon: null,
          roleIdList: [],
          pricesWithVat: false,
          purchasePermission: false,
          username: 'u',
          email: 'e',
        })),
      ),
    ).toMatch(/declares another body schema/);
  });
});
