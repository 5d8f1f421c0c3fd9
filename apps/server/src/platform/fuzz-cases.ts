/**
 * Malformed requests for the fuzz test, made from the document alone so they follow the routes as
 * they change: a plausible request for each operation (its "base"), and 30+ ways to spoil it —
 * wrong types, missing fields, NUL characters, 100 KB strings, numbers past every bound, arrays
 * and nulls where objects go, unknown and prototype keys, deep nesting, invalid JSON, other media
 * types, other methods, other spellings of the address and odd headers.
 */
import { type Json, type JsonSchema, type Operation, sampleOf, typesOf, violates } from './fuzz-openapi';

export interface FuzzRequest {
  /** what was spoiled, for the failure list */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * The document itself says this request is wrong, so it must be refused. Spoilings the
   * document cannot see (a NUL, 2^31 where no maximum is declared) are sent too, but only their
   * answers and the rows are judged.
   */
  mustRefuse: boolean;
}

/** Text put into every spoiled string: no refusal may repeat it. */
export const ECHO_MARKER = 'zq7echo';

// ---- spoiled values ----

/** Values of another type than the schema accepts (every type it does not list). */
function wrongTypes(schema: JsonSchema): Json[] {
  const accepted = new Set(typesOf(schema));
  if (accepted.size === 0) return [];
  // an integer field is spoiled by a fraction among the numbers below, not here
  if (accepted.has('integer')) accepted.add('number');
  const candidates: Array<[string, Json]> = [
    ['string', ECHO_MARKER],
    ['number', 1.25],
    ['boolean', true],
    ['object', { [ECHO_MARKER]: 1 }],
    ['array', [ECHO_MARKER]],
    ['null', null],
  ];
  return candidates.filter(([type]) => !accepted.has(type)).map(([, value]) => value);
}

/** Spoiled values for one field, each with a short name. */
function spoiledValues(schema: JsonSchema): Array<[string, Json]> {
  const values: Array<[string, Json]> = wrongTypes(schema).map((value) => [`wrong type ${JSON.stringify(value)}`, value]);
  const types = new Set(typesOf(schema));
  if (types.has('string')) {
    values.push(['NUL', `${ECHO_MARKER}\u0000x`]);
    values.push(['100 KB', `${ECHO_MARKER}${'x'.repeat(100_000)}`]);
    values.push(['lone surrogate', `${ECHO_MARKER}\ud800`]);
  }
  if (types.has('integer') || types.has('number')) {
    values.push(['2^31', 2 ** 31], ['2^53 + 2', 2 ** 53 + 2], ['-1', -1], ['0', 0], ['fraction', 0.5], ['1e300', 1e300], ['-1e300', -1e300]);
  }
  if (types.has('array')) {
    values.push(['10,000 items', Array.from({ length: 10_000 }, () => 1)]);
    // numbers inside a list (ids such as categoryIds): past the int columns, and below any id
    const items = new Set(schema.items ? typesOf(schema.items) : []);
    if (items.has('integer') || items.has('number')) values.push(['item 2^31', [2 ** 31]], ['item 2^53 + 2', [2 ** 53 + 2]], ['item -1', [-1]]);
  }
  if (types.has('object')) values.push(['array for object', []]);
  return values;
}

/** Deep nesting: JSON text of `depth` arrays, one inside the other. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const json = { 'content-type': 'application/json' };

/** The other methods tried on every operation (except HEAD of a GET, which is the GET itself). */
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'];

/** Odd but well-formed headers any request may carry. */
const ODD_HEADERS: Array<[string, Record<string, string>]> = [
  ['Accept text/html', { accept: 'text/html' }],
  ['Accept application/xml only', { accept: 'application/xml' }],
  ['Accept-Encoding gzip', { 'accept-encoding': 'gzip' }],
  ['odd Accept-Language', { 'accept-language': `zz-${ECHO_MARKER};q=abc, *;q=-1` }],
  ['odd X-Forwarded-For', { 'x-forwarded-for': `${ECHO_MARKER}, 999.1.1.1, ::zz` }],
  ['Range', { range: 'bytes=0-1' }],
  ['If-None-Match', { 'if-none-match': '*' }],
  ['Expect', { expect: '100-continue' }],
];

/** The path with its parameters filled in from `values` (raw, already encoded). */
function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_all, name: string) => values[name] ?? '1');
}

function queryString(values: Record<string, string>): string {
  const text = Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${value}`)
    .join('&');
  return text ? `?${text}` : '';
}

/** A plausible request for the operation: the base every spoiled request changes one thing of. */
export interface BaseRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Json | undefined;
}

export function baseRequestOf(operation: Operation): BaseRequest {
  const params = Object.fromEntries(operation.params.map((parameter) => [parameter.name, encodeURIComponent(String(sampleOf(parameter.schema, parameter.name)))]));
  const query = Object.fromEntries(
    operation.query.filter((parameter) => parameter.required).map((parameter) => [parameter.name, encodeURIComponent(String(sampleOf(parameter.schema, parameter.name)))]),
  );
  return { params, query, body: operation.body ? sampleOf(operation.body) : undefined };
}

function urlOf(operation: Operation, base: BaseRequest): string {
  return `${fillPath(operation.path, base.params)}${queryString(base.query)}`;
}

/** The base request as it is, to be sent with a bad token or with another user's ids: it must be refused. */
export function requestOf(operation: Operation, base: BaseRequest, label: string, headers: Record<string, string> = {}): FuzzRequest {
  return {
    label,
    mustRefuse: true,
    method: operation.method,
    url: urlOf(operation, base),
    headers: base.body === undefined ? headers : { ...json, ...headers },
    ...(base.body === undefined ? {} : { payload: JSON.stringify(base.body) }),
  };
}

/** A query or path value as it would be read: numbers from numeric text, undecodable text as refused. */
function paramViolates(schema: JsonSchema, raw: string): boolean {
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return true;
  }
  const numeric = typesOf(schema).some((type) => type === 'integer' || type === 'number');
  return violates(schema, numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);
}

/** encodeURIComponent, except that half a surrogate pair goes as the UTF-8 bytes it cannot have. */
function encodeParam(value: string): string {
  return value
    .split(/(\p{Cs})/u)
    .map((part) => (/^\p{Cs}$/u.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
}

/** Every spoiled request for one operation. None may answer 5xx or change a row; see mustRefuse. */
export function malformedRequests(operation: Operation): FuzzRequest[] {
  const base = baseRequestOf(operation);
  const url = urlOf(operation, base);
  const path = fillPath(operation.path, base.params);
  const requests: FuzzRequest[] = [];
  const add = (label: string, mustRefuse: boolean, request: Omit<FuzzRequest, 'label' | 'mustRefuse'>) => requests.push({ label, mustRefuse, ...request });
  const reads = operation.method === 'GET';

  // ---- the body ----
  if (operation.body) {
    const schema = operation.body;
    const body = base.body as Record<string, Json>;
    const properties = Object.entries(schema.properties ?? {});
    const withBody = (label: string, value: Json) => add(label, violates(schema, value), { method: operation.method, url, headers: json, payload: JSON.stringify(value) });
    const raw = (label: string, text: string | Buffer, headers: Record<string, string> = json) => add(label, true, { method: operation.method, url, headers, payload: text });
    const required = schema.required ?? [];
    if (required.length > 0) {
      withBody('no fields', {});
      for (const key of required) {
        const { [key]: _dropped, ...rest } = body;
        withBody(`missing ${key}`, rest);
      }
      if (operation.bodyRequired) raw('empty body', '');
    }
    for (const [key, fieldSchema] of properties) {
      for (const [name, value] of spoiledValues(fieldSchema)) withBody(`${key}: ${name}`, { ...body, [key]: value });
      // one level down: the fields of nested objects and of array items
      const inner = fieldSchema.properties ? fieldSchema : fieldSchema.items?.properties ? fieldSchema.items : null;
      for (const [innerKey, innerSchema] of Object.entries(inner?.properties ?? {})) {
        const innerBase = sampleOf(inner!) as Record<string, Json>;
        for (const [name, value] of spoiledValues(innerSchema).slice(0, 4)) {
          const spoiled = { ...innerBase, [innerKey]: value };
          withBody(`${key}.${innerKey}: ${name}`, { ...body, [key]: fieldSchema.properties ? spoiled : [spoiled] });
        }
      }
    }
    for (const [label, value] of [
      ['array for body', [body]],
      ['null body', null],
      ['string body', ECHO_MARKER],
      ['number body', 1],
      ['true body', true],
      ['unknown key', { ...body, fuzzUnknownField: ECHO_MARKER }],
      ['odd unknown key', { ...body, [`<${ECHO_MARKER}>`]: 1 }],
      ['token of the wrong type in the body', { ...body, token: 12 }],
      ['nested field', { ...body, [properties[0]?.[0] ?? 'a']: JSON.parse(nestedArrays(500)) as Json }],
    ] as Array<[string, Json]>) {
      withBody(label, value);
    }
    raw('__proto__ key', `{"__proto__":{"isAdmin":true},${JSON.stringify(body).slice(1)}`);
    raw('constructor key', `{"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(body).slice(1)}`);
    raw('deep arrays', nestedArrays(20_000));
    raw('deep objects', nestedObjects(5_000));
    raw('cut JSON', JSON.stringify(body).slice(0, -1));
    raw('JSON with a trailing comma', `${JSON.stringify(body).slice(0, -1)},}`);
    raw('single quotes', `{'${ECHO_MARKER}':1}`);
    raw('NaN', '{"a":NaN}');
    raw('1e400', `{"${properties[0]?.[0] ?? 'a'}":1e400}`);
    raw('invalid UTF-8', Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]));
    raw('byte-order mark', `\ufeff${JSON.stringify(body)}`);
    raw('2 MB body', JSON.stringify({ ...body, padding: 'x'.repeat(2_000_000) }));
    raw('text/plain', JSON.stringify(body), { 'content-type': 'text/plain' });
    raw('form encoded', `a=${ECHO_MARKER}`, { 'content-type': 'application/x-www-form-urlencoded' });
    raw('multipart', `--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n${ECHO_MARKER}\r\n--b--\r\n`, { 'content-type': 'multipart/form-data; boundary=b' });
    raw('no content type', JSON.stringify(body), {});
    raw('odd charset', JSON.stringify(body), { 'content-type': 'application/json; charset=utf-16' });
    raw('JSON look-alike type', JSON.stringify(body), { 'content-type': 'application/jsonx' });
    raw('gzip-encoded garbage', Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01]), { ...json, 'content-encoding': 'gzip' });
  }

  // ---- a body that is not JSON (the multipart upload): every other kind of body, each refused ----
  if (!operation.body && !reads) {
    const raw = (label: string, text: string | Buffer, headers: Record<string, string>) => add(label, true, { method: operation.method, url, headers, payload: text });
    const form = { 'content-type': 'multipart/form-data; boundary=b' };
    raw('JSON body', JSON.stringify({ [ECHO_MARKER]: 1 }), json);
    raw('form encoded', `a=${ECHO_MARKER}`, { 'content-type': 'application/x-www-form-urlencoded' });
    raw('form without a file', `--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n${ECHO_MARKER}\r\n--b--\r\n`, form);
    raw('form with an odd file name', `--b\r\nContent-Disposition: form-data; name="file"; filename="${ECHO_MARKER}\u0000.png"\r\n\r\n${ECHO_MARKER}\r\n--b--\r\n`, form);
    raw('form cut short', `--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${ECHO_MARKER}`, form);
    raw('empty form', '', form);
    raw('form without a boundary', ECHO_MARKER, { 'content-type': 'multipart/form-data' });
    raw('form with a 100 KB part header', `--b\r\nContent-Disposition: form-data; name="file"; filename="${ECHO_MARKER}${'x'.repeat(100_000)}.png"\r\n\r\nx\r\n--b--\r\n`, form);
    raw('no content type', ECHO_MARKER, {});
    raw('gzip-encoded garbage', Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x01]), { ...form, 'content-encoding': 'gzip' });
  }

  // ---- query string and path parameters ----
  for (const parameter of operation.query) {
    const query = (label: string, value: string) => {
      const values = { ...base.query, [parameter.name]: value };
      add(`query ${parameter.name}: ${label}`, !reads && paramViolates(parameter.schema, value), { method: operation.method, url: `${path}${queryString(values)}`, headers: {} });
    };
    for (const [name, value] of spoiledValues(parameter.schema)) {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') query(name, encodeParam(String(value)));
    }
    query('NaN', 'NaN');
    query('Infinity', 'Infinity');
    query('undecodable', `%zz${ECHO_MARKER}`);
    query('repeated', `1&${encodeURIComponent(parameter.name)}=2`);
    query('bracketed', `1&${encodeURIComponent(parameter.name)}[x]=2`);
    if (parameter.required) {
      const { [parameter.name]: _dropped, ...rest } = base.query;
      add(`query ${parameter.name}: missing`, !reads, { method: operation.method, url: `${path}${queryString(rest)}`, headers: {} });
    }
  }
  const withQuery = (extra: string) => `${url}${url.includes('?') ? '&' : '?'}${extra}`;
  if (operation.query.length > 0 || reads) {
    add('unknown query parameter', !reads, { method: operation.method, url: withQuery(`fuzzUnknown=${ECHO_MARKER}`), headers: {} });
    add('__proto__ in the query', !reads, { method: operation.method, url: withQuery('__proto__[x]=1&constructor[prototype][x]=1'), headers: {} });
    add('100 KB query string', !reads, { method: operation.method, url: withQuery(`fuzzPadding=${ECHO_MARKER}${'x'.repeat(100_000)}`), headers: {} });
  }
  for (const parameter of operation.params) {
    for (const [name, value] of [
      ['text', ECHO_MARKER],
      ['NUL', `1%00${ECHO_MARKER}`],
      ['150 characters', `${ECHO_MARKER}${'1'.repeat(150)}`],
      ['negative', '-1'],
      ['zero', '0'],
      ['fraction', '1.5'],
      ['exponent', '1e3'],
      ['2^31', String(2 ** 31)],
      ['20 digits', '9'.repeat(20)],
      ['undecodable', `%zz${ECHO_MARKER}`],
      ['encoded slashes', '..%2F..%2Fetc%2Fpasswd'],
      ['empty', ''],
    ] as Array<[string, string]>) {
      add(`path ${parameter.name}: ${name}`, !reads && paramViolates(parameter.schema, value), {
        method: operation.method,
        url: `${fillPath(operation.path, { ...base.params, [parameter.name]: value })}${queryString(base.query)}`,
        headers: {},
      });
    }
  }

  // ---- the request as a whole ----
  for (const method of OTHER_METHODS) {
    if (method === operation.method || (method === 'HEAD' && reads)) continue;
    const bodiless = method === 'GET' || method === 'HEAD' || method === 'OPTIONS';
    add(`method ${method}`, true, { method, url, headers: bodiless ? {} : json, ...(bodiless ? {} : { payload: JSON.stringify(base.body ?? {}) }) });
  }
  // the same address spelt differently must not reach another handler or slip past the router
  const [pathPart, queryPart] = url.split('?') as [string, string | undefined];
  const again = (spelling: string) => `${spelling}${queryPart === undefined ? '' : `?${queryPart}`}`;
  for (const [label, spelling] of [
    ['trailing slash', `${pathPart}/`],
    ['doubled slash', pathPart.replace('/', '//')],
    ['upper case', pathPart.toUpperCase()],
    ['dot segment', pathPart.replace(/\/([^/]+)$/, '/./$1')],
    ['encoded dot segments', `${pathPart}/%2e%2e/%2e%2e/healthz`],
  ]) {
    // with a spoiled body: whether or not the router takes the spelling, nothing may happen
    const payload = base.body === undefined ? {} : { payload: JSON.stringify({ ...(base.body as Record<string, Json>), fuzzUnknownField: 1 }) };
    add(`address ${label}`, !reads, { method: operation.method, url: again(spelling!), headers: base.body === undefined ? {} : json, ...payload });
  }
  if (!operation.body) add('a body on a request without one', !reads, { method: operation.method, url, headers: { 'content-type': 'text/plain' }, payload: ECHO_MARKER });
  for (const [label, headers] of ODD_HEADERS) {
    // odd headers on a spoiled request: they must not change how the refusal is answered
    if (operation.body) {
      const spoiled = { ...(base.body as Record<string, Json>), fuzzUnknownField: 1 };
      add(`header ${label}`, true, { method: operation.method, url, headers: { ...json, ...headers }, payload: JSON.stringify(spoiled) });
    } else {
      add(`header ${label}`, !reads, { method: operation.method, url: withQuery('fuzzUnknown=1'), headers });
    }
  }
  return requests;
}
