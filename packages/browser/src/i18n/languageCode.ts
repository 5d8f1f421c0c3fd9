/**
 * The page's two languages (docs/product.md §2), alone in a module without browser state: the address table
 * (shared/paths.ts) and the tools that read it outside a browser (scripts/bench/web.ts) need only the type.
 */
export type Language = 'en' | 'zh';
