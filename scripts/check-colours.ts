#!/usr/bin/env -S npx tsx
/**
 * `npm run lint` step: the browser apps' colours come only from their design tokens
 * (packages/browser/src/styles/tokens.css, shared by the storefront and the console). Fails on a raw
 * colour — hex, rgb()/hsl() and the like, or a named colour in a CSS declaration — in any other CSS, TS or
 * TSX file under apps/web/src, apps/console/src or packages/browser/src, and on a
 * var(--name) that nothing declares: not the token file, no style sheet's own layout variables
 * (`--card-body: 208px`), no style set from code (`'--card-height'`) — a misspelt or removed token.
 * Tests are not checked: they may spell out colours to test against.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseDesignTokens } from '../packages/browser/src/styles/designTokens';

export interface Finding {
  line: number;
  column: number;
  text: string;
  problem: 'raw colour' | 'unknown token';
}

const HEX = /(?<![\w&#-])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
const COLOUR_FUNCTION = /(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;
/** CSS's named colours (CSS Color 4), apart from the keywords transparent and currentColor. */
const NAMED_COLOURS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue
  chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey
  darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray
  darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen
  fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki
  lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow lightgray lightgreen
  lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime
  limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
  mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive
  olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum
  powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver
  skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen`.split(/\s+/),
);
const COLOUR_PROPERTY =
  /^(?:color|background(?:-color|-image)?|border(?:-(?:top|right|bottom|left|block|inline)(?:-(?:start|end))?)?(?:-color)?|outline(?:-color)?|fill|stroke|box-shadow|text-shadow|text-decoration(?:-color)?|caret-color|accent-color|column-rule(?:-color)?|--[\w-]+)$/i;
const DECLARATION = /([\w-]+)\s*:\s*([^;{}]*)(?=[;}])/g;
const TOKEN_USE = /var\(\s*(--[\w-]+)/g;
const CSS_PROPERTY_DECLARATION = /(?:^|[\s{;])(--[\w-]+)\s*:/g;
const SCRIPT_PROPERTY_NAME = /['"`](--[\w-]+)['"`]/g;

/** Comments become spaces (newlines kept), so positions still point at the original text. */
function blankComments(text: string, kind: 'css' | 'script'): string {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  const withoutBlocks = text.replace(/\/\*[\s\S]*?\*\//g, blank);
  // a line comment starts a line or follows white space, so 'https://…' in a string stays
  return kind === 'script' ? withoutBlocks.replace(/(^|\s)\/\/[^\n]*/g, (match, before: string) => before + blank(match.slice(before.length))) : withoutBlocks;
}

function position(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

/** In CSS, a match followed by `{` before any `;` or `}` is in a selector (`#id`), not a value. */
function inSelector(css: string, index: number): boolean {
  const rest = css.slice(index).search(/[;{}]/);
  return rest >= 0 && css[index + rest] === '{';
}

export function findRawColours(source: string, kind: 'css' | 'script'): Finding[] {
  const text = blankComments(source, kind);
  const findings: Finding[] = [];
  const add = (index: number, found: string) => findings.push({ ...position(text, index), text: found, problem: 'raw colour' });
  for (const pattern of [HEX, COLOUR_FUNCTION]) {
    for (const match of text.matchAll(pattern)) {
      if (kind === 'css' && inSelector(text, match.index)) continue;
      add(match.index, match[0].endsWith('(') ? `${match[0]}…)` : match[0]);
    }
  }
  if (kind === 'css') {
    for (const match of text.matchAll(DECLARATION)) {
      const [, property, value] = match;
      if (!COLOUR_PROPERTY.test(property!)) continue;
      const valueStart = match.index + match[0].length - value!.length;
      for (const word of value!.matchAll(/(?<![\w-])[a-z]+(?![\w-(])/gi)) {
        if (NAMED_COLOURS.has(word[0].toLowerCase())) add(valueStart + word.index, word[0]);
      }
    }
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The custom properties a file declares: in a style sheet `--name: …`, in code a `'--name'` it sets. */
export function declaredProperties(source: string, kind: 'css' | 'script'): string[] {
  const text = blankComments(source, kind);
  return [...text.matchAll(kind === 'css' ? CSS_PROPERTY_DECLARATION : SCRIPT_PROPERTY_NAME)].map((match) => match[1]!);
}

/** var(--name) uses of names that nothing declares. */
export function findUnknownTokens(source: string, kind: 'css' | 'script', declared: ReadonlySet<string>): Finding[] {
  const text = blankComments(source, kind);
  return [...text.matchAll(TOKEN_USE)]
    .filter((match) => !declared.has(match[1]!))
    .map((match) => ({ ...position(text, match.index), text: match[1]!, problem: 'unknown token' as const }));
}

/** Tokens whose value is this colour, to suggest in the report. */
export function tokensWithValue(colour: string, tokens: ReadonlyMap<string, string>): string[] {
  const normal = (value: string) => {
    const lower = value.toLowerCase().replace(/\s+/g, '');
    const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(lower);
    return short ? `#${short[1]!.repeat(2)}${short[2]!.repeat(2)}${short[3]!.repeat(2)}` : lower;
  };
  return [...tokens].filter(([, value]) => normal(value) === normal(colour)).map(([name]) => name);
}

/** Custom properties Base UI sets on its elements at run time (popup sizes, the tab indicator's place). */
const BASE_UI_PROPERTIES = [
  '--anchor-width',
  '--anchor-height',
  '--available-width',
  '--available-height',
  '--transform-origin',
  '--active-tab-left',
  '--active-tab-width',
  '--active-tab-top',
  '--active-tab-height',
];

function* webFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* webFiles(path);
    else if (/\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const kindOf = (file: string): 'css' | 'script' => (file.endsWith('.css') ? 'css' : 'script');

function main(): void {
  const root = resolve(import.meta.dirname, '..');
  const tokenFile = join(root, 'packages/browser/src/styles/tokens.css');
  const tokens = parseDesignTokens(readFileSync(tokenFile, 'utf8'));
  const folders = ['apps/web/src', 'apps/console/src', 'packages/browser/src'].map((folder) => join(root, folder)).filter((folder) => existsSync(folder));
  const sources = folders
    .flatMap((folder) => [...webFiles(folder)])
    .filter((file) => file !== tokenFile)
    .map((file) => ({ file, kind: kindOf(file), source: readFileSync(file, 'utf8') }));
  const declared = new Set([...tokens.keys(), ...BASE_UI_PROPERTIES, ...sources.flatMap(({ source, kind }) => declaredProperties(source, kind))]);
  let count = 0;
  for (const { file, kind, source } of sources) {
    for (const finding of [...findRawColours(source, kind), ...findUnknownTokens(source, kind, declared)]) {
      count++;
      const where = `${relative(root, file)}:${finding.line}:${finding.column}`;
      if (finding.problem === 'unknown token') {
        console.error(`${where}  ${finding.text} is declared nowhere: not a design token (packages/browser/src/styles/tokens.css)`);
        continue;
      }
      const same = tokensWithValue(finding.text, tokens);
      const hint = same.length > 0 ? `use var(${same.join(') or var(')})` : 'add a token to packages/browser/src/styles/tokens.css and use it';
      console.error(`${where}  raw colour ${finding.text}: ${hint}`);
    }
  }
  if (count > 0) {
    console.error(`\n${count} colour problem${count === 1 ? '' : 's'}: colours come from the design tokens only.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
