#!/usr/bin/env node
/**
 * `npm start`: build the storefront and the console when their sources are newer than their builds, then run the
 * server (migrates and seeds the embedded database under ./.data on first start).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Build an app (`npm run build -w`) when its sources or the shared packages are newer than its build. */
function buildWhenStale(app, title) {
  const dir = join(root, 'apps', app);
  const builtIndex = join(dir, 'dist/index.html');
  const sources = [join(dir, 'src'), join(dir, 'index.html'), join(root, 'packages/contract/src'), join(root, 'packages/browser/src')];
  const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)));
  if (existsSync(builtIndex) && statSync(builtIndex).mtimeMs >= sourceTime) return;
  console.log(`Building ${title}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', `@clearlot/${app}`], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.warn(`ClearLot is built and tested on Node.js 22.12 or later (22 and 24 LTS); this is Node.js ${process.versions.node}. Starting anyway.`);
}
buildWhenStale('web', 'the storefront');
buildWhenStale('console', 'the console');

// codes are read from the development mailbox on a machine without mail and SMS providers; the
// server refuses it in production, so it is turned on only outside production (DEV_MAILBOX=false turns it off)
const env = process.env.NODE_ENV === 'production' ? process.env : { DEV_MAILBOX: 'true', ...process.env };
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
