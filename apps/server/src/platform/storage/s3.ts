/**
 * Uploaded files in an S3-compatible bucket (S3_* settings): objects addressed path-style,
 * `<endpoint>/<bucket>/<key>`, which AWS, MinIO and R2 all answer, signed with ./sigv4.ts.
 * Objects stay private in the bucket: the file service reads them and serves them itself, so
 * the owner check of private documents cannot be bypassed with a bucket address.
 */
import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { S3Settings } from '../config';
import { sha256Hex, signS3Request } from './sigv4';
import { assertSafeKey } from './keys';
import type { FileStorage } from './storage';

/** An object store that does not answer within this long counts as down. */
const REQUEST_TIMEOUT_MS = 30_000;
const EMPTY_PAYLOAD_HASH = sha256Hex('');

export function createS3FileStorage(settings: S3Settings): FileStorage {
  async function send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: { bytes: Buffer; contentType: string }): Promise<Response> {
    assertSafeKey(key);
    const url = new URL(`${settings.endpoint}/${encodeURIComponent(settings.bucket)}/${key}`);
    const headers = signS3Request(
      { method, url, headers: body ? { 'content-type': body.contentType } : {}, payloadHash: body ? sha256Hex(body.bytes) : EMPTY_PAYLOAD_HASH, now: new Date() },
      settings,
    );
    return fetch(url, { method, headers, body: body?.bytes, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  }

  const failure = async (response: Response, what: string) => {
    // S3 explains itself in a small XML document; the log gets its first part, the caller a plain error
    const detail = (await response.text()).slice(0, 300);
    return new Error(`object storage ${what} answered HTTP ${response.status}: ${detail}`);
  };

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const response = await send('PUT', key, { bytes, contentType });
      if (!response.ok) throw await failure(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async open(key) {
      const response = await send('GET', key);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) throw await failure(response, `GET ${key}`);
      return Readable.fromWeb(response.body as ReadableStream<Uint8Array>);
    },
    async remove(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
  };
}
