/**
 * Statuses and kinds in SQL are named from the contract (`status = ${ChatStatus.Open}`), never written as
 * bare numbers (`status = 2`), so renumbering or reading a statement needs no second list (issue 31 item 24).
 * Migrations keep their numbers: they are the history of what the columns held.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverSource = join(import.meta.dirname, '..');
const CODED_COLUMN = String.raw`\b(?:[a-z]\w*\.)?(?:[a-z_]*status|kind|review_status|receipt_status)`;
const BARE = [new RegExp(String.raw`${CODED_COLUMN}\s*(?:=|<>|!=|<=|>=|<|>)\s*\d+\b`, 'g'), new RegExp(String.raw`${CODED_COLUMN}\s+(?:not\s+)?in\s*\(\s*\d`, 'g')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Bare codes in the file's template literals (where its SQL lives), with their line numbers. */
function bareCodes(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const found: string[] = [];
  for (const literal of text.matchAll(/`[^`]*`/g)) {
    for (const pattern of BARE) {
      for (const match of literal[0].matchAll(pattern)) {
        const line = text.slice(0, literal.index + match.index).split('\n').length;
        found.push(`${relative(serverSource, path)}:${line}: ${match[0]}`);
      }
    }
  }
  return found;
}

describe('SQL names its codes', () => {
  it('has no bare status or kind numbers outside the migrations', () => {
    expect(sourceFiles(serverSource).flatMap(bareCodes)).toEqual([]);
  });

  it('would find one', () => {
    const line = 'select 1 from chat_conversation c where c.status = 2 and kind in (1, 2)';
    expect(BARE.flatMap((pattern) => [...line.matchAll(pattern)].map((match) => match[0]))).toEqual(['c.status = 2', 'kind in (1']);
  });
});
