#!/usr/bin/env node
/**
 * After `vite build`: write .br and .gz twins of the text assets, served as they are by the server (no compression per
 * request). `node scripts/compress-dist.mjs [DIR]`: apps/web/dist unless another build folder is given.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../apps/web/dist'));
const compressible = /\.(js|css|html|svg|json|txt)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (compressible.test(entry.name)) yield path;
  }
}

let count = 0;
for (const file of files(dist)) {
  const data = readFileSync(file);
  if (statSync(file).size < 1024) continue;
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`compressed ${count} assets in ${dist}`);
