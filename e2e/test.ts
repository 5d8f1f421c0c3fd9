/**
 * The journeys' `test`: Playwright's, with every window closed when a journey ends. A journey opens its people's
 * windows with browser.newContext() (one per person, cookies of their own), and Playwright closes only the windows
 * of its own `context` fixture: left open, each kept polling, holding its chat socket and being traced by the
 * journeys that followed on the same worker (13 windows were open during one journey of a run), on the two cores the
 * server and the browsers share. ESLint refuses `test` from '@playwright/test' in a journey.
 */
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

export const test = base.extend<{ closeWindowsAfter: void }>({
  closeWindowsAfter: [
    async ({ browser }, use) => {
      await use();
      // the recorder still takes each window's screenshot and trace as it closes (retained on failure)
      await Promise.all(browser.contexts().map((context) => context.close()));
    },
    { auto: true },
  ],
});
