/**
 * Pictures made in tests: real PNGs of any size, built row by row so that even a decompression bomb
 * (50,000 × 50,000 pixels, about 300 KB) takes a few megabytes of memory to make.
 */
import { createDeflate } from 'node:zlib';
import sharp from 'sharp';

const CRC_TABLE = Array.from({ length: 256 }, (_unused, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid black-and-white PNG of width × height white pixels (1 bit each, every row the same, deflated at level 9). */
export async function plainPng(width: number, height: number): Promise<Buffer> {
  const row = Buffer.alloc(1 + Math.ceil(width / 8));
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(parts)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

let bomb: Promise<Buffer> | null = null;
/** The decompression bomb: a PNG of 50,000 × 50,000 pixels (2.5 gigapixels) in about 300 KB; made once per test file. */
export function pngBomb(): Promise<Buffer> {
  bomb ??= plainPng(50_000, 50_000);
  return bomb;
}

/** A small real JPEG (sharp encodes it). */
export function smallJpeg(width = 4, height = 3): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
}
