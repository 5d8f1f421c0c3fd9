/** Helpers shared by the browser journeys. */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type TestInfo, expect } from '@playwright/test';
import en from '../apps/web/src/locales/en/common.json' with { type: 'json' };
import zh from '../apps/web/src/locales/zh/common.json' with { type: 'json' };

export const common = { en, zh };

export const DEMO_BUYER = { email: 'buyer@clearlot.test', password: 'Demo#Buyer2026' };
export const DEMO_OWNER = { email: 'owner@clearlot.test', password: 'Demo#Owner2026' };
export const DEMO_AGENT = { email: 'agent@clearlot.test', password: 'Demo#Agent2026' };
export const DEMO_OPERATIONS = { email: 'operations@clearlot.test', password: 'Demo#Ops2026' };
export const DEMO_FINANCE = { email: 'finance@clearlot.test', password: 'Demo#Finance2026' };
export const DEMO_ADMIN = { email: 'admin@clearlot.test', password: 'Demo#Admin2026' };

/** A returning visitor: language chosen and cookies answered, so no first-visit dialogs. */
export async function asReturningVisitor(context: BrowserContext, language: 'en' | 'zh' = 'en'): Promise<void> {
  await context.addInitScript((lang) => {
    if (!localStorage.getItem('language-web')) localStorage.setItem('language-web', lang);
  }, language);
  await context.addCookies([
    { name: 'isSelectCookie', value: 'true', domain: 'localhost', path: '/' },
    { name: 'acceptPersonalization', value: 'false', domain: 'localhost', path: '/' },
  ]);
}

/** The newest 6-digit code the development mailbox shows for an address (read as a person would). */
export async function readCodeFromMailbox(context: BrowserContext, address: string): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto(`/#/dev/mailbox`);
    await mailbox
      .getByTestId('mailbox-filter')
      .locator('input')
      .first()
      .fill(address)
      .catch(async () => {
        await mailbox.getByTestId('mailbox-filter').fill(address);
      });
    await mailbox.getByTestId('mailbox-refresh').click();
    // a phone is shown grouped ('+44 7700 900123'): its digits are matched whatever the spaces between them
    const recipient = address.includes('@') ? address : new RegExp(address.replace(/\D/g, '').split('').join('\\s*'));
    const first = mailbox
      .getByTestId('mailbox-message')
      .filter({ has: mailbox.getByTestId('mailbox-to').filter({ hasText: recipient }) })
      .first();
    const code = (await first.getByTestId('mailbox-code').first().innerText()).trim();
    if (!/^\d{6}$/.test(code)) throw new Error(`no code for ${address}: "${code}"`);
    return code;
  } finally {
    await mailbox.close();
  }
}

export async function signInWithEmail(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByTestId('login-email').fill(account.email);
  await page.getByTestId('login-password').fill(account.password);
  // the image captcha is switched off for browser tests; any characters pass
  await page.getByTestId('login-captcha').fill('abcd');
  await page.getByTestId('login-submit').click();
}

/**
 * Signed in, and the sign-in page has moved on (home, or the page asked for). The header shows the
 * account a moment before the page moves, so acting on the header's word alone races that move.
 */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/#\/login/);
}

/**
 * Open a dropdown menu and choose an item once the menu has finished opening, as a person would.
 * A click that lands while the popup is being re-aligned (the page moved under a fixed header)
 * leaves the menu open; a person clicks again, and so does this.
 */
export async function chooseFromMenu(page: Page, trigger: Locator, item: string): Promise<void> {
  await trigger.click();
  const menu = page.getByRole('menu').filter({ has: page.getByRole('menuitem', { name: item }) });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: item }).click();
  const closed = await expect(menu)
    .toBeHidden({ timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
  if (!closed) await menu.getByRole('menuitem', { name: item }).click();
}

/**
 * Choose an option of an antd Select as a person does, and see it in the field. The list is used only once it
 * has finished opening: a click that lands while it slides in, or while it is being filtered, chooses nothing.
 * A searchable list (long, and virtual: only its first rows exist) is narrowed by typing the option's name until
 * only that option is left, and Enter chooses it, as a keyboard user does; a short list's option is clicked.
 * A list that stays open after the choice (a multiple choice) is closed with Escape.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  // not a list still sliding shut from the field chosen just before (its leave animation keeps it a moment)
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not(.ant-slide-up-leave)');
  await expect(open).toBeVisible();
  const choice = open.getByTitle(option, { exact: true });
  const searchable = await select
    .locator('input')
    .first()
    .evaluate((input) => !(input as HTMLInputElement).readOnly);
  if (searchable) {
    await page.keyboard.type(option);
    await expect(open.locator('.ant-select-item-option')).toHaveCount(1);
  }
  await expect(choice).toBeVisible();
  await settled(page);
  if (searchable) await page.keyboard.press('Enter');
  else await choice.click();
  await expect(select).toContainText(option);
  if ((await open.count()) > 0) await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
}

/** Finite animations and transitions (a dialog fading in, a step sliding) have finished; spinners may go on. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * No serious or critical accessibility violations on the page as it stands, by every rule axe-core
 * has (WCAG 2.x A and AA and its best practices). Call it once the page's content has arrived.
 */
export async function expectAccessible(page: Page, what: string, { within }: { within?: string } = {}): Promise<void> {
  await settled(page);
  // passes are not needed: asking for violations only saves a quarter of axe's time on a full page
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  // `within`: a CSS selector, to check one part of the page (the rest is checked elsewhere)
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
  expect(serious, `accessibility of ${what}`).toEqual([]);
  // a text whose key is missing shows the key itself ("verification.send"): nobody can read that
  expect(await untranslatedKeys(page, within), `untranslated texts on ${what}`).toEqual([]);
}

/** Texts on the page (or inside `within`) that are a translation key, not words: `ns.key.path`, lower camel case. */
async function untranslatedKeys(page: Page, within?: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const root = (selector ? document.querySelector(selector) : document.body) ?? document.body;
    const key = /^[a-z][a-zA-Z0-9]*(\.[a-z][a-zA-Z0-9_]*)+$/;
    // a web address or a file's name looks the same: its ending tells it apart
    const domain = /\.(uk|com|org|net|io|test|png|jpe?g|gif|webp|svg|pdf|csv|heic)$/i;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (key.test(text) && !domain.test(text)) found.push(text);
    }
    return found;
  }, within ?? null);
}

/**
 * The Chinese text of an element is drawn with real glyphs, not "tofu" boxes. A code point no
 * font has (U+10FFFD, private use) shows the missing-glyph box; each Chinese character, measured
 * in the element's own font, must be wider or narrower than that box and about one em wide, as
 * Chinese characters are.
 */
export async function expectChineseGlyphs(element: Locator): Promise<void> {
  // measured again while the element is replaced between finding it and measuring it (a first visit's
  // placeholder title giving way to the page's own): a detached element has no computed font
  await expect(async () => {
    const measured = await element.evaluate((node) => {
      const context = document.createElement('canvas').getContext('2d')!;
      const style = getComputedStyle(node);
      context.font = style.font;
      const han = [...new Set((node.textContent ?? '').match(/\p{Script=Han}/gu) ?? [])].slice(0, 12);
      return {
        connected: node.isConnected,
        fontSize: Number.parseFloat(style.fontSize),
        missingGlyph: context.measureText('\u{10FFFD}').width,
        characters: han.map((character) => ({ character, width: context.measureText(character).width })),
      };
    });
    expect(measured.connected, 'the element is still on the page').toBe(true);
    expect(measured.characters.length, 'Chinese characters to measure').toBeGreaterThan(0);
    for (const { character, width } of measured.characters) {
      expect(Math.abs(width - measured.missingGlyph), `"${character}" is drawn as a missing-glyph box`).toBeGreaterThan(0.5);
      expect(width / measured.fontSize, `"${character}" is one em wide`).toBeCloseTo(1, 1);
    }
  }).toPass({ timeout: 10_000 });
}

/** A phone: the 390 × 844 window of the issue 16 checks, with touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** An element that passes the right edge of the window, as overflowingElements reports it. */
export interface Overflow {
  element: string;
  text: string;
  right: number;
}

/**
 * Elements whose right edge passes the window's width: on a phone, content cut off or a page that
 * scrolls sideways. Ignored: elements inside a container that scrolls sideways on purpose
 * (overflow-x auto or scroll: a row of filters, a wide table), or that a container inside the window
 * clips (a carousel's other slides), and elements not drawn at all.
 */
export async function overflowingElements(page: Page): Promise<Overflow[]> {
  await settled(page);
  return page.evaluate(() => {
    const width = window.innerWidth;
    const withinWindow = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return true;
        if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const found: Array<{ element: string; text: string; right: number }> = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'contents') continue;
      if (withinWindow(element)) continue;
      const testId = element.getAttribute('data-testid');
      const classes = [...element.classList].slice(0, 3).join('.');
      found.push({
        element: `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''}`,
        text: (element.textContent ?? '').trim().slice(0, 40),
        right: Math.round(box.right),
      });
    }
    return found;
  });
}

/**
 * Nothing passes the window's right edge, and the page does not scroll sideways. Soft checks: the
 * journey goes on to its next page, so one run lists every page that does not fit.
 */
export async function expectFitsWindow(page: Page, what: string): Promise<void> {
  expect.soft(await overflowingElements(page), `elements of ${what} passing the window's right edge`).toEqual([]);
  const scroll = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect.soft(scroll.page, `${what} scrolls sideways`).toBeLessThanOrEqual(scroll.window);
}

/** The console's sign-in form, as a person fills it (the journeys' server accepts any picture code). */
export async function signInToConsole(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByTestId('console-email').fill(account.email);
  await page.getByTestId('console-password').fill(account.password);
  await page.getByTestId('console-captcha').fill('abcd');
  await page.getByTestId('console-sign-in-submit').click();
}

/**
 * A screenshot of the window as a person sees it, attached to the test's report and kept under
 * test-results/ (the test's output folder) to look at after the run. Not taken in CI, where no one looks at a passing
 * run's pictures (119 of them cost the journeys' two cores about half a minute); a failing journey's are (the
 * config's `screenshot: 'only-on-failure'`). KEEP_SCREENSHOTS=1 takes them in CI too.
 */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await settled(page);
  if (process.env.CI && !process.env.KEEP_SCREENSHOTS) return;
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * A new buyer account of its own for a journey whose checks a shared demo account would spoil (another
 * journey running at the same time claims or spends the same coupons): registered through the API with
 * the code the development mailbox received, as the sign-up page would.
 */
export async function registerFreshBuyer(request: APIRequestContext, tag: string): Promise<{ username: string; email: string; password: string }> {
  const suffix = `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: `b_${suffix}`.slice(0, 20), email: `${suffix}@example.co.uk`, password: 'Str0ng!pass' };
  const post = async (path: string, data: unknown) => {
    const envelope = (await (await request.post(path, { data })).json()) as { code: number; messageEn?: string };
    if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.messageEn ?? ''}`);
  };
  await post('/srs-user-service/captcha/sendEmailCode', { email: account.email, scene: 'register' });
  const mailbox = (await (await request.get(`/srs-message-service/dev/mailbox?to=${encodeURIComponent(account.email)}`)).json()) as { data: Array<{ text: string }> };
  const code = /(?<!\d)\d{6}(?!\d)/.exec(mailbox.data[0]?.text ?? '')?.[0];
  if (!code) throw new Error(`no code reached ${account.email}`);
  await post('/srs-user-service/buyer/register', { ...account, confirmPassword: account.password, emailCode: code, agreeTerms: true });
  return account;
}

/** Any image key: the journeys' server runs with the picture code turned off. */
export const ANY_IMAGE_KEY = '2b0c8a4e-8d1a-4c7e-9b8e-1f2a3b4c5d6e';

/** A call a journey makes through the API to set the scene (or check what a page did); fails on any answer but 200. */
export async function postApi<T>(request: APIRequestContext, path: string, body: unknown, token?: string): Promise<T> {
  const response = await request.post(path, { data: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const envelope = (await response.json()) as { code: number; messageEn?: string; data: T };
  expect(envelope.code, `${path}: ${JSON.stringify(envelope)}`).toBe(200);
  return envelope.data;
}

/**
 * An order placed through the API as the settlement page places it: the product into the cart, that cart
 * line checked out to an address (the buyer's first, unless one is given) with standard delivery. The
 * trade is left unpaid.
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  token: string,
  line: { productId: number; quantity: number; addressId?: number },
): Promise<{ tradeNo: string; amount: number; orderNos: string[] }> {
  const addressId = line.addressId ?? (await postApi<Array<{ id: number }>>(request, '/srs-order-service/userReceiveAddress/list', {}, token))[0]!.id;
  // the demo buyer is shared by journeys running at the same time: another may check out the same cart line first
  // (adding a product already in the cart adds to its line), which the server rightly refuses with 6005; then the
  // product goes into the cart again
  for (let attempt = 1; ; attempt++) {
    await postApi(request, '/srs-order-service/cartItem/addCartItem', { productId: line.productId, quantity: line.quantity }, token);
    const cart = await postApi<{ resultList: Array<{ cartItems: Array<{ id: number; productId: number }> }> }>(request, '/srs-order-service/cartItem/getCartItemList', {}, token);
    const cartLine = cart.resultList.flatMap((group) => group.cartItems).find((item) => item.productId === line.productId);
    if (!cartLine && attempt < 3) continue;
    expect(cartLine, `product ${line.productId} in the cart`).toBeDefined();
    const response = await request.post('/srs-order-service/order/mall/save', {
      data: { clientKey: randomUUID(), cartItemIds: [cartLine!.id], addressId, deliveryType: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    const envelope = (await response.json()) as { code: number; data: { tradeNo: string; amount: number; orderNos: string[] } };
    if (envelope.code === 6005 && attempt < 3) continue;
    expect(envelope.code, `/srs-order-service/order/mall/save: ${JSON.stringify(envelope)}`).toBe(200);
    return envelope.data;
  }
}

/**
 * A paid order of the demo goods owner's, placed by the demo buyer through the API: a plain product of theirs (no
 * options to choose) at £25.00 of goods or more, paid from the wallet; answers its order number.
 */
export async function paidOrderForDemoOwner(request: APIRequestContext): Promise<string> {
  const token = await signInByApi(request, DEMO_BUYER);
  const { id: ownerId } = await postApi<{ id: number }>(request, '/srs-product-service/buyer/shop/info', { id: 1 });
  const product = (await firstCataloguePage(request, token, ownerId)).find((p) => !p.hasOptions && p.quantity >= 10 && p.price > 0)!;
  const trade = await placeOrderByApi(request, token, { productId: product.id, quantity: Math.max(1, Math.ceil(2_500 / product.price)) });
  await postApi(request, '/srs-payment-service/pay/balance', { tradeNo: trade.tradeNo, amount: trade.amount, paymentKey: randomUUID(), paymentPassword: '246810' }, token);
  return trade.orderNos[0]!;
}

/** A product as the journeys choose goods by it, from the buyer's listing. */
export interface CatalogueCard {
  id: number;
  price: number;
  quantity: number;
  hasOptions: boolean;
  warehouseNameEn: string;
}

/**
 * The plain products among the catalogue's first 40 (one goods owner's, when given), as the buyer's listing
 * answers them: sold by the unit, with no minimum order, case pack or price tiers, not lots, and with no flash deal
 * running (a deal prices the line at its own price). Other
 * journeys running at the same time list products with such terms (the seller centre's, the import's), and a
 * journey that orders "one unit of some product" must not pick one of them up.
 */
export async function firstCataloguePage(request: APIRequestContext, token: string, ownerId?: number): Promise<CatalogueCard[]> {
  const owner = ownerId === undefined ? {} : { queryParamList: [{ field: 'ownerId', fieldValue: ownerId }] };
  const cards = (await postApi<{ list: CatalogueCard[] }>(request, '/srs-product-service/buyer/product/product/newPageList', { pageNum: 1, pageSize: 40, ...owner }, token)).list;
  const plain = await Promise.all(
    cards.map(async (card) => {
      const detail = await postApi<{ manifest?: unknown[]; flashDeal: unknown; skus: Array<{ minQuantity: number; casePack: number; priceTiers: unknown[] }> }>(
        request,
        '/srs-product-service/buyer/product/product/skuProduct',
        { id: card.id },
        token,
      );
      return detail.manifest === undefined && detail.flashDeal === null && detail.skus.every((sku) => sku.minQuantity === 1 && sku.casePack === 1 && sku.priceTiers.length === 0);
    }),
  );
  return cards.filter((_, index) => plain[index]);
}

/** A session token for an account, signed in through the API. */
export async function signInByApi(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  return (await postApi<{ token: string }>(request, '/srs-user-service/buyer/emailPasswordLogin', { ...account, code: 'abcd', imageKey: ANY_IMAGE_KEY })).token;
}

/** A fresh buyer made ready to buy: business information completed with a texted code (purchase permission) and a default delivery address; answers a session token. */
export async function readyToBuy(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const { token } = await postApi<{ token: string }>(request, '/srs-user-service/buyer/emailPasswordLogin', {
    email: account.email,
    password: account.password,
    code: 'abcd',
    imageKey: ANY_IMAGE_KEY,
  });
  const { id } = await postApi<{ id: number }>(request, '/srs-user-service/buyer/info', {}, token);
  const national = `7700${String(Date.now()).slice(-6)}`;
  await postApi(request, '/srs-user-service/captcha/sendPhoneCode', { dialCode: '44', phone: national, scene: 'bindPhone' });
  const mailbox = (await (await request.get(`/srs-message-service/dev/mailbox?to=${encodeURIComponent(`+44${national}`)}`)).json()) as { data: Array<{ text: string }> };
  const phoneCode = /(?<!\d)\d{6}(?!\d)/.exec(mailbox.data[0]?.text ?? '')![0];
  await postApi(
    request,
    '/srs-user-service/buyer/completeRegistration',
    { userId: id, firstName: 'Casey', lastName: 'Coupon', companyName: 'Coupon Trading Ltd', dialCode: '44', phone: national, phoneCode },
    token,
  );
  await postApi(
    request,
    '/srs-order-service/userReceiveAddress/save',
    { recipientName: 'Casey Coupon', city: 'London', postcode: 'SW1A 2AA', dialCode: '44', mobile: '07700900123', addressLine1: '10 Downing Street', isDefault: true },
    token,
  );
  return token;
}

/** A window of a journey: a phone (390 px, touch), a desktop (1280 × 800) or the default, in a language. */
export interface WindowOptions {
  phone?: boolean;
  desktop?: boolean;
  language?: 'en' | 'zh';
}

/**
 * A new window (cookies of its own) signed in as `account` and open at `at` (the home page unless given). It
 * signs in through the API and keeps the session cookie the sign-in page would have left, for journeys about
 * something else: walking the sign-in page for each of a journey's people cost a page, a form and a redirect
 * each (about 60 sign-ins in a run). Signing in itself is walked through its pages by the account, navigation,
 * phone, password-change, console and seller-application journeys.
 */
export async function signedInWindow(browser: Browser, account: { email: string; password: string }, options: WindowOptions & { at?: string } = {}): Promise<Page> {
  const context = await browser.newContext(options.phone ? PHONE : options.desktop ? { viewport: { width: 1280, height: 800 } } : {});
  await asReturningVisitor(context, options.language ?? 'en');
  const token = await signInByApi(context.request, account);
  await context.addCookies([{ name: 'loginToken', value: token, domain: 'localhost', path: '/' }]);
  const page = await context.newPage();
  await page.goto(options.at ?? '/');
  return page;
}
