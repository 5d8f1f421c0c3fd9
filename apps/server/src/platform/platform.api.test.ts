import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { DEMO_BUYER, USER, type TestApp, createTestApp, engines, signIn } from '../testing/harness';
import { envelopeProblem, rawExchange } from './answers.testing';

/** Text sent inside requests that no answer may repeat. */
const MARKER = 'zq7echo';

describe.each(engines)('platform on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  it('healthz checks the database', async () => {
    const res = await t.get<{ status: string; database: string }>('/healthz');
    expect(res.body.data).toEqual({ status: 'ok', database: engine });
  });

  it('serves the OpenAPI document with the product paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/srs-user-service/buyer/emailPasswordLogin');
    expect(Object.keys(doc.paths)).toContain('/srs-user-service/userConfig/updateSecondAuthButton');
    const ui = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers malformed JSON, huge bodies, other media types and unknown paths with envelopes', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: `${USER}/buyer/checkUnique`, headers: { 'content-type': 'application/json' }, payload: '{"field":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 1002, messageEn: 'The request body is not valid JSON.' });
    const huge = await t.app.inject({
      method: 'POST',
      url: `${USER}/buyer/checkUnique`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ field: 'email', value: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 1003 });
    const text = await t.app.inject({ method: 'POST', url: `${USER}/buyer/checkUnique`, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 1004 });
    const utf16 = await t.app.inject({
      method: 'POST',
      url: `${USER}/buyer/checkUnique`,
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: '{"field":"email","value":"a@b.co"}',
    });
    expect([utf16.statusCode, utf16.json<{ code: number }>().code]).toEqual([415, 1004]);
    const missing = await t.get('/srs-order-service/order/mall/nothing');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 1404, messageEn: 'The requested resource was not found.', message: '请求的资源不存在。' });
    const poisoned = await t.app.inject({
      method: 'POST',
      url: `${USER}/buyer/checkUnique`,
      headers: { 'content-type': 'application/json' },
      payload: '{"field":"email","value":"a@b.co","__proto__":{"admin":true}}',
    });
    expect(poisoned.json()).toMatchObject({ code: 1001, data: { field: '__proto__' } });
  });

  it('sends security headers and no stack traces', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const policy = String(res.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.split(' '));
    expect(Object.fromEntries(policy.map(([name, ...sources]) => [name, sources.join(' ')]))).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'media-src': "'self' blob:",
      'connect-src': "'self'",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
    // the same set on a refusal and on an address nothing answers
    const refused = await t.app.inject({ method: 'GET', url: '/srs-user-service/buyer/getInfo' });
    const nowhere = await t.app.inject({ method: 'GET', url: '/srs-order-service/order/mall/nothing' });
    for (const answer of [refused, nowhere]) {
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
      expect(answer.headers['strict-transport-security']).toBe(res.headers['strict-transport-security']);
    }
    // the API docs' page answers with its own policy instead (its pictures come from the schema validator)
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("img-src 'self' data: validator.swagger.io");
    const bad = await t.app.inject({ method: 'POST', url: `${USER}/buyer/register`, headers: { 'content-type': 'application/json' }, payload: '[1,2,3]' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('the development mailbox lists what the outbox stored', async () => {
    await t.post(`${USER}/captcha/sendEmailCode`, { email: 'mailbox.reader@example.co.uk', scene: 'register' }, null, { 'accept-language': 'zh-CN' });
    const res = await t.get<Array<{ to: string; subject: string; text: string; channel: string }>>('/srs-message-service/dev/mailbox?to=mailbox.reader@example.co.uk');
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ channel: 'email', to: 'mailbox.reader@example.co.uk' });
    expect(res.body.data[0]!.subject).toMatch(/^您的 ClearLot 验证码：\d{6}$/);
  });

  it('the contact form stores a ticket and acknowledges it', async () => {
    const res = await t.post<{ ticketNumber: string }>('/srs-message-service/contact/submit', {
      name: 'Jo Bloggs',
      email: 'jo@example.co.uk',
      topic: 'order',
      message: 'Where is my pallet of kettles?',
    });
    expect(res.body.data.ticketNumber).toMatch(/^CL-[0-9A-F]{10}$/);
    const rows = await t.db.query('select 1 from contact_request where ticket_number = $1', [res.body.data.ticketNumber]);
    expect(rows).toHaveLength(1);
    const tooShort = await t.post('/srs-message-service/contact/submit', { name: 'Jo', email: 'jo@example.co.uk', topic: 'order', message: 'hi' });
    expect(tooShort.body).toMatchObject({ code: 1001, data: { field: 'message' } });
  });

  it('refuses a NUL character or half a surrogate pair in any string of a body, query or path, naming the field, and stores nothing', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from contact_request');
    const cases = [
      { method: 'POST' as const, url: `${USER}/buyer/checkUnique`, payload: { field: 'email', value: 'a\u0000b' }, field: 'value' },
      {
        method: 'POST' as const,
        url: '/srs-message-service/contact/submit',
        payload: { name: 'Jo Bloggs', email: 'jo@example.co.uk', topic: 'order', message: 'Where is my pallet\u0000 of kettles?' },
        field: 'message',
      },
      { method: 'POST' as const, url: '/srs-order-service/cartItem/deleteCartItem', payload: { ids: [1, 'x\u0000'] }, field: 'ids.1' },
      { method: 'POST' as const, url: `${USER}/buyer/checkUnique`, payload: { field: 'email', value: 'a@b.co', ['odd\u0000key']: 1 }, field: 'body' },
      { method: 'POST' as const, url: `${USER}/buyer/updateNickname`, payload: { nickname: 'Jo \ud800' }, field: 'nickname' },
      { method: 'GET' as const, url: '/srs-product-service/buyer/goods/goods/es?keyword=kettle%00', field: 'keyword' },
      { method: 'GET' as const, url: '/srs-basedata-service/region/item/1%002', field: 'id' },
    ];
    // signed in: the calls that need a session check it before the body (as a guard runs before validation)
    const headers = { authorization: `Bearer ${await signIn(t, DEMO_BUYER)}` };
    for (const { field, ...request } of cases) {
      const res = await t.app.inject({ ...request, headers });
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json(), request.url).toMatchObject({
        code: 1001,
        data: { field },
        messageEn: `Parameter validation failed: ${field} — This value contains a character that is not allowed.`,
      });
    }
    expect(await t.db.query('select count(*)::int as n from contact_request')).toEqual(before);
    // without one, such a call is told to sign in, whatever its body holds
    const stranger = await t.app.inject({ method: 'POST', url: '/srs-order-service/cartItem/deleteCartItem', payload: { ids: [1, 'x\u0000'] } });
    expect(stranger.statusCode).toBe(401);
  });

  it('names only declared-looking fields: an odd unknown key is not repeated', async () => {
    const res = await t.app.inject({ method: 'POST', url: `${USER}/buyer/checkUnique`, payload: { field: 'email', value: 'a@b.co', [`<${MARKER}>`]: 1 } });
    expect(res.json()).toMatchObject({ code: 1001, data: { field: '*' } });
    expect(res.body).not.toContain(MARKER);
    const plain = await t.app.inject({ method: 'POST', url: `${USER}/buyer/checkUnique`, payload: { field: 'email', value: 'a@b.co', colour: 1 } });
    expect(plain.json()).toMatchObject({ code: 1001, data: { field: 'colour' } });
  });

  it('answers unknown paths, over-long and undecodable addresses, other methods and HEAD in the envelope, repeating nothing', async () => {
    const requests = [
      { method: 'GET' as const, url: `/srs-basedata-service/region/item/${MARKER}${'1'.repeat(120)}`, status: 414, code: 1414 },
      { method: 'GET' as const, url: `/srs-basedata-service/region/item/%zz${MARKER}`, status: 400, code: 1400 },
      { method: 'GET' as const, url: `/nowhere/${MARKER}`, status: 404, code: 1404 },
      { method: 'PROPFIND' as const, url: `/srs-basedata-service/region/item/1?${MARKER}`, status: 404, code: 1404 },
      { method: 'OPTIONS' as const, url: `${USER}/buyer/checkUnique`, status: 404, code: 1404 },
      { method: 'DELETE' as const, url: `${USER}/buyer/checkUnique`, status: 404, code: 1404 },
      { method: 'GET' as const, url: `${USER}/buyer/checkUnique`, status: 404, code: 1404, headers: { accept: 'text/html' } },
    ];
    for (const { status, code, ...request } of requests) {
      const res = await t.app.inject(request);
      expect([res.statusCode, envelopeProblem({ status: res.statusCode, headers: res.headers, body: res.rawPayload })], `${request.method} ${request.url}`).toEqual([status, null]);
      expect(res.json<{ code: number }>().code).toBe(code);
      expect(res.body).not.toContain(MARKER);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const head = await t.app.inject({ method: 'HEAD', url: `${USER}/buyer/checkUnique` });
    expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([404, 'application/json; charset=utf-8', '']);
  });

  it('answers requests Node cannot parse (broken framing, garbage, huge headers) in the envelope over a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const body = JSON.stringify({ field: 'email', value: `${MARKER}@example.co.uk` });
    const exchanges = [
      // Content-Length shorter than the body: the rest is read as a malformed next request
      `POST ${USER}/buyer/checkUnique HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n${body}`,
      `${MARKER} / HTTP/1.1\r\nHost: x\r\n\r\n`,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${MARKER}${'a'.repeat(20_000)}\r\n\r\n`,
    ];
    const statuses: number[] = [];
    for (const request of exchanges) {
      const answers = await rawExchange(port, request);
      expect(answers.length).toBeGreaterThan(0);
      for (const answer of answers) {
        expect(envelopeProblem(answer)).toBeNull();
        expect(answer.body).not.toContain(MARKER);
        statuses.push(answer.status);
      }
    }
    expect(statuses).toContain(431);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(3);
  });

  it('turns requests away in the envelope while the server shuts down', async () => {
    // a second app on the same database, whose shutdown a request is sent into
    const second = await buildApp(t.config, { db: t.db });
    let during: { status: number; body: string; headers: Headers } | null = null;
    second.addHook('preClose', async () => {
      const { port } = second.server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      during = { status: res.status, body: await res.text(), headers: res.headers };
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    await second.close();
    expect(during).not.toBeNull();
    const answer = during!;
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1503, messageEn: 'The service is temporarily unavailable.' });
    expect(answer.headers.get('connection')).toBe('close');
  });

  it('marks every API answer no-store, while pictures keep their caching', async () => {
    const signInRes = await t.app.inject({ method: 'POST', url: `${USER}/buyer/emailPasswordLogin`, payload: { ...DEMO_BUYER, code: 'abcd', imageKey: randomUUID() } });
    const token = signInRes.json<{ data: { token: string } }>().data.token;
    const auth = { authorization: `Bearer ${token}` };
    const answers = [
      signInRes,
      await t.app.inject({ method: 'POST', url: '/srs-payment-service/wallet/info', headers: auth, payload: {} }),
      await t.app.inject({ method: 'POST', url: '/srs-order-service/userReceiveAddress/list', headers: auth, payload: {} }),
      await t.app.inject({ method: 'POST', url: '/srs-product-service/buyer/product/product/newPageList', payload: { pageNum: 1, pageSize: 10 } }),
      await t.app.inject({ method: 'GET', url: '/srs-basedata-service/buyer/other/pageData?pageClientType=1' }),
      await t.app.inject({ method: 'POST', url: `${USER}/buyer/checkUnique`, payload: { field: 'email' } }),
      await t.app.inject({ method: 'GET', url: '/healthz' }),
      await t.app.inject({ method: 'GET', url: '/nowhere' }),
    ];
    for (const [index, answer] of answers.entries()) expect(answer.headers['cache-control'], `answer ${index}`).toBe('no-store');
    writeFileSync(join(t.config.mediaDir, 'cache-probe.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const picture = await t.app.inject({ method: 'GET', url: '/media/cache-probe.svg' });
    expect([picture.statusCode, picture.headers['cache-control']]).toEqual([200, 'public, max-age=86400']);
  });

  it('documents which operations need a session', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<{ paths: Record<string, Record<string, { security?: unknown }>> }>();
    expect(doc.paths['/srs-payment-service/wallet/info']!.post!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/srs-product-service/buyer/product/product/newPageList']!.post!.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths[`${USER}/buyer/checkUnique`]!.post!.security).toBeUndefined();
  });

  it('looks up the country of an IP from offline data', async () => {
    expect((await t.get('/srs-thirdparty-service/ip/country?ip=1.2.4.8')).body.data).toMatchObject({ countryCode: 'CN' });
    expect((await t.get('/srs-thirdparty-service/ip/country?ip=81.2.69.160')).body.data).toMatchObject({ countryCode: 'GB' });
    expect((await t.get('/srs-thirdparty-service/ip/country')).body).toMatchObject({ code: 200, data: null });
    expect((await t.get('/srs-thirdparty-service/ip/country?ip=nonsense')).body.code).toBe(1001);
  });
});

describe.each(engines)('amounts past 32 bits on %s', (engine) => {
  const PAY = '/srs-payment-service';
  const MILLION_POUNDS = 100_000_000;
  let t: TestApp;
  let token: string;
  let cardId: number;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t, DEMO_BUYER);
    const [address] = await t.db.query<{ id: number }>(
      'select a.id from receive_address a join app_user u on u.id = a.user_id where u.email = $1 and not a.deleted order by a.id limit 1',
      [DEMO_BUYER.email],
    );
    const card = await t.post<{ id: number }>(
      `${PAY}/wallet/cards/add`,
      { number: '4242424242424242', holderName: 'AMELIA HUGHES', expiryMonth: 12, expiryYear: new Date().getFullYear() + 2, cvv: '123', billingAddressId: address!.id },
      token,
    );
    cardId = card.body.data.id;
  });
  afterAll(() => t.close());

  const wallet = async () => (await t.post<{ available: number; frozen: number }>(`${PAY}/wallet/info`, {}, token)).body.data;

  it('refuses a withdrawal of 2,147,483,648 pence with a clear message and changes nothing', async () => {
    const before = await wallet();
    const res = await t.post(`${PAY}/wallet/withdraw`, { amount: 2_147_483_648, savedCardId: cardId, paymentPassword: '246810' }, token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 1001, data: { field: 'amount' }, messageEn: 'Parameter validation failed: amount — The amount may be at most £1,000,000.00.' });
    const over = await t.post(`${PAY}/wallet/topUp`, { amount: MILLION_POUNDS + 1, paymentKey: randomUUID(), savedCardId: cardId, cvv: '123' }, token);
    expect(over.body).toMatchObject({ code: 1001, data: { field: 'amount' } });
    expect(await wallet()).toEqual(before);
  });

  it('takes 22 top-ups of £1,000,000 and a withdrawal past 2^31, the ledger matching the balance', async () => {
    const before = await wallet();
    for (let n = 1; n <= 22; n++) {
      const res = await t.post(`${PAY}/wallet/topUp`, { amount: MILLION_POUNDS, paymentKey: randomUUID(), savedCardId: cardId, cvv: '123' }, token);
      expect([n, res.body.code]).toEqual([n, 200]);
    }
    const topped = await wallet();
    expect(topped.available).toBe(before.available + 22 * MILLION_POUNDS);
    expect(topped.available).toBeGreaterThan(2 ** 31);
    const withdrawn = await t.post(`${PAY}/wallet/withdraw`, { amount: MILLION_POUNDS, savedCardId: cardId, paymentPassword: '246810' }, token);
    expect(withdrawn.body.code).toBe(200);
    expect(await wallet()).toMatchObject({ available: topped.available - MILLION_POUNDS, frozen: before.frozen + MILLION_POUNDS });
    const [ledger] = await t.db.query<{ sum: number; balance: number }>(
      `select (select sum(direction * amount) from wallet_ledger l where l.user_id = w.user_id)::bigint as sum, w.available + w.frozen as balance
         from wallet w join app_user u on u.id = w.user_id where u.email = $1`,
      [DEMO_BUYER.email],
    );
    expect(ledger!.sum).toBe(ledger!.balance);
  });
});

describe('configuration', () => {
  it('refuses to turn the captcha off in production', async () => {
    const { loadConfig } = await import('./config');
    expect(() => loadConfig({ NODE_ENV: 'production', CAPTCHA_ENABLED: 'false', SMTP_URL: 'smtp://x' })).toThrow(/CAPTCHA_ENABLED=false/);
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x' })).not.toThrow();
  });
});

describe('configuration of the code allowance', () => {
  it('reads CODE_REQUESTS_PER_IP_PER_HOUR as a whole number, 30 when unset, and stops the start on anything else', async () => {
    const { loadConfig } = await import('./config');
    expect(loadConfig({ NODE_ENV: 'test' }).codeRequestsPerIpPerHour).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', CODE_REQUESTS_PER_IP_PER_HOUR: '500' }).codeRequestsPerIpPerHour).toBe(500);
    for (const bad of ['0', '-3', '2.5', 'lots']) expect(() => loadConfig({ NODE_ENV: 'test', CODE_REQUESTS_PER_IP_PER_HOUR: bad })).toThrow(/CODE_REQUESTS_PER_IP_PER_HOUR/);
  });
});
