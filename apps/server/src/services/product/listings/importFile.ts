/**
 * Reads an import file into a table (issue 33 item 5): what it is comes from its bytes, never its name.
 * An XLSX is a zip holding a workbook (its parts' unpacked sizes are added up before the workbook is read,
 * so a small zip that unpacks to gigabytes is refused first); anything else must be UTF-8 text, read as CSV
 * with the delimiter its header row uses. Every way a file can be wrong is a catalogue refusal.
 * Parsers: csv-parse and read-excel-file (docs/decisions.md, "Lots, manifests and bulk import").
 */
import { parse } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { IMPORT_MAX_BYTES, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES, type ImportFileType } from '@clearlot/contract';
import { fail } from '../../../platform/errors';

export type Cell = string | number | null;

export interface ImportTable {
  fileType: ImportFileType;
  header: string[];
  /** the rows under the header, trailing empty rows left out; row n is the file's line n + 2 */
  rows: Cell[][];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const isZip = (bytes: Uint8Array) => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

/** A workbook's parts, by their declared sizes only (nothing is unpacked); throws unless it is a workbook of a sane size. */
function checkWorkbookZip(bytes: Uint8Array): void {
  let unpacked = 0;
  let workbook = false;
  try {
    unzipSync(bytes, {
      filter(file) {
        unpacked += file.originalSize;
        if (file.name === 'xl/workbook.xml') workbook = true;
        return false;
      },
    });
  } catch {
    fail('importFileUnreadable');
  }
  if (!workbook || unpacked > IMPORT_MAX_UNPACKED_BYTES) fail('importFileUnreadable');
}

/** A spreadsheet's cell as text or a number: dates as ISO days, true/false as words. */
function cellOf(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  return String(value);
}

async function readWorkbook(bytes: Buffer): Promise<Cell[][]> {
  checkWorkbookZip(bytes);
  try {
    const data = await readSheet(bytes, 1);
    return data.map((row) => row.map(cellOf));
  } catch {
    return fail('importFileUnreadable');
  }
}

/** The delimiter the header row uses most, outside quotes: comma, semicolon (spreadsheets in many locales) or tab. */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

function readCsv(bytes: Buffer): Cell[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail('importFileUnreadable');
  }
  // text files have no NUL bytes; a binary file that happens to decode does
  if (text.includes('\u0000')) fail('importFileUnreadable');
  try {
    const records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      skip_empty_lines: true,
      // one record past the limit is enough to know the file is too long
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
    return records;
  } catch {
    return fail('importFileUnreadable');
  }
}

const isEmpty = (row: readonly Cell[]) => row.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''));

/** The file as a header and rows, or a refusal: not a CSV or workbook, empty, more than 10,000 rows or 60 columns. */
export async function readImportTable(bytes: Buffer): Promise<ImportTable> {
  if (bytes.length > IMPORT_MAX_BYTES) fail('importFileTooLarge');
  if (bytes.length === 0) fail('importFileEmpty');
  const fileType: ImportFileType = isZip(bytes) ? 'xlsx' : 'csv';
  const records = fileType === 'xlsx' ? await readWorkbook(bytes) : readCsv(bytes);
  while (records.length > 0 && isEmpty(records[records.length - 1]!)) records.pop();
  const [headerRow, ...rows] = records;
  if (!headerRow || rows.length === 0) fail('importFileEmpty');
  if (rows.length > IMPORT_MAX_ROWS) fail('importTooManyRows');
  if (headerRow.length > IMPORT_MAX_COLUMNS || rows.some((row) => row.length > IMPORT_MAX_COLUMNS)) fail('importTooManyColumns');
  return { fileType, header: headerRow.map((cell) => (cell === null ? '' : String(cell).trim())), rows };
}

/**
 * A cell's text as the user typed it: trimmed, and a formula-looking value the export defused with a
 * leading apostrophe ('=…) given back without it.
 */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  const text = String(cell).trim();
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
}
