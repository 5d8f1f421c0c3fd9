/**
 * Accessibility of the pages a visitor meets first: axe-core finds no serious or critical violation
 * once each page's content has arrived. The signed-in pages (product detail, cart, checkout, My
 * orders, wallet) are checked inside the buying journeys, where they hold real lines, orders and
 * payments. The Chinese pages share the markup and colours, so one language is checked (axe takes
 * seconds a page); the shell journeys check that Chinese is drawn.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { asReturningVisitor, expectAccessible } from './support';

const visitorPages: Array<{ name: string; path: string; arrived: (page: Page) => Promise<void> }> = [
  {
    name: 'home',
    path: '/#/',
    arrived: async (page) => {
      await expect(page.getByTestId('flash-deal-card').first()).toBeVisible();
      await expect(page.getByTestId('banner-carousel').locator('img').first()).toBeVisible();
    },
  },
  { name: 'listing', path: '/#/homePageSecond', arrived: (page) => expect(page.getByTestId('product-card').first()).toBeVisible() },
  { name: 'sign-in', path: '/#/login', arrived: (page) => expect(page.getByTestId('login-email')).toBeVisible() },
  { name: 'sign-up', path: '/#/signUp', arrived: (page) => expect(page.getByTestId('signup-terms')).toBeVisible() },
  { name: 'forgotten password', path: '/#/forgetPassword', arrived: (page) => expect(page.getByTestId('forget-send-code')).toBeVisible() },
  // the privacy policy has e-mail links inside its sentences
  { name: 'privacy policy', path: '/#/privacy', arrived: (page) => expect(page.locator('a[href^="mailto:"]').first()).toBeVisible() },
];

test("a visitor's first pages have no serious accessibility problems", async ({ page, context }) => {
  await asReturningVisitor(context);
  for (const { name, path, arrived } of visitorPages) {
    await page.goto(path);
    await arrived(page);
    await expectAccessible(page, name);
  }
});
