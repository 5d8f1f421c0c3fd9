/**
 * Uploads through HTTP on both engines (issue 11, docs/product.md §5 images, §7 file upload):
 * what is accepted and how it is served back, every refusal as a bilingual envelope with nothing
 * stored (rows and the folder are checked), private documents kept from other people, and the
 * per-user limit under 50 parallel uploads.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ErrorCatalogue, type Envelope, type ErrorName } from '@clearlot/contract';
import { MAX_UPLOAD_BYTES } from '@clearlot/contract/rules/upload';
import type { UploadedFile } from '@clearlot/contract/schemas/file';
import { DEMO_BUYER, NEW_BUYER, type TestApp, createTestApp, engines, signIn } from '../../testing/harness';
import { UPLOADS_PER_HOUR } from './service';
import { plainPng, pngBomb, smallJpeg } from './testing';

// ---- files as their bytes make them ----
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The first bytes of a JPEG and nothing that decodes: the type reader says JPEG, a decoder says no. */
const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const TEXT = Buffer.from('just some words, not a picture at all\n'.repeat(4));
/** A PNG of the given size: its header, then padding (the type is read from the first bytes). */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length, 0)]);
// real pictures, made before the tests (issue 31, decompression bombs)
let JPEG: Buffer;
/** 50,000 × 50,000 pixels in about 300 KB */
let BOMB: Buffer;
/** 8,000 × 5,000: exactly the 40 megapixels allowed, and one row more */
let AT_LIMIT: Buffer;
let PAST_LIMIT: Buffer;
/** a real PNG with the end of its picture data cut off */
let CUT_SHORT: Buffer;
beforeAll(async () => {
  [JPEG, BOMB, AT_LIMIT, PAST_LIMIT] = await Promise.all([smallJpeg(), pngBomb(), plainPng(8000, 5000), plainPng(8000, 5001)]);
  const whole = await plainPng(3000, 2000);
  CUT_SHORT = whole.subarray(0, whole.length - 200);
}, 60_000);

interface Part {
  name: string;
  value?: string;
  filename?: string;
  bytes?: Buffer;
}

const BOUNDARY = '----ClearLotTestBoundary7MA4YWxkTrZu0gW';

/** A multipart body written out by hand, so names and bytes are exactly what each case needs. */
function form(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? `form-data; name="${part.name}"` : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'), part.bytes ?? Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const fileForm = (filename: string, bytes: Buffer, fields: Record<string, string> = {}) =>
  form([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, bytes }]);

describe.each(engines)('uploads on %s', (engine) => {
  let t: TestApp;
  let filesDir: string;
  let buyer: string;
  let otherBuyer: string;

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'clearlot-upload-test-'));
    t = await createTestApp(engine, { filesDir });
    buyer = await signIn(t, DEMO_BUYER);
    otherBuyer = await signIn(t, NEW_BUYER);
  });
  afterAll(() => t.close());

  async function upload(body: { payload: Buffer | string; headers: Record<string, string> }, token: string | null = buyer) {
    const res = await t.app.inject({
      method: 'POST',
      url: ApiPath.file.upload,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body.payload,
    });
    return { status: res.statusCode, headers: res.headers, body: res.json<Envelope<UploadedFile>>() };
  }

  const fetchFile = (obsName: string, token: string | null = null) =>
    t.app.inject({ method: 'GET', url: ApiPath.file.storedFile.replace(':obsName', obsName), headers: token ? { authorization: `Bearer ${token}` } : {} });

  /** Every file in the storage folder, temporary ones included. */
  const storedFiles = () =>
    readdirSync(filesDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  const rowCount = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from uploaded_file'))[0]!.n);

  it('stores a photo under a random name with a row saying whose it is, and serves it to anyone with long caching', async () => {
    const res = await upload(fileForm('return photo 1.png', PNG, { appName: 'srs-order-service' }));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { originalName: 'return photo 1.png' } });
    const { obsName } = res.body.data;
    expect(obsName).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(storedFiles()).toContain(obsName);

    const [row] = await t.db.query<Record<string, unknown>>(
      'select u.email, f.app_name, f.kind, f.original_name, f.content_type, f.byte_size, f.sha256 from uploaded_file f join app_user u on u.id = f.owner_user_id where f.stored_name = $1',
      [obsName],
    );
    expect(row).toEqual({
      email: DEMO_BUYER.email,
      app_name: 'srs-order-service',
      kind: 'photo',
      original_name: 'return photo 1.png',
      content_type: 'image/png',
      byte_size: PNG.length,
      sha256: createHash('sha256').update(PNG).digest('hex'),
    });

    const served = await fetchFile(obsName);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBe("inline; filename*=UTF-8''return%20photo%201.png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('decides the type by the bytes: a PNG named .jpg is kept and served as a PNG; names in any script and case are kept', async () => {
    const png = await upload(fileForm('holiday.jpg', PNG));
    expect(png.body.data.obsName).toMatch(/\.png$/);
    expect((await fetchFile(png.body.data.obsName)).headers['content-type']).toBe('image/png');

    const jpeg = await upload(fileForm('退货照片.JPEG', JPEG));
    expect(jpeg.body).toMatchObject({ code: 200, data: { originalName: '退货照片.JPEG' } });
    expect(jpeg.body.data.obsName).toMatch(/^[0-9a-f]{32}\.jpg$/);
    const served = await fetchFile(jpeg.body.data.obsName);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);
  });

  it('takes a picture of exactly 40 megapixels, and a document scan of as many (its pixels decoded on upload)', async () => {
    const photo = await upload(fileForm('warehouse.png', AT_LIMIT));
    expect(photo.body.code).toBe(200);
    const scan = await upload(fileForm('certificate scan.png', AT_LIMIT, { kind: 'document' }));
    expect(scan.body.code).toBe(200);
  });

  it('takes a photo of exactly 10 MB', async () => {
    const res = await upload(fileForm('large.png', pngOfSize(MAX_UPLOAD_BYTES)));
    expect(res.body.code).toBe(200);
    expect((await fetchFile(res.body.data.obsName)).rawPayload.length).toBe(MAX_UPLOAD_BYTES);
  });

  it('serves a private document to its owner only; to anyone else it does not exist', async () => {
    const res = await upload(fileForm('company certificate.pdf', PDF, { kind: 'document', appName: 'srs-user-service' }));
    expect(res.body.code).toBe(200);
    const { obsName } = res.body.data;
    expect(obsName).toMatch(/\.pdf$/);

    for (const token of [null, otherBuyer, 'not-a-session']) {
      const refused = await fetchFile(obsName, token);
      expect(refused.statusCode, String(token)).toBe(404);
      expect(refused.json()).toEqual({ code: 9010, message: '该文件不存在。', messageEn: 'This file does not exist.', data: null });
    }
    const own = await fetchFile(obsName, buyer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-disposition']).toBe("attachment; filename*=UTF-8''company%20certificate.pdf");
    expect(own.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers "not found" for names that are not stored or could not be', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', 'upload', '..%2F..%2Fetc%2Fpasswd', 'ABCDEF0123456789ABCDEF0123456789.png']) {
      const res = await fetchFile(name);
      expect(res.statusCode, name).toBe(404);
      expect(res.json<{ code: number }>().code, name).toBe(9010);
    }
  });

  describe('refusals store nothing', () => {
    let rowsBefore: number;
    let filesBefore: string[];
    beforeAll(async () => {
      rowsBefore = await rowCount();
      filesBefore = storedFiles().sort();
    });

    const refusals: Array<[string, () => { payload: Buffer | string; headers: Record<string, string> }, ErrorName | 'notSignedIn', number?]> = [
      ['no file', () => form([{ name: 'appName', value: 'srs-user-service' }]), 'uploadMissing'],
      ['an empty form', () => form([]), 'uploadMissing'],
      [
        'two files',
        () =>
          form([
            { name: 'file', filename: 'a.png', bytes: PNG },
            { name: 'file', filename: 'b.png', bytes: PNG },
          ]),
        'uploadOneFileOnly',
      ],
      ['a .jpg whose bytes are a PDF', () => fileForm('receipt.jpg', PDF), 'uploadPhotoType'],
      ['a .jpg whose bytes are text', () => fileForm('notes.jpg', TEXT), 'uploadPhotoType'],
      ['a PNG renamed .exe', () => fileForm('setup.exe', PNG), 'uploadPhotoType'],
      ['a name without an ending', () => fileForm('photo', PNG), 'uploadPhotoType'],
      ['a GIF (the component takes JPG, PNG and JPEG only)', () => fileForm('moving.gif', GIF), 'uploadPhotoType'],
      ['a PDF as a photo', () => fileForm('scan.pdf', PDF), 'uploadPhotoType'],
      ['text named .pdf as a document', () => fileForm('contract.pdf', TEXT, { kind: 'document' }), 'uploadDocumentType'],
      ['a PDF renamed .exe as a document', () => fileForm('contract.exe', PDF, { kind: 'document' }), 'uploadDocumentType'],
      ['10 MB and one byte', () => fileForm('huge.png', pngOfSize(MAX_UPLOAD_BYTES + 1)), 'uploadTooLarge'],
      ['a PNG of 50,000 × 50,000 pixels in 300 KB (a decompression bomb)', () => fileForm('bomb.png', BOMB), 'uploadPictureTooManyPixels'],
      ['the same bomb as a document', () => fileForm('bomb.png', BOMB, { kind: 'document' }), 'uploadPictureTooManyPixels'],
      ['the same bomb named .jpg', () => fileForm('bomb.jpg', BOMB), 'uploadPictureTooManyPixels'],
      ['one row past 40 megapixels (8,000 × 5,001)', () => fileForm('wide.png', PAST_LIMIT), 'uploadPictureTooManyPixels'],
      ['a PNG cut short', () => fileForm('cut.png', CUT_SHORT), 'uploadPictureUnreadable'],
      ['the first bytes of a JPEG and nothing that decodes', () => fileForm('made-up.jpg', FAKE_JPEG), 'uploadPictureUnreadable'],
      ['a PNG whose header is all there is', () => fileForm('header.png', PNG.subarray(0, 33)), 'uploadPictureUnreadable'],
      ['an empty file', () => fileForm('empty.png', Buffer.alloc(0)), 'uploadEmpty'],
      ['NUL in the name', () => fileForm('bad\0name.png', PNG), 'uploadNameInvalid'],
      ['a line break in the name, as a browser writes it', () => fileForm('two%0Alines.png', PNG), 'uploadNameInvalid'],
      ['a name of 10,000 characters', () => fileForm(`${'n'.repeat(9996)}.png`, PNG), 'uploadNameInvalid'],
      ['an empty name', () => fileForm('', PNG), 'uploadNameInvalid'],
      ['a JSON body', () => ({ payload: JSON.stringify({ appName: 'srs-user-service' }), headers: { 'content-type': 'application/json' } }), 'uploadNotMultipart'],
      ['an unknown kind', () => fileForm('a.png', PNG, { kind: 'avatar' }), 'validationFailed'],
      ['an unknown app name', () => fileForm('a.png', PNG, { appName: 'srs-evil-service' }), 'validationFailed'],
      ['an unknown field', () => fileForm('a.png', PNG, { folder: '../../etc' }), 'validationFailed'],
      [
        'a field sent twice',
        () =>
          form([
            { name: 'kind', value: 'photo' },
            { name: 'kind', value: 'photo' },
            { name: 'file', filename: 'a.png', bytes: PNG },
          ]),
        'validationFailed',
      ],
      ['the file under another name', () => form([{ name: 'picture', filename: 'a.png', bytes: PNG }]), 'validationFailed'],
      [
        'a broken form',
        () => ({ payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${'x'.repeat(100)}`, headers: form([]).headers }),
        'badRequest',
      ],
      ['a multipart body without a boundary', () => ({ payload: 'x', headers: { 'content-type': 'multipart/form-data' } }), 'badRequest'],
      ['a signed-out caller', () => fileForm('a.png', PNG), 'notSignedIn', 0],
    ];

    it.each(refusals)('%s', async (_label, build, name, signedIn = 1) => {
      const res = await upload(build(), signedIn ? buyer : null);
      const expected = ErrorCatalogue[name];
      expect(res.status).toBe(expected.status);
      expect(res.body.code).toBe(expected.code);
      // validation refusals go on to name the field
      expect(res.body.message.startsWith(expected.zh)).toBe(true);
      expect(res.body.messageEn.startsWith(expected.en)).toBe(true);
    });

    it('a request announcing more than 10 MB is refused before its body is read', async () => {
      const body = fileForm('huge.png', PNG);
      const res = await upload({ payload: body.payload, headers: { ...body.headers, 'content-length': String(MAX_UPLOAD_BYTES + 64 * 1024) } });
      expect(res.body.code).toBe(9005);
      expect(res.headers.connection).toBe('close');
    });

    it('left no row and no file behind', async () => {
      expect(await rowCount()).toBe(rowsBefore);
      expect(storedFiles().sort()).toEqual(filesBefore);
    });
  });

  describe('over a real connection', () => {
    let origin: string;
    beforeAll(async () => {
      origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });

    it('takes a browser-style form (FormData) and keeps a name with quotes and Chinese as it was', async () => {
      const body = new FormData();
      body.set('appName', 'srs-order-service');
      body.set('file', new Blob([PNG], { type: 'image/png' }), '"damaged" 外箱 #2.png');
      const res = await fetch(`${origin}${ApiPath.file.upload}`, { method: 'POST', body, headers: { authorization: `Bearer ${buyer}` } });
      const answer = (await res.json()) as Envelope<UploadedFile>;
      expect(answer).toMatchObject({ code: 200, data: { originalName: '"damaged" 外箱 #2.png' } });
      const served = await fetch(`${origin}${ApiPath.file.storedFile.replace(':obsName', answer.data.obsName)}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('answers a request announcing 11 MB after its first kilobyte, and closes the connection instead of reading the rest', async () => {
      const { status, body, connection } = await new Promise<{ status: number; body: string; connection: string | undefined }>((done, failed) => {
        const request = httpRequest(`${origin}${ApiPath.file.upload}`, {
          method: 'POST',
          headers: { ...form([]).headers, 'content-length': String(11 * 1024 * 1024), authorization: `Bearer ${buyer}` },
        });
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => done({ status: response.statusCode ?? 0, body: text, connection: response.headers.connection }));
        });
        request.on('error', failed);
        request.write(Buffer.alloc(1024, 'x'));
      });
      expect(status).toBe(413);
      expect(JSON.parse(body)).toMatchObject({ code: 9005, messageEn: 'The file must be at most 10 MB.' });
      expect(connection).toBe('close');
    });
  });

  it('limits uploads per user: of 50 parallel uploads and 20 more, exactly the hourly number are stored', async () => {
    const send = () => upload(fileForm('parallel.png', PNG), otherBuyer);
    const first = await Promise.all(Array.from({ length: 50 }, send));
    expect(first.map((res) => res.body.code)).toEqual(Array(50).fill(200));
    const names = new Set(first.map((res) => res.body.data.obsName));
    expect(names.size).toBe(50);

    const more = await Promise.all(Array.from({ length: 20 }, send));
    const accepted = more.filter((res) => res.body.code === 200);
    expect(accepted).toHaveLength(UPLOADS_PER_HOUR - 50);
    expect(more.filter((res) => res.body.code === 9009)).toHaveLength(20 - (UPLOADS_PER_HOUR - 50));

    const [stored] = await t.db.query<{ n: string }>('select count(*) as n from uploaded_file f join app_user u on u.id = f.owner_user_id where u.email = $1', [NEW_BUYER.email]);
    expect(Number(stored!.n)).toBe(UPLOADS_PER_HOUR);
    for (const res of [...first, ...accepted]) expect(storedFiles()).toContain(res.body.data.obsName);
  });
});
