#!/usr/bin/env node
/**
 * Type-check every project with TypeScript 7 (the native compiler, installed as `typescript7`): the same
 * checks as TypeScript 6 in a tenth of the time (2 min 15 s -> 25 s for the seven projects on the CI machine).
 * TypeScript 6 stays installed as `typescript` for what loads the compiler as a library (typescript-eslint
 * supports TypeScript below 6.1). docs/decisions.md, "Type-checking with TypeScript 7".
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// the package exports no entry for its command: found from its package.json
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin', 'tsc');
const projects = ['packages/contract', 'packages/browser', 'apps/server', 'apps/web', 'apps/console', 'e2e', 'scripts'];

let failed = false;
for (const project of projects) {
  const started = performance.now();
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  console.log(`${status === 0 ? 'ok' : 'FAILED'} ${project} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
