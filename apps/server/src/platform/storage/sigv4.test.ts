/**
 * The signer against the worked examples of the S3 API reference ("Examples: Signature
 * Calculations", AWS Signature Version 4, header-based auth): same keys, time and requests, the
 * same signatures. The S3 store itself is not run against a fake bucket (docs/decisions.md, Uploads).
 */
import { describe, expect, it } from 'vitest';
import { sha256Hex, signS3Request, uriEncode } from './sigv4';

const keys = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const now = new Date('2013-05-24T00:00:00Z');
const EMPTY = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const signatureOf = (headers: Record<string, string>) => /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

describe('S3 request signing (Signature Version 4)', () => {
  it('signs GET Object with a Range header as the reference does', () => {
    const headers = signS3Request(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY, now },
      keys,
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers).toMatchObject({ 'x-amz-date': '20130524T000000Z', 'x-amz-content-sha256': EMPTY, range: 'bytes=0-9' });
    // fetch sets Host from the URL; it is signed, not sent by hand
    expect(headers).not.toHaveProperty('host');
  });

  it('signs PUT Object with a body, a Date header and a key needing encoding ($ → %24)', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = signS3Request(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash,
        now,
      },
      keys,
    );
    expect(headers.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,');
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('signs a query string sorted and encoded (GET Bucket with max-keys and prefix)', () => {
    const headers = signS3Request({ method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'), headers: {}, payloadHash: EMPTY, now }, keys);
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('signs a path-style address with a port: the host header includes it', () => {
    const at = (url: string) => signatureOf(signS3Request({ method: 'GET', url: new URL(url), headers: {}, payloadHash: EMPTY, now }, keys));
    expect(at('http://minio.local:9000/bucket/ab.png')).not.toBe(at('http://minio.local/bucket/ab.png'));
  });

  it('encodes as RFC 3986 asks, not as encodeURIComponent does', () => {
    expect(uriEncode("a b!'()*~-_.")).toBe('a%20b%21%27%28%29%2A~-_.');
    expect(uriEncode('交付物')).toBe('%E4%BA%A4%E4%BB%98%E7%89%A9');
  });
});
