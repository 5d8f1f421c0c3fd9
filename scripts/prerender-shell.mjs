#!/usr/bin/env node
/**
 * After `vite build` and the server-side build of src/prerender/shell.tsx (apps/web's build script): render
 * the page frame in English and Chinese and put both into dist/index.html as templates; /shell-frame.js,
 * a small classic script right after them, shows the stored language's frame before the first paint, and
 * the app replaces it when it starts (issue 32 item 4). `node scripts/prerender-shell.mjs`.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const web = resolve(import.meta.dirname, '../apps/web');
const built = resolve(web, 'dist-prerender/shell.js');
const indexFile = resolve(web, 'dist/index.html');

// the frame is rendered as a first visit sees it: nothing stored, signed out
const stored = new Map();
globalThis.localStorage = {
  getItem: (key) => stored.get(key) ?? null,
  setItem: (key, value) => stored.set(key, String(value)),
  removeItem: (key) => stored.delete(key),
  clear: () => stored.clear(),
  key: () => null,
  length: 0,
};

const { renderShell } = await import(pathToFileURL(built).href);
const frames = {};
for (const language of ['en', 'zh']) frames[language] = await renderShell(language);

const marker = '<div id="root"></div>';
const index = readFileSync(indexFile, 'utf8');
if (!index.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
const templates = Object.entries(frames)
  .map(([language, html]) => `<template id="shell-frame-${language}">${html}</template>`)
  .join('');
writeFileSync(indexFile, index.replace(marker, `${marker}${templates}<script src="/shell-frame.js"></script>`));
rmSync(resolve(web, 'dist-prerender'), { recursive: true, force: true });

// the table of each address's files (apps/web/earlyPageCode.ts) into the frame's script, which asks for the first page's
// files before the entry runs; the table itself is not served
const frameFile = resolve(web, 'dist/shell-frame.js');
const tableFile = resolve(web, 'dist/page-code.json');
const placeholder = '/* PAGE_CODE */ null';
const frameScript = readFileSync(frameFile, 'utf8');
if (!frameScript.includes(placeholder)) throw new Error(`dist/shell-frame.js has no ${placeholder}`);
const { entryImports, ...table } = JSON.parse(readFileSync(tableFile, 'utf8'));
writeFileSync(frameFile, frameScript.replace(placeholder, JSON.stringify(table)));
rmSync(tableFile);
// and the chunks the entry imports, asked for with the entry rather than once it has arrived and been read
const entryTag = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const withFrame = readFileSync(indexFile, 'utf8');
if (!entryTag.test(withFrame)) throw new Error('dist/index.html has no entry script');
const preloads = entryImports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
writeFileSync(
  indexFile,
  withFrame.replace(entryTag, (tag) => `${tag}${preloads}`),
);
console.log(
  `prerendered the page frame into dist/index.html (en ${frames.en.length} B, zh ${frames.zh.length} B); the first page's files for ${table.pages.length} pages into dist/shell-frame.js (${JSON.stringify(table).length} B), ${entryImports.length} chunks the entry imports into its <head>`,
);
