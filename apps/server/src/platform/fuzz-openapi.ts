/**
 * What the fuzz test reads from /openapi.json: the operations with their body, query and path
 * schemas and who may call them, whether a value breaks a schema (the part JSON Schema can say),
 * and a plausible value for a schema, as a form would send it.
 */
import { randomUUID } from 'node:crypto';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface JsonSchema {
  type?: string | string[];
  /** OpenAPI 3.0: null is allowed as well as the type */
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
}

interface OpenApiParameter {
  in: 'query' | 'path' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export type AuthNeed = 'required' | 'optional' | 'none';

export interface Operation {
  method: string;
  /** the path as documented, e.g. /srs-basedata-service/region/item/{id} */
  path: string;
  auth: AuthNeed;
  body: JsonSchema | null;
  bodyRequired: boolean;
  query: OpenApiParameter[];
  params: OpenApiParameter[];
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const security = operation.security ?? [];
      const auth: AuthNeed = security.length === 0 ? 'none' : security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required';
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        auth,
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        bodyRequired: operation.requestBody?.required === true,
        query: parameters.filter((parameter) => parameter.in === 'query'),
        params: parameters.filter((parameter) => parameter.in === 'path'),
      });
    }
  }
  return operations;
}

// ---- schemas: a plausible value (what a form would send), and whether a value breaks one ----

const year = new Date().getFullYear();
/** Values for the fields whose rules JSON Schema cannot say (refinements, card checks). */
const SAMPLE_BY_NAME: Record<string, Json> = {
  email: 'fuzz.nobody@example.co.uk',
  password: 'Fuzz#Pass2026',
  confirmPassword: 'Fuzz#Pass2026',
  loginPassword: 'Fuzz#Pass2026',
  paymentPassword: '135790',
  confirmPaymentPassword: '135790',
  username: 'fuzz_nobody',
  nickname: 'Fuzz',
  postcode: 'SW1A 2AA',
  mobile: '07700900123',
  phone: '7700900123',
  dialCode: '44',
  phoneCode: '44',
  number: '4242424242424242',
  cvv: '123',
  expiryMonth: 12,
  expiryYear: year + 2,
  holderName: 'FUZZ HOLDER',
  code: '123456',
  emailCode: '123456',
  vatNumber: 'GB123456789',
  reason: 'Changed my mind',
  message: 'A message long enough to pass.',
  trackingNo: 'TRK0001',
  ip: '81.2.69.160',
};

const PATTERN_CANDIDATES = ['ABCDEF123456', '123456', 'GB', 'abcd', 'a', 'Aa1_Aa1_Aa1_Aa1_Aa1_Aa1'];

function optionsOf(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [];
}

export function typesOf(schema: JsonSchema): string[] {
  const options = optionsOf(schema);
  if (options.length > 0) return options.flatMap(typesOf);
  if (schema.enum) return [...new Set(schema.enum.map((value) => (value === null ? 'null' : typeof value)))];
  // OpenAPI 3.0 writes a nullable field as `nullable: true` beside its type
  if (schema.type) return [...(Array.isArray(schema.type) ? schema.type : [schema.type]), ...(schema.nullable === true ? ['null'] : [])];
  return [];
}

/** True when the document's schema refuses the value (the checks JSON Schema can express). */
export function violates(schema: JsonSchema, value: Json): boolean {
  const options = optionsOf(schema);
  if (options.length > 0) return options.every((option) => violates(option, value));
  if (schema.allOf) return schema.allOf.some((part) => violates(part, value));
  if (schema.const !== undefined) return JSON.stringify(schema.const) !== JSON.stringify(value);
  if (schema.enum) return !schema.enum.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value));
  if (value === null && schema.nullable === true) return false;
  const types = typesOf(schema);
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  if (types.length > 0) {
    const typeOk = types.some(
      (type) => type === kind || (type === 'integer' && typeof value === 'number' && Number.isInteger(value)) || (type === 'number' && typeof value === 'number'),
    );
    if (!typeOk) return true;
  }
  if (typeof value === 'number') {
    if (types.includes('integer') && !types.includes('number') && !Number.isInteger(value)) return true;
    const exclusiveLow = schema.exclusiveMinimum === true || typeof schema.exclusiveMinimum === 'number';
    const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
    if (low !== undefined && (exclusiveLow ? value <= low : value < low)) return true;
    const exclusiveHigh = schema.exclusiveMaximum === true || typeof schema.exclusiveMaximum === 'number';
    const high = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
    if (high !== undefined && (exclusiveHigh ? value >= high : value > high)) return true;
  }
  if (typeof value === 'string') {
    if (schema.maxLength !== undefined && [...value].length > schema.maxLength) return true;
    if (schema.minLength !== undefined && [...value].length < schema.minLength) return true;
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return true;
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) return true;
    if (schema.minItems !== undefined && value.length < schema.minItems) return true;
    if (schema.items) return value.some((item) => violates(schema.items!, item));
  }
  if (kind === 'object' && value !== null && !Array.isArray(value) && typeof value === 'object') {
    const object = value;
    if ((schema.required ?? []).some((key) => !(key in object))) return true;
    if (schema.additionalProperties === false && Object.keys(object).some((key) => !(key in (schema.properties ?? {})))) return true;
    return Object.entries(object).some(([key, inner]) => schema.properties?.[key] !== undefined && violates(schema.properties[key], inner));
  }
  return false;
}

export function sampleOf(schema: JsonSchema, name = ''): Json {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0]!;
  const options = optionsOf(schema);
  if (options.length > 0) return sampleOf(options[0]!, name);
  if (schema.allOf && schema.allOf.length > 0) return sampleOf(schema.allOf[0]!, name);
  if (Object.prototype.hasOwnProperty.call(SAMPLE_BY_NAME, name)) return SAMPLE_BY_NAME[name]!;
  switch (typesOf(schema)[0]) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const low = typeof schema.minimum === 'number' ? schema.minimum + (schema.exclusiveMinimum === true ? 1 : 0) : 1;
      return Math.max(low, 1);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sampleOf(schema.items ?? {}, name));
    case 'object': {
      const object: Record<string, Json> = {};
      for (const key of schema.required ?? []) object[key] = sampleOf(schema.properties?.[key] ?? {}, key);
      return object;
    }
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return SAMPLE_BY_NAME.email as string;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found) return found;
  }
  return 'fuzz'.padEnd(schema.minLength ?? 1, 'z');
}
