/**
 * The storefront's build keeps the error catalogue's messages only for the errors its own code (or the
 * contract's rules it runs) names: the server's envelope already carries both messages of every error it
 * sends, and the storefront reads the catalogue for codes (`ErrorCatalogue.x.code`) and, for the refusals
 * it makes itself before a request (a photo too large, documents missing), the wording. The whole
 * catalogue with both languages was 12 KB gzipped on every page with a form; codes and statuses of every
 * entry stay, so `errorByCode(code)?.status` answers for any code (docs/decisions.md "The error catalogue in
 * the storefront's build").
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ErrorCatalogue } from '../../packages/contract/src/errors';

const CATALOGUE = /[\\/]packages[\\/]contract[\\/]src[\\/]errors\.ts$/;

/** Every source file under a folder, tests left out (they never reach a bundle). */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The catalogue names written anywhere in these folders' code (besides the catalogue itself). */
export function namedErrors(folders: readonly string[]): Set<string> {
  const text = folders
    .flatMap(sources)
    .filter((file) => !CATALOGUE.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const words = new Set(text.match(/[A-Za-z_$][\w$]*/g) ?? []);
  return new Set(Object.keys(ErrorCatalogue).filter((name) => words.has(name)));
}

/**
 * The catalogue module as the storefront's bundle holds it: the entries its code names, whole; of the rest,
 * only code and status, for `errorByCode` (nothing can name them, so nothing reads their messages).
 */
export function slimCatalogueModule(named: ReadonlySet<string>): string {
  const entries = Object.entries(ErrorCatalogue);
  const kept = Object.fromEntries(entries.filter(([name]) => named.has(name)).map(([name, { code, status, en, zh }]) => [name, { code, status, en, zh }]));
  // in the catalogue's order, so that where two entries share a code the later one answers, as in the catalogue
  const inOrder = entries.map(([name, { code, status }]) => (named.has(name) ? name : [code, status]));
  return [
    "export { ReloadCodes, SignInRequiredCodes, SuccessCode } from './responseCodes';",
    `export const ErrorCatalogue = ${JSON.stringify(kept)};`,
    `const inOrder = ${JSON.stringify(inOrder)};`,
    "const byCode = new Map(inOrder.map((item) => (typeof item === 'string' ? [ErrorCatalogue[item].code, ErrorCatalogue[item]] : [item[0], { code: item[0], status: item[1] }])));",
    'export function errorByCode(code) { return byCode.get(code); }',
  ].join('\n');
}

export function slimErrorCatalogue(folders: readonly string[]): Plugin {
  let named: Set<string> | null = null;
  return {
    name: 'clearlot:slim-error-catalogue',
    apply: 'build',
    enforce: 'pre',
    transform(_code, id) {
      if (!CATALOGUE.test(id)) return null;
      named ??= namedErrors(folders);
      return { code: slimCatalogueModule(named), map: null };
    },
  };
}
