/**
 * AWS Signature Version 4 for S3-compatible storage (AWS S3, MinIO, Cloudflare R2, …): the
 * Authorization header of one request, as the S3 API reference describes it ("Signature
 * Calculations for the Authorization Header"). Small enough to own and check against the
 * reference's worked examples (sigv4.test.ts), instead of carrying the AWS SDK for three calls.
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** headers to send and sign (lower- or mixed-case names), besides the ones added here */
  headers: Record<string, string>;
  /** hex SHA-256 of the body; S3 checks the body against it */
  payloadHash: string;
  now: Date;
}

export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, which leaves only A-Z a-z 0-9 - _ . ~ as they are (encodeURIComponent also keeps !'()*). */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The path with each segment encoded once; S3 does not normalise it ('/a/../b' stays as it is). */
function canonicalUri(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** '20130524T000000Z' */
const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The headers to send with the request: its own, plus x-amz-date, x-amz-content-sha256 and the
 * Authorization header over all of them and the host (which fetch sets from the URL itself).
 */
export function signS3Request(request: RequestToSign, keys: SigningKeys): Record<string, string> {
  const stamp = amzDate(request.now);
  const day = stamp.slice(0, 8);
  const sent: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) sent[name.toLowerCase()] = value;
  sent['x-amz-date'] = stamp;
  sent['x-amz-content-sha256'] = request.payloadHash;

  const signed: Record<string, string> = { ...sent, host: request.url.host };
  const names = Object.keys(signed).sort();
  const canonicalHeaders = names.map((name) => `${name}:${signed[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalRequest = [request.method, canonicalUri(request.url), canonicalQuery(request.url), canonicalHeaders, signedHeaders, request.payloadHash].join('\n');

  const scope = `${day}/${keys.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');

  sent.authorization = `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`;
  return sent;
}
