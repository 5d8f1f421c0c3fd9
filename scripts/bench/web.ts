/**
 * Web speed (issue 3): builds nothing itself — run `npm run build` first. Starts the server on an
 * in-memory demo database, then with Debian Chromium:
 *  - sums the JavaScript each first page loads until the network is idle: the bytes on the wire (the
 *    server sends brotli) and the same scripts gzipped (the budget of issue 3 is 170 KB gzipped),
 *  - runs Lighthouse (mobile emulation, performance) on every page in the table: the first-view pages,
 *    sign-in and sign-up, and the signed-in buyer's buying pages (the cart, the settlement of one cart
 *    line, the payment of an unpaid order, both made through the API before the run), My orders, the
 *    order's detail, the wallet and the account pages.
 *   node --import tsx scripts/bench/web.ts            # sizes and Lighthouse
 *   node --import tsx scripts/bench/web.ts --js-only  # sizes only, with every script listed
 *   node --import tsx scripts/bench/web.ts '--only=home,my profile'  # some pages only
 *   node --import tsx scripts/bench/web.ts --save=/tmp/lh  # also keep each page's Lighthouse report (JSON)
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { startProcess } from './load';

const port = 3920;
const origin = `http://localhost:${port}`;
const jsOnly = process.argv.includes('--js-only');
/** --only=home,my profile: measure these pages alone (names as in the table) */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',') ?? null;
/** --save=DIR: write each page's whole Lighthouse report there, to read where its main-thread time went */
const saveDir = process.argv.find((arg) => arg.startsWith('--save='))?.slice('--save='.length) ?? null;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const server = await startProcess(
  'apps/server/src/main.ts',
  { PORT: String(port), HOST: '127.0.0.1', CLEARLOT_DATA_DIR: 'memory://', CLEARLOT_MEDIA_DIR: mkdtempSync(join(tmpdir(), 'clearlot-web-bench-')), CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn', SWEEPER: 'false' },
  `${origin}/healthz`,
);

/** One JSON call to the API as the demo buyer; fails the run unless the envelope says 200. */
async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/**
 * The buying pages' data, made through the API as the demo buyer: a cart line, selected, for the cart
 * and the settlement page, and an unpaid order (another product, placed from the cart) for the payment
 * and order-detail pages.
 */
async function buyingPages(token: string): Promise<{ cartItemId: number; tradeNo: string; orderNo: string }> {
  const products = await call<{ list: Array<{ id: number; price: number; quantity: number; hasOptions: boolean }> }>(
    '/srs-product-service/buyer/product/product/newPageList',
    { pageNum: 1, pageSize: 40 },
    token,
  );
  // enough units for the minimum order total (£20.00)
  const units = (p: { price: number }) => Math.max(1, Math.ceil(2000 / p.price));
  const [ordered, kept] = products.list.filter((p) => !p.hasOptions && p.price > 0 && p.quantity >= units(p) + 10);
  if (!ordered || !kept) throw new Error('the demo catalogue has no two products without options to buy');
  const cartLine = async (productId: number) => {
    const cart = await call<{ resultList: Array<{ cartItems: Array<{ id: number; productId: number }> }> }>('/srs-order-service/cartItem/getCartItemList', {}, token);
    return cart.resultList.flatMap((group) => group.cartItems).find((item) => item.productId === productId)!.id;
  };
  await call('/srs-order-service/cartItem/addCartItem', { productId: ordered.id, quantity: units(ordered) }, token);
  const [address] = await call<Array<{ id: number }>>('/srs-order-service/userReceiveAddress/list', {}, token);
  if (!address) throw new Error('the demo buyer has no delivery address');
  const trade = await call<{ tradeNo: string; orderNos: string[] }>(
    '/srs-order-service/order/mall/save',
    { clientKey: randomUUID(), cartItemIds: [await cartLine(ordered.id)], addressId: address.id, deliveryType: 1 },
    token,
  );
  await call('/srs-order-service/cartItem/addCartItem', { productId: kept.id, quantity: units(kept) }, token);
  const cartItemId = await cartLine(kept.id);
  await call('/srs-order-service/cartItem/selectCartItems', { ids: [cartItemId], selected: true }, token);
  return { cartItemId, tradeNo: trade.tradeNo, orderNo: trade.orderNos[0]! };
}

const debugPort = 9333;
const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'clearlot-lh-')), {
  executablePath: chromiumPath,
  headless: true,
  args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});

try {
  const { token: buyerToken } = await call<{ token: string }>('/srs-user-service/buyer/emailPasswordLogin', { email: 'buyer@clearlot.test', password: 'Demo#Buyer2026', code: 'x', imageKey: '2b0c8a4e-8d1a-4c7e-9b8e-1f2a3b4c5d6e' });
  const list = await call<{ list: Array<{ id: number }> }>('/srs-product-service/buyer/product/product/newPageList', { pageNum: 1, pageSize: 1 });
  const productId = list.list[0]!.id;
  const { cartItemId, tradeNo, orderNo } = await buyingPages(buyerToken);
  const cookie = (name: string, value: string) => ({ name, value, domain: 'localhost', path: '/', expires: Math.floor(Date.now() / 1000) + 86_400 });
  await context.addCookies([cookie('isSelectCookie', 'true'), cookie('acceptPersonalization', 'false')]);
  const setup = await context.newPage();
  await setup.goto(`${origin}/#/`);
  await setup.evaluate(() => localStorage.setItem('language-web', 'en'));

  const pages = [
    { name: 'home', url: `${origin}/#/`, signedIn: false },
    { name: 'listing', url: `${origin}/#/homePageSecond`, signedIn: false },
    { name: 'detail', url: `${origin}/#/goodsDetail?productId=${productId}`, signedIn: true },
    { name: 'sign-in', url: `${origin}/#/login`, signedIn: false },
    { name: 'sign-up', url: `${origin}/#/signUp`, signedIn: false },
    { name: 'cart', url: `${origin}/#/cart`, signedIn: true },
    { name: 'settlement', url: `${origin}/#/pay?cartItemIds=${cartItemId}`, signedIn: true },
    { name: 'payment', url: `${origin}/#/payment?tradeNo=${encodeURIComponent(tradeNo)}`, signedIn: true },
    { name: 'my orders', url: `${origin}/#/home/MyOrder`, signedIn: true },
    { name: 'order detail', url: `${origin}/#/home/OrderDetail?orderNo=${encodeURIComponent(orderNo)}`, signedIn: true },
    { name: 'wallet', url: `${origin}/#/home/Wallet`, signedIn: true },
    { name: 'returns', url: `${origin}/#/home/returnList`, signedIn: true },
    { name: 'refunds', url: `${origin}/#/home/returnList?view=refunds`, signedIn: true },
    { name: 'after-sales requests', url: `${origin}/#/home/AfterSale`, signedIn: true },
    { name: 'coupon centre', url: `${origin}/#/coupon`, signedIn: true },
    { name: 'my coupons', url: `${origin}/#/home/Coupons`, signedIn: true },
    { name: 'my points', url: `${origin}/#/home/Point`, signedIn: true },
    { name: 'point mall', url: `${origin}/#/PointMall`, signedIn: false },
    { name: 'my credit score', url: `${origin}/#/home/MyCreditScore`, signedIn: true },
    { name: 'browsing history', url: `${origin}/#/home/MyTracks`, signedIn: true },
    { name: 'change password', url: `${origin}/#/home/ModifyPwd`, signedIn: true },
    { name: 'my profile', url: `${origin}/#/home/Profile`, signedIn: true },
    { name: 'money management', url: `${origin}/#/home/MoneyManagement`, signedIn: true },
    { name: 'close account', url: `${origin}/#/home/LogOff`, signedIn: true },
    { name: 'my reviews', url: `${origin}/#/home/CommentList`, signedIn: true },
    { name: 'my complaints', url: `${origin}/#/home/ComplainList`, signedIn: true },
    { name: 'make a complaint', url: `${origin}/#/home/Complain`, signedIn: true },
    { name: 'seller registration', url: `${origin}/#/shopEntry?lang=en`, signedIn: false },
    { name: 'my applications', url: `${origin}/#/home/Distribution`, signedIn: true },
    { name: 'chat with customer service', url: `${origin}/#/IM?imType=1`, signedIn: true },
    { name: 'message centre', url: `${origin}/#/home/MsgList`, signedIn: true },
  ];
  const rows: string[] = [];
  for (const target of pages.filter((page) => only === null || only.includes(page.name))) {
    if (target.signedIn) await context.addCookies([cookie('loginToken', buyerToken)]);
    else await context.clearCookies({ name: 'loginToken' });
    // JavaScript on the wire for the first view of the page, empty cache
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, number>();
    cdp.on('Network.loadingFinished', (event) => scripts.set(event.requestId, (scripts.get(event.requestId) ?? 0) + event.encodedDataLength));
    const scriptIds = new Set<string>();
    const scriptUrls = new Map<string, string>();
    const styleIds = new Set<string>();
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') {
        scriptIds.add(event.requestId);
        scriptUrls.set(event.requestId, event.response.url);
      }
      if (event.type === 'Stylesheet') styleIds.add(event.requestId);
    });
    await page.goto(target.url, { waitUntil: 'networkidle' });
    const jsBytes = [...scriptIds].reduce((sum, id) => sum + (scripts.get(id) ?? 0), 0);
    const bodies = await Promise.all([...scriptIds].map(async (id) => {
      const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: id });
      return { url: scriptUrls.get(id) ?? id, gzipped: gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length };
    }));
    const gzipBytes = bodies.reduce((sum, script) => sum + script.gzipped, 0);
    // style sheets too: antd's static styles (zero runtime) are CSS the page loads instead of work it does
    const cssGzipBytes = (
      await Promise.all([...styleIds].map(async (id) => {
        const { body, base64Encoded } = await cdp.send('Network.getResponseBody', { requestId: id });
        return gzipSync(Buffer.from(body, base64Encoded ? 'base64' : 'utf8')).length;
      }))
    ).reduce((sum, size) => sum + size, 0);
    await page.close();
    if (jsOnly) {
      process.stdout.write(`${target.name}: ${scriptIds.size} scripts, ${(jsBytes / 1024).toFixed(1)} KB on the wire, ${(gzipBytes / 1024).toFixed(1)} KB gzipped; CSS ${(cssGzipBytes / 1024).toFixed(1)} KB gzipped\n`);
      for (const script of bodies.sort((a, b) => b.gzipped - a.gzipped)) process.stdout.write(`  ${(script.gzipped / 1024).toFixed(1).padStart(6)} KB  ${script.url.split('/').pop()}\n`);
      continue;
    }

    // Lighthouse now and then returns a report without metrics (a runtime error such as NO_FCP when the
    // trace misses the page's paint): such a run is tried again, up to twice, and its error is said.
    let lhr = (await lighthouse(target.url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }))!.lhr;
    for (let retry = 0; retry < 2 && lhr.categories.performance?.score == null; retry++) {
      process.stderr.write(`${target.name}: Lighthouse gave no score (${lhr.runtimeError?.code ?? 'no runtime error'}); measuring again\n`);
      lhr = (await lighthouse(target.url, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true }))!.lhr;
    }
    if (saveDir) {
      mkdirSync(saveDir, { recursive: true });
      writeFileSync(join(saveDir, `${target.name.replaceAll(' ', '-')}.json`), JSON.stringify(lhr));
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '-';
    rows.push(`| ${target.name} | ${(jsBytes / 1024).toFixed(1)} KB | ${(gzipBytes / 1024).toFixed(1)} KB | ${(cssGzipBytes / 1024).toFixed(1)} KB | ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`);
  }
  if (!jsOnly) process.stdout.write([
    `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}; Chromium ${context.browser()?.version() ?? ''}; Lighthouse mobile emulation (default throttling); run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    '| page | first-view JavaScript on the wire (brotli) | gzipped | CSS gzipped | performance | FCP | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
  ].join('\n'));
} finally {
  await context.close();
  server.kill('SIGTERM');
}
