/**
 * The words of free-text search, in both languages. English (and any Latin letters or digits,
 * in either name) splits on everything that is not a letter or digit; a decimal point between
 * digits stays ("1.7l"). Chinese has no spaces: each run of Han characters is split against a
 * dictionary by forward maximum matching (the longest dictionary word at each position), and
 * characters no dictionary word covers form words of their own (each unmatched run is one word).
 */

/** Full-width forms to their usual ones ("（" → "(", "Ｃ" → "C"), then lower case. */
export const normalise = (text: string): string => text.normalize('NFKC').toLowerCase();

const LATIN = /(?:\p{Nd}+\.\p{Nd}+|[\p{Script=Latin}\p{Nd}])+/gu;
const HAN = /\p{Script=Han}+/gu;

/** The Latin and digit words of a text, in order, normalised. */
export const latinWords = (text: string): string[] => normalise(text).match(LATIN) ?? [];

/** The runs of Han characters of a text, in order. */
export const hanRuns = (text: string): string[] => normalise(text).match(HAN) ?? [];

/** The longest word a Chinese dictionary may hold (longer runs are still split). */
export const MAX_HAN_WORD = 12;

export interface Segment {
  text: string;
  /** true: a dictionary word; false: characters no dictionary word covered */
  known: boolean;
}

/** Splits one run of Han characters by forward maximum matching against `has`. */
export function segmentHan(run: string, has: (word: string) => boolean): Segment[] {
  const chars = [...run];
  const out: Segment[] = [];
  let unknown = '';
  for (let i = 0; i < chars.length;) {
    let length = Math.min(MAX_HAN_WORD, chars.length - i);
    while (length > 0 && !has(chars.slice(i, i + length).join(''))) length--;
    if (length === 0) {
      unknown += chars[i];
      i++;
      continue;
    }
    if (unknown) out.push({ text: unknown, known: false });
    unknown = '';
    out.push({ text: chars.slice(i, i + length).join(''), known: true });
    i += length;
  }
  if (unknown) out.push({ text: unknown, known: false });
  return out;
}

/** Every substring of a Han run up to the longest dictionary word: the candidates a query looks up. */
export function hanCandidates(run: string): string[] {
  const chars = [...run];
  const out = new Set<string>();
  for (let i = 0; i < chars.length; i++) {
    for (let length = 1; length <= MAX_HAN_WORD && i + length <= chars.length; length++) out.add(chars.slice(i, i + length).join(''));
  }
  return [...out];
}

export type Language = 'en' | 'zh';
export interface Word {
  word: string;
  language: Language;
}

/**
 * A product's words: the Latin words of both names and the Chinese name's Han runs split against
 * the dictionary (unmatched runs are words too). Distinct, in first-seen order.
 */
export function productWords(nameEn: string, nameZh: string, dictionary: ReadonlySet<string>): Word[] {
  const seen = new Map<string, Language>();
  for (const word of [...latinWords(nameEn), ...latinWords(nameZh)]) if (!seen.has(word)) seen.set(word, 'en');
  for (const run of [...hanRuns(nameZh), ...hanRuns(nameEn)]) {
    for (const segment of segmentHan(run, (w) => dictionary.has(w))) if (!seen.has(segment.text)) seen.set(segment.text, 'zh');
  }
  return [...seen].map(([word, language]) => ({ word, language }));
}

/** Dictionary words from curated phrases (brands, categories, kinds of product): their Han runs. */
export const dictionaryWords = (phrases: Iterable<string>): string[] => [...new Set([...phrases].flatMap(hanRuns))];
