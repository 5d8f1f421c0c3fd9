/** Page titles (docs/product.md §2): "<route title> | ClearLot", or the default when a route has none. */
export const TITLE_SUFFIX = 'ClearLot';

export function composeDocumentTitle(routeTitle: string | null, defaultTitle: string): string {
  return routeTitle ? `${routeTitle} | ${TITLE_SUFFIX}` : defaultTitle;
}

/** The title key of the deepest matched route that declares one. */
export function deepestTitleKey<K extends string>(matches: readonly { handle: unknown }[]): K | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (typeof handle === 'object' && handle !== null && 'titleKey' in handle && typeof handle.titleKey === 'string') {
      return handle.titleKey as K;
    }
  }
  return null;
}
