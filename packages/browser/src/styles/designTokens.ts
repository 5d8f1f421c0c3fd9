/**
 * The design tokens of tokens.css as values, for code that cannot use CSS variables: antd's theme
 * computes its hover, active and tint colours from real colour values, so it is given the tokens'
 * values rather than `var(--brand)`. The antd theme is made from the file when the app is built
 * (vite.config.ts), so antd gets exactly what the kit's CSS uses; tests and tools read the file too.
 */

export interface DesignTokens {
  /** a token's value, with any var() it names resolved; throws for an unknown token */
  value(name: `--${string}`): string;
  /** a token given in pixels (e.g. '6px') as a number */
  px(name: `--${string}`): number;
}

const COMMENT = /\/\*[\s\S]*?\*\//g;
const ROOT_BLOCK = /:root\s*\{([^}]*)\}/g;
const DECLARATION = /(--[\w-]+)\s*:\s*([^;]+);/g;
const REFERENCE = /var\((--[\w-]+)\)/g;

/** The custom properties declared in the `:root` blocks of a style sheet, as written. */
export function parseDesignTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const [, block] of css.replace(COMMENT, '').matchAll(ROOT_BLOCK)) {
    for (const [, name, value] of block!.matchAll(DECLARATION)) tokens.set(name!, value!.replace(/\s+/g, ' ').trim());
  }
  return tokens;
}

/** Tokens from a lookup that answers a token's resolved value, or undefined for an unknown one. */
export function designTokensFrom(lookup: (name: string) => string | undefined, missingHint: string): DesignTokens {
  const value = (name: string) => {
    const found = lookup(name);
    if (found === undefined) throw new Error(`Unknown design token ${name}: ${missingHint}`);
    return found;
  };
  return {
    value,
    px(name) {
      const match = /^(\d+(?:\.\d+)?)px$/.exec(value(name));
      if (!match) throw new Error(`Design token ${name} is not a pixel size: ${value(name)}`);
      return Number(match[1]);
    },
  };
}

/** The tokens of a style sheet's text (tokens.css), resolving the tokens they name. */
export function readDesignTokens(css: string): DesignTokens {
  const declared = parseDesignTokens(css);
  const resolve = (name: string, seen: readonly string[]): string => {
    const raw = declared.get(name);
    if (raw === undefined) throw new Error(`Unknown design token ${name}${seen.length ? ` (named by ${seen.at(-1)})` : ''}`);
    if (seen.includes(name)) throw new Error(`Design token ${name} refers to itself through ${seen.join(' → ')}`);
    return raw.replace(REFERENCE, (_match, inner: string) => resolve(inner, [...seen, name]));
  };
  return designTokensFrom((name) => (declared.has(name) ? resolve(name, []) : undefined), 'not in styles/tokens.css');
}
