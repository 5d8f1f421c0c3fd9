/**
 * The fuzz test (issue 10, "Done when"): every operation /openapi.json lists, sent 30+ malformed
 * inputs with and without a valid token, bad and expired tokens, and another user's ids. Not one
 * answer may be a 5xx, leave the envelope, repeat the input, show the victim's data, or change a
 * row. The operations come from the running app's document, so the test follows the routes.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, engines } from '../testing/harness';
import { envelopeProblem } from './answers.testing';
import { ECHO_MARKER, type FuzzRequest, baseRequestOf, malformedRequests, requestOf } from './fuzz-cases';
import { MAX_ROW_ID } from '@clearlot/contract/schemas/fields';
import { type Json, type JsonSchema, type OpenApiDocument, type Operation, operationsOf, typesOf } from './fuzz-openapi';
import { type Attacker, type Victim, changedTables, foreignValues, prepareAttacker, prepareVictim, tableDigests } from './fuzz-support';

/** Requests in flight at once: enough to overlap work, few enough to keep PGlite's queue short. */
const PARALLEL = 8;
/** Generous: the run takes about 20 s on an idle machine, but CI runs test files side by side. */
const FUZZ_TIMEOUT_MS = 180_000;

interface Failure {
  operation: string;
  request: string;
  problem: string;
}

describe.each(engines)('fuzz on %s', (engine) => {
  let t: TestApp;
  let operations: Operation[];
  let victim: Victim;
  let attacker: Attacker;
  let failures: Failure[] = [];
  let sent = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
    operations = operationsOf(doc);
    victim = await prepareVictim(t);
    attacker = await prepareAttacker(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    failures = [];
    sent = 0;
  });

  /** Sends requests and judges each answer; returns the envelope codes (0 where there is no body). */
  async function send(operation: Operation, requests: FuzzRequest[], token: string | null): Promise<number[]> {
    const name = `${operation.method} ${operation.path}`;
    const codes: number[] = [];
    for (let start = 0; start < requests.length; start += PARALLEL) {
      await Promise.all(
        requests.slice(start, start + PARALLEL).map(async (request) => {
          const res = await t.app.inject({
            method: request.method as 'GET',
            url: request.url,
            headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          sent += 1;
          const label = `${request.method} ${request.label}${token ? ' (signed in)' : ''}`;
          const fail = (problem: string) => failures.push({ operation: name, request: label, problem });
          const answer = { status: res.statusCode, headers: res.headers, body: res.rawPayload };
          if (res.statusCode >= 500) return fail(`HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`);
          const shape = envelopeProblem(answer, request.method);
          if (shape) return fail(`HTTP ${res.statusCode} ${shape}`);
          if (request.method === 'HEAD' || res.headers['content-encoding']) return codes.push(0);
          const code = res.json<{ code: number }>().code;
          codes.push(code);
          if (code === 200 && request.mustRefuse) return fail('accepted');
          if (code !== 200 && res.body.includes(ECHO_MARKER)) return fail(`the refusal repeats the input: ${res.body.slice(0, 200)}`);
          // as JSON strings, so the attacker's own newbuyer@… does not contain the victim's buyer@…
          for (const secret of victim.secrets) if (res.body.includes(JSON.stringify(secret))) return fail(`shows the victim's ${JSON.stringify(secret)}`);
        }),
      );
    }
    return codes;
  }

  /**
   * Runs each operation's requests, comparing every table's rows before and after each service's
   * operations (a digest per operation would cost more than the requests themselves).
   */
  async function sendAndCompare(chosen: Operation[], run: (operation: Operation) => Promise<void>): Promise<void> {
    const services = new Map<string, Operation[]>();
    for (const operation of chosen) {
      const service = operation.path.split('/')[1]!;
      services.set(service, [...(services.get(service) ?? []), operation]);
    }
    let before = await tableDigests(t);
    for (const [service, serviceOperations] of services) {
      for (const operation of serviceOperations) await run(operation);
      const after = await tableDigests(t);
      const changed = changedTables(before, after);
      if (changed.length > 0) failures.push({ operation: `/${service}/…`, request: '(all)', problem: `rows changed in ${changed.join(', ')}` });
      before = after;
    }
  }

  it('finds every operation, each request schema refusing unknown keys', () => {
    expect(operations.length).toBeGreaterThanOrEqual(80);
    const loose: string[] = [];
    const visit = (schema: JsonSchema | undefined, where: string) => {
      if (!schema) return;
      if (schema.properties && schema.additionalProperties !== false) loose.push(where);
      for (const [key, inner] of Object.entries(schema.properties ?? {})) visit(inner, `${where}.${key}`);
      visit(schema.items, `${where}[]`);
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) visit(option, where);
    };
    for (const operation of operations) visit(operation.body ?? undefined, `${operation.method} ${operation.path}`);
    expect(loose).toEqual([]);
  });

  it('bounds every id a request carries to what the int columns hold (2^31 - 1)', () => {
    const unbounded: string[] = [];
    const visit = (schema: JsonSchema | undefined, where: string, key: string) => {
      if (!schema) return;
      const isId = /(^id|Id|Ids)$/.test(key);
      const numeric = typesOf(schema).some((type) => type === 'integer' || type === 'number');
      if (isId && numeric && !schema.enum && (schema.maximum === undefined || schema.maximum > MAX_ROW_ID)) unbounded.push(where);
      for (const [inner, innerSchema] of Object.entries(schema.properties ?? {})) visit(innerSchema, `${where}.${inner}`, inner);
      // the items of a list of ids (categoryIds) are ids
      visit(schema.items, `${where}[]`, key);
      for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) visit(option, where, key);
    };
    for (const operation of operations) {
      const name = `${operation.method} ${operation.path}`;
      visit(operation.body ?? undefined, `${name} body`, '');
      for (const parameter of [...operation.query, ...operation.params]) visit(parameter.schema, `${name} ${parameter.name}`, parameter.name);
    }
    expect(unbounded).toEqual([]);
  });

  it(
    'answers 30+ malformed inputs per operation, with and without a token: no 5xx, only envelopes, nothing repeated, no row changed',
    async () => {
      const started = performance.now();
      const counts: number[] = [];
      await sendAndCompare(operations, async (operation) => {
        const requests = malformedRequests(operation);
        counts.push(requests.length);
        await send(operation, requests, null);
        await send(operation, requests, attacker.token);
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(`fuzz on ${engine}: ${operations.length} operations × ${Math.min(...counts)}–${Math.max(...counts)} malformed inputs × 2 = ${sent} requests in ${seconds} s`);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(30);
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    'refuses bad, expired, revoked and half-finished sessions on every operation that needs one',
    async () => {
      const tokens: Array<[string, string]> = [
        ['garbage', `${ECHO_MARKER}garbage`],
        ['300 characters', 'a'.repeat(300)],
        ['expired', attacker.expiredToken],
        ['revoked', attacker.revokedToken],
        ['waiting for its second step', attacker.pendingToken],
        ["another user's, altered", `${victim.token.slice(0, -1)}${victim.token.endsWith('A') ? 'B' : 'A'}`],
      ];
      const odd: Array<[string, string]> = [
        ['empty bearer', 'Bearer '],
        ['basic scheme', `Basic ${Buffer.from(`buyer:${ECHO_MARKER}`).toString('base64')}`],
        ['two tokens', `Bearer ${attacker.token} ${attacker.token}`],
      ];
      await sendAndCompare(
        operations.filter((candidate) => candidate.auth === 'required'),
        async (operation) => {
          const base = baseRequestOf(operation);
          for (const [label, token] of tokens) await send(operation, [requestOf(operation, base, `token ${label}`)], token);
          await send(
            operation,
            odd.map(([label, header]) => requestOf(operation, base, `authorization ${label}`, { authorization: header })),
            null,
          );
        },
      );
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "refuses another user's ids and shows nothing of theirs",
    async () => {
      let tried = 0;
      let pastValidation = 0;
      await sendAndCompare(
        operations.filter((candidate) => candidate.auth === 'required' && candidate.body?.properties),
        async (operation) => {
          const foreign = foreignValues(victim, operation.path);
          const fields = Object.keys(operation.body!.properties!).filter((key) => key in foreign);
          if (fields.length === 0) return;
          const base = baseRequestOf(operation);
          const body = base.body as Record<string, Json>;
          const requests: FuzzRequest[] = [];
          for (const field of fields) {
            for (const value of foreign[field]!) {
              // every owned field takes the victim's value at once, so nothing of the attacker's own is touched
              const spoiled = Object.fromEntries(fields.map((key) => [key, key === field ? value : foreign[key]![0]!]));
              requests.push({ ...requestOf(operation, { ...base, body: { ...body, ...spoiled } }, `${field} = the victim's ${JSON.stringify(value)}`) });
            }
          }
          tried += requests.length;
          const codes = await send(operation, requests, attacker.token);
          pastValidation += codes.filter((code) => code !== 1001).length;
        },
      );
      expect(tried).toBeGreaterThan(20);
      // the bases are plausible enough that most of these reach the ownership checks
      expect(pastValidation / tried).toBeGreaterThan(0.5);
      expect(failures).toEqual([]);
    },
    FUZZ_TIMEOUT_MS,
  );
});
