import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type RoutePage, pageCodeTable, pageNamespacesOf, routePages } from './earlyPageCode';

const here = dirname(fileURLToPath(import.meta.url));
const routesFile = resolve(here, 'src/app/routes.tsx');
const source = readFileSync(routesFile, 'utf8');
const pages = routePages(source, dirname(routesFile));
const feature = (path: string) => resolve(here, 'src/features', path);
const at = (path: string) => pages.find((page) => page.paths.includes(path));

describe('the pages of the route table', () => {
  it('finds every page the route table imports (but "not found", which has no address to ask for it by)', () => {
    const imported = [...source.matchAll(/import\('([^']+)'\)/g)].map((match) => resolve(dirname(routesFile), match[1]!));
    const found = new Set(pages.flatMap((page) => page.modules));
    expect(imported.filter((module) => !found.has(module))).toEqual([feature('notFound/pages/NotFoundPage')]);
  });

  it('gives each page its module and its texts, whether imported in place or through a named loader', () => {
    expect(at('/')).toEqual({ paths: ['/'], modules: [feature('home/pages/HomePage')], namespaces: ['home'] });
    expect(at('/cart')).toEqual({ paths: ['/cart', '/shoppingCart'], modules: [feature('cart/pages/CartPage')], namespaces: ['cart'] });
    expect(at('/goodsDetail')?.namespaces).toEqual(['detail']);
    // a loader shared by two addresses, with the texts given where it is used
    expect(at('/home/OrderDetail')?.modules.at(-1)).toBe(feature('orders/pages/OrderDetailPage'));
    // a named loader with its texts; a console redirect that shows the buyer's page otherwise
    expect(at('/home/returnList')?.modules.at(-1)).toBe(feature('requests/pages/RequestListPage'));
    expect(at('/home/AfterSale')).toMatchObject({ modules: [feature('account/pages/AccountLayout'), feature('requests/pages/RequestListPage')] });
    expect(at('/home/AfterSaleDetail')?.namespaces).toEqual(['account', 'requests', 'detail']);
  });

  it('puts the account layout before the account pages, and its index page at its own address', () => {
    expect(at('/home')).toEqual({
      paths: ['/home'],
      modules: [feature('account/pages/AccountLayout'), feature('account/pages/MemberCentrePage')],
      namespaces: ['account'],
    });
    expect(at('/home/Profile')?.modules).toEqual([feature('account/pages/AccountLayout'), feature('account/pages/ProfilePage')]);
    // the pages after the layout's children are not inside it
    expect(at('/pay')?.modules).toEqual([feature('checkout/pages/SettlementPage')]);
  });

  it('gives the fifteen policy addresses their one page, and leaves out what only redirects to the console', () => {
    expect(at('/privacy')?.paths).toHaveLength(15);
    expect(at('/home/OwnerOrders')).toBeUndefined();
    expect(pages.some((page) => page.paths.includes('*'))).toBe(false);
  });

  it('reads the namespaces that load with their pages', () => {
    const names = pageNamespacesOf(readFileSync(resolve(here, 'src/shared/i18n/i18n.ts'), 'utf8'));
    expect(names).toContain('cart');
    expect(names).not.toContain('common');
    expect(() => pageNamespacesOf('export const OTHER = [];')).toThrow(/PAGE_NAMESPACES/);
  });
});

describe('the table of each page’s files', () => {
  const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], css: string[] = [], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    isEntry,
    facadeModuleId,
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const chunks = [
    chunk('assets/index-1.js', '/src/main.tsx', ['assets/vendor-1.js', 'assets/shared-1.js'], ['assets/index-1.css'], true),
    chunk('assets/vendor-1.js', null),
    chunk('assets/shared-1.js', null),
    chunk('assets/CartPage-1.js', '/src/features/cart/pages/CartPage.tsx', ['assets/shared-1.js', 'assets/Quantity-1.js'], ['assets/CartPage-1.css']),
    chunk('assets/Quantity-1.js', null, ['assets/vendor-1.js', 'assets/Stepper-1.js']),
    chunk('assets/Stepper-1.js', null),
    chunk('assets/cart-en.js', '/src/locales/en/cart.json'),
    chunk('assets/cart-zh.js', '/src/locales/zh/cart.json'),
    chunk('assets/common-en.js', '/src/locales/en/common.json'),
    chunk('assets/policy-en.js', '/src/locales/en/policy.json'),
  ];
  const cart: RoutePage = { paths: ['/cart'], modules: ['/src/features/cart/pages/CartPage'], namespaces: ['cart'] };

  it('lists a page’s own chunk and style sheets, not the chunks it imports (they come when it is read) nor what the entry loads', () => {
    const table = pageCodeTable([cart, { paths: ['/home'], modules: ['/src/features/cart/pages/CartPage', '/src/main'], namespaces: [] }], chunks, ['cart']);
    const [paths, files, namespaces] = table.pages[0]!;
    expect(paths).toEqual(['/cart']);
    expect(files.map((index) => table.files[index])).toEqual(['CartPage-1.js', 'CartPage-1.css']);
    expect(table.pages[1]![1].map((index) => table.files[index])).toEqual(['CartPage-1.js', 'CartPage-1.css']);
    expect(namespaces).toEqual(['cart']);
  });

  it('keeps the texts by language: a page’s namespaces apart, the others as what every page loads; the policy texts are the policy page’s', () => {
    const table = pageCodeTable([cart], chunks, ['cart']);
    expect(table.files[table.texts.en!.cart!]).toBe('cart-en.js');
    expect(table.files[table.texts.zh!.cart!]).toBe('cart-zh.js');
    expect(table.start.en!.map((index) => table.files[index])).toEqual(['common-en.js']);
    expect(table.files).not.toContain('policy-en.js');
  });

  it('names the chunks the entry imports, for index.html, and leaves out files the build no longer has', () => {
    const table = pageCodeTable([cart], chunks, ['cart'], new Set(chunks.map((item) => item.fileName).filter((file) => file !== 'assets/vendor-1.js')));
    expect(table.entryImports).toEqual(['assets/shared-1.js']);
    expect(table.files).toEqual(['CartPage-1.js', 'cart-en.js', 'cart-zh.js', 'common-en.js']);
  });

  it('refuses a page whose module has no chunk of its own (imported statically somewhere)', () => {
    expect(() => pageCodeTable([{ ...cart, modules: ['/src/features/gone/GonePage'] }], chunks, [])).toThrow(/no chunk of its own/);
  });
});
