/**
 * A first visit's page code requested with the entry, not after it (issue 32 item 4). The route table
 * (src/app/routes.tsx) imports each page when the router first needs it, which on a first visit is after the
 * entry has been downloaded, parsed and run: the page's own chunks, and its texts, waited for the entry on
 * every first visit. At build time this plugin writes which files each address needs (`page-code.json`:
 * the chunks of its page and layout with their style sheets, its texts in each language, and the texts every page
 * needs); scripts/prerender-shell.mjs puts the table into
 * /shell-frame.js, which runs before the entry and asks for the stored language's files of the address in
 * the hash as `<link rel="modulepreload">` (docs/decisions.md, "The first page's code requested from the hash").
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { POLICY_SLUGS, addressesOf, paths } from './src/shared/paths';

/** A page of the route table: the addresses it answers, the modules it loads (a layout first), the texts they need. */
export interface RoutePage {
  paths: string[];
  modules: string[];
  namespaces: string[];
}

const QUOTED = /'([^']+)'/g;
const listOf = (text: string) => [...text.matchAll(QUOTED)].map((match) => match[1]!);

/**
 * The pages of the route table's source: each route whose `lazy` loads a page (directly, through a named
 * loader, or through a console redirect that shows the page when it does not redirect), with its layout's
 * module and texts for the routes inside a layout's `children`. Routes that only redirect to the console
 * load nothing here and are left out. Module paths are resolved from `dir` (the route table's folder),
 * without their extension.
 */
export function routePages(source: string, dir: string): RoutePage[] {
  const pageOf = (text: string) => /import\('([^']+)'\)/.exec(text)?.[1];
  // the loaders and text lists declared before the table: `const name = page(() => import('…'), [...])`, `const name = () => import('…')`
  const loaders = new Map<string, { module: string; namespaces: string[] }>();
  const textLists = new Map<string, string[]>();
  for (const match of source.matchAll(/^const (\w+) =([^;]+);/gms)) {
    const [, name, body] = match as unknown as [string, string, string];
    const module = pageOf(body);
    if (module) loaders.set(name, { module, namespaces: listOf(/\),\s*(\[[^\]]*\])\)?$/.exec(body.trim())?.[1] ?? '') });
    else if (/^\s*\[[^\]]*\] as const$/.test(body)) textLists.set(name, listOf(body));
  }
  const table = source.slice(source.indexOf('const pages: RouteObject[] = ['));
  const starts = /^([ \t]*)(\.\.\.at\(paths\.(\w+),|\{ index: true,|\.\.\.POLICY_SLUGS\.)/gm;
  const pages: RoutePage[] = [];
  const parents: Array<{ indent: number; page: RoutePage }> = [];
  const found = [...table.matchAll(starts)];
  found.forEach((start, i) => {
    const indent = start[1]!.length;
    // a layout's children end where a line at the layout's depth closes them
    while (parents.length > 0 && indent <= parents.at(-1)!.indent) parents.pop();
    const text = table.slice(start.index, found[i + 1]?.index ?? table.length);
    const own = text.split('children: [')[0]!;
    const parent = parents.at(-1)?.page;
    const addresses = start[3]
      ? addressesOf(paths[start[3] as keyof typeof paths] as { path: string; aliases?: readonly string[] })
      : start[2]!.startsWith('{ index')
        ? (parent?.paths ?? [paths.home.path])
        : POLICY_SLUGS.map((slug) => paths.policy.getHref(slug));
    // the page: imported here, or a named loader used as `page(loader, …)` or as the route's `lazy`
    let module = pageOf(own);
    let namespaces: string[] = [];
    if (module) namespaces = listOf(/import\('[^']+'\)\s*,\s*(\[[^\]]*\])/.exec(own)?.[1] ?? '');
    else {
      const named = /page\((\w+)(?:,\s*(\w+|\[[^\]]*\]))?\)/.exec(own) ?? /toConsoleWhen\(\w+,\s*(\w+)\)/.exec(own) ?? /lazy: (\w+)[,\s]/.exec(own);
      const loader = named ? loaders.get(named[1]!) : undefined;
      if (loader) {
        module = loader.module;
        const texts = named![2];
        namespaces = texts === undefined ? loader.namespaces : texts.startsWith('[') ? listOf(texts) : (textLists.get(texts) ?? []);
      }
    }
    if (!module) return;
    const page: RoutePage = {
      paths: addresses.filter((path) => path !== '*'),
      modules: [...(parent?.modules ?? []), resolve(dir, module)],
      namespaces: [...new Set([...(parent?.namespaces ?? []), ...namespaces])],
    };
    // a layout is not a page of its own: its index child is the page at its address
    if (text.includes('children: [')) parents.push({ indent, page });
    else if (page.paths.length > 0) pages.push(page);
  });
  return pages;
}

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The table `shell-frame.js` reads, short because every first visit downloads it: the files (under /assets/) once,
 * and each page's by their place in that list.
 */
export interface PageCodeTable {
  /** the chunks the entry imports, for index.html to ask for with the entry (the browser finds them only once it has the entry) */
  entryImports: string[];
  files: string[];
  /** each page: its addresses (the router's patterns), the files it needs beyond the entry's, its texts' namespaces */
  pages: Array<[paths: string[], files: number[], namespaces: string[]]>;
  /** language → namespace → its texts' file */
  texts: Record<string, Record<string, number>>;
  /** language → the text files every page loads at start (the namespaces not tied to a page) */
  start: Record<string, number[]>;
}

/** The table from the route table's pages and the client build's chunks. */
export function pageCodeTable(pages: readonly RoutePage[], chunks: readonly OutputChunk[], pageNamespaces: readonly string[], built?: ReadonlySet<string>): PageCodeTable {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  const byModule = new Map(chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [withoutExtension(chunk.facadeModuleId!), chunk]));
  /** a chunk and every chunk it imports statically, with their style sheets */
  const closure = (first: OutputChunk): string[] => {
    const seen = new Set<string>();
    const visit = (chunk: OutputChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) seen.add(css);
      for (const imported of chunk.imports) {
        const next = byFile.get(imported);
        if (next) visit(next);
      }
    };
    visit(first);
    return [...seen];
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('earlyPageCode: the build has no entry chunk');
  const loadedByEntry = new Set(closure(entry));
  const table: PageCodeTable = {
    entryImports: [...loadedByEntry].filter((file) => file !== entry.fileName && file.endsWith('.js') && (!built || built.has(file))),
    files: [],
    pages: [],
    texts: {},
    start: {},
  };
  const places = new Map<string, number>();
  const place = (file: string) => {
    if (built && !built.has(file)) throw new Error(`earlyPageCode: ${file} is not in the build`);
    if (!file.startsWith('assets/')) throw new Error(`earlyPageCode: ${file} is not under assets/`);
    let index = places.get(file);
    if (index === undefined) {
      index = table.files.push(file.slice('assets/'.length)) - 1;
      places.set(file, index);
    }
    return index;
  };
  for (const page of pages) {
    // each module's own chunk and style sheets: the chunks those import still come once it is read (listing them all,
    // 34 files a page on average, made the table 6.3 KB gzipped on every first visit, and put two form pages over
    // their 170 KB budget; docs/decisions.md, "The first page's code requested from the hash")
    const files = page.modules.flatMap((module) => {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`earlyPageCode: no chunk of its own for ${module} (is it still imported lazily by the route table?)`);
      // not what the entry loads, nor a chunk of style sheets only, which the build dropped
      return [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])].filter((file) => !loadedByEntry.has(file) && (!built || built.has(file)));
    });
    table.pages.push([page.paths, [...new Set(files)].map(place), page.namespaces]);
  }
  for (const chunk of chunks) {
    const text = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/.exec(chunk.facadeModuleId ?? '');
    if (!text || text[2] === 'policy') continue;
    const [, language, namespace] = text as unknown as [string, string, string];
    if (pageNamespaces.includes(namespace)) (table.texts[language] ??= {})[namespace] = place(chunk.fileName);
    else (table.start[language] ??= []).push(place(chunk.fileName));
  }
  return table;
}

/** The namespaces that load with their pages (`PAGE_NAMESPACES` of the i18n module's source); the others load at start. */
export function pageNamespacesOf(i18nSource: string): string[] {
  const list = /export const PAGE_NAMESPACES = (\[[^\]]*\])/.exec(i18nSource)?.[1];
  if (!list) throw new Error('earlyPageCode: the i18n module no longer declares PAGE_NAMESPACES');
  return listOf(list);
}

/**
 * The plugin: writes `page-code.json` into the client build's folder (the server-side build of the page frame has
 * none) once the bundle is final, as written: chunks that held only style sheets are gone by then, and a file
 * the table named that is not in the build would be asked for in vain.
 */
export function earlyPageCode(routesFile: string, i18nFile: string): Plugin {
  return {
    name: 'clearlot-early-page-code',
    apply: 'build',
    writeBundle(options, bundle) {
      if (options.format !== 'es' || !options.dir || !Object.values(bundle).some((item) => item.type === 'chunk' && item.isEntry && item.fileName.startsWith('assets/'))) return;
      const pages = routePages(readFileSync(routesFile, 'utf8'), dirname(routesFile));
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as OutputChunk[];
      const table = pageCodeTable(pages, chunks, pageNamespacesOf(readFileSync(i18nFile, 'utf8')), new Set(Object.keys(bundle)));
      writeFileSync(join(options.dir, 'page-code.json'), JSON.stringify(table));
    },
  };
}
