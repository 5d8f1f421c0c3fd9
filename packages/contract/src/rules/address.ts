/**
 * UK postcode rules (docs/product.md §5 "UK postcode format", §1 "delivery is UK mainland only"), and how
 * an address's place names are shown (its mobile: rules/phone.ts `addressPhone`, `addressMobile`, apart so that
 * a page checking a postcode does not load the phone numbering plans). Each *Problem function returns the ValidationMessages
 * key of the first rule broken, or null.
 */
import type { ValidationMessageKey } from '../messages';

/**
 * Royal Mail format: outward code A9, A99, AA9, AA99, A9A or AA9A, then the inward code 9AA.
 * Letter positions exclude the letters Royal Mail never uses there (e.g. no Q/V/X first,
 * no C/I/K/M/O/V in the inward code).
 */
const POSTCODE_SHAPE = /^([A-PR-UWYZ](?:[0-9][0-9A-HJKPSTUW]?|[A-HK-Y][0-9][0-9ABEHMNPRVWXY]?)) ([0-9][ABD-HJLNP-UW-Z]{2})$/;

export interface UkPostcode {
  /** canonical form, e.g. 'SW1A 1AA' */
  postcode: string;
  /** 'SW1A' */
  outward: string;
  /** '1AA' */
  inward: string;
  /** letters of the postcode area, 'SW' */
  area: string;
  /** district number without a sub-district letter, 21 for 'PO21' and 1 for 'SW1A' */
  district: number;
}

/**
 * The canonical spelling of a postcode: white space removed, upper case, one space before the
 * last three characters ('sw1a1aa' → 'SW1A 1AA'). It does not check the format.
 */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** Parses any spelling of a UK postcode; null when it is not one. */
export function parseUkPostcode(value: string): UkPostcode | null {
  const postcode = normalisePostcode(value);
  const match = POSTCODE_SHAPE.exec(postcode);
  if (!match) return null;
  const outward = match[1]!;
  const area = /^[A-Z]+/.exec(outward)![0];
  const district = Number(/\d+/.exec(outward)![0]);
  return { postcode, outward, inward: match[2]!, area, district };
}

export function postcodeProblem(value: string): ValidationMessageKey | null {
  if (value.trim().length === 0) return 'required';
  return parseUkPostcode(value) ? null : 'postcodeInvalid';
}

/** Whole postcode areas that are not UK mainland: Northern Ireland, Isle of Man, Channel Islands, Western Isles, Shetland. */
export const NON_MAINLAND_AREAS: readonly string[] = ['BT', 'IM', 'GY', 'JE', 'HS', 'ZE'];

/**
 * Districts served as islands or Highlands & Islands surcharge zones that UK couriers commonly
 * exclude from mainland delivery: Orkney (KW15-17), Argyll islands (PA20-49, PA60-78), Small Isles
 * and Skye approaches (PH41-44), Skye and Lochalsh (IV41-49, IV51, IV55, IV56), Isles of Scilly
 * (TR21-25) and the Isle of Wight (PO30-41). Ranges are inclusive.
 */
export const NON_MAINLAND_DISTRICTS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  KW: [[15, 17]],
  PA: [
    [20, 49],
    [60, 78],
  ],
  PH: [[41, 44]],
  IV: [
    [41, 49],
    [51, 51],
    [55, 56],
  ],
  TR: [[21, 25]],
  PO: [[30, 41]],
};

/** True when the postcode is valid and on the UK mainland (where ClearLot delivers). */
export function isUkMainlandPostcode(value: string): boolean {
  const parsed = parseUkPostcode(value);
  if (!parsed) return false;
  if (NON_MAINLAND_AREAS.includes(parsed.area)) return false;
  const ranges = NON_MAINLAND_DISTRICTS[parsed.area] ?? [];
  return !ranges.some(([from, to]) => parsed.district >= from && parsed.district <= to);
}

/** A delivery postcode: a valid UK postcode on the mainland. */
export function deliveryPostcodeProblem(value: string): ValidationMessageKey | null {
  const problem = postcodeProblem(value);
  if (problem) return problem;
  return isUkMainlandPostcode(value) ? null : 'postcodeNotMainland';
}

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** True when `words` holds `part` as a run of whole words ('greater london' holds 'london', 'yorkshire' does not hold 'york'). */
function holdsWords(words: readonly string[], part: readonly string[]): boolean {
  for (let start = 0; start + part.length <= words.length; start++) {
    if (part.every((word, index) => words[start + index] === word)) return true;
  }
  return false;
}

/**
 * Place names (a city and its county, an order's region) each said once: a name that only repeats
 * another with more words around it is left out, so 'London' and 'Greater London' read 'London', and
 * 'London, London' reads 'London' (docs/product.md §5 shows addresses; issue 16 item 17). The shorter
 * name stays because it is the one a letter carries (the post town). Blank names are dropped; the
 * order is kept.
 */
export function distinctPlaceNames(names: readonly string[]): string[] {
  const places = names.map((name) => ({ name: name.trim(), words: wordsOf(name) })).filter((place) => place.words.length > 0);
  return places
    .filter(
      (place, index) =>
        !places.some((other, otherIndex) => {
          if (otherIndex === index || !holdsWords(place.words, other.words)) return false;
          // the same words twice: the first one stays
          return other.words.length < place.words.length || otherIndex < index;
        }),
    )
    .map((place) => place.name);
}

/** An order's region as stored ('Greater London, London': county and city) as shown: each place once, spaces between (docs/product.md §5). */
export function displayRegion(region: string): string {
  return distinctPlaceNames(region.split(/[,，]/)).join(' ');
}
