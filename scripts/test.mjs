#!/usr/bin/env node
/**
 * The README's test command (`npm test`): type-check, lint, unit and API tests, then the browser journeys.
 *
 * ESLint runs on one core for about two and a half minutes (typed rules and the React compiler's), so it runs beside the
 * type-check and the unit tests instead of before them, on the core they leave free while it works; its output is
 * printed when it ends, and a lint failure stops the run before the journeys as before (docs/decisions.md, "The test
 * command lints beside the unit tests"). Any other failure stops the run at once.
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** `npm run <script>`; its output to ours, or kept and handed back when `quiet`. */
function run(script, { quiet = false } = {}) {
  const started = performance.now();
  const child = spawn(npm, ['run', '--silent', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const output = [];
  if (quiet) {
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({ script, ok: code === 0, code: code ?? signal, output: Buffer.concat(output).toString(), seconds: (performance.now() - started) / 1000 }),
    );
  });
}

function report({ script, ok, code, seconds }) {
  console.log(`\n== npm run ${script}: ${ok ? 'passed' : `FAILED (${code})`} in ${seconds.toFixed(0)} s`);
}

const lint = run('lint', { quiet: true });
let failed = false;
for (const script of ['typecheck', 'test:unit']) {
  const result = await run(script);
  report(result);
  if (!result.ok) {
    failed = true;
    break;
  }
}
const linted = await lint;
if (linted.output.trim()) process.stdout.write(`\n${linted.output}`);
report(linted);
if (failed || !linted.ok) process.exit(1);

const journeys = await run('test:e2e');
report(journeys);
process.exit(journeys.ok ? 0 : 1);
