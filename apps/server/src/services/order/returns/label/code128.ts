/**
 * Code 128 (ISO/IEC 15417), code set B: printable ASCII, which request numbers are. A carrier's
 * scanner reads the return number off the label instead of someone typing it.
 */

/** Bar and space widths in modules for symbol values 0–105; every symbol is 11 modules wide. */
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
];
/** The stop symbol with its termination bar: 13 modules. */
const STOP = '2331112';
const START_B = 104;

/** The symbol values of `text` in code set B with its check symbol (before the stop). */
export function code128Values(text: string): number[] {
  const values = [START_B];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length !== 1 || code < 32 || code > 127) throw new RangeError(`Code 128 set B cannot encode ${JSON.stringify(char)}`);
    values.push(code - 32);
  }
  const check = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
  return [...values, check];
}

/** The widths, in modules, of the bars and spaces (alternating, bar first) of `text`. */
export function code128Widths(text: string): number[] {
  const runs = [...code128Values(text).map((value) => PATTERNS[value]!), STOP].join('');
  return [...runs].map(Number);
}
