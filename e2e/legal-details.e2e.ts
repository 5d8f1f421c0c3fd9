/**
 * The goods owner's legal details for VAT invoices in the console (issue 35 item 3): the demo goods owner opens
 * "Legal details for invoices" from the menu, is refused a VAT number whose check digits do not hold (the
 * contract's words, nothing saved), saves their registered details in English, and finds the page, its note
 * that invoices already issued do not change, and the saved details in Chinese.
 */
import { expect, test } from './test';
import { ValidationMessages } from '@clearlot/contract/messages';
import consoleEn from '../apps/console/src/locales/en/console.json' with { type: 'json' };
import en from '../apps/console/src/locales/en/legalDetails.json' with { type: 'json' };
import zh from '../apps/console/src/locales/zh/legalDetails.json' with { type: 'json' };
import { DEMO_OWNER, asReturningVisitor, expectAccessible, expectChineseGlyphs, keepScreenshot, signInToConsole } from './support';

test('a goods owner changes the legal details their invoices carry, in English, and reads them in Chinese', async ({ browser }, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asReturningVisitor(context, 'en');
  const owner = await context.newPage();
  await owner.goto('/console/');
  await signInToConsole(owner, DEMO_OWNER);
  await expect(owner).toHaveURL(/\/console\/orders$/);
  await expect(owner.getByTestId('console-menu-legalDetails')).toContainText(consoleEn.menu.legalDetails);
  await owner.getByTestId('console-menu-legalDetails').click();
  await expect(owner).toHaveURL(/\/console\/legal-details$/);
  await expect(owner.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
  await expect(owner.getByTestId('legal-details-notice')).toContainText(en.notice);
  // the details held now: the shop's VAT number is filled in
  await expect(owner.getByTestId('legal-vatNumber')).toHaveValue(/^GB\d{9}$/);

  await owner.getByTestId('legal-legalName').fill('Journey Surplus Holdings Limited');
  await owner.getByTestId('legal-addressLine1').fill('12 Canal Wharf');
  await owner.getByTestId('legal-addressLine2').fill('Unit 4');
  await owner.getByTestId('legal-town').fill('Leeds');
  await owner.getByTestId('legal-postcode').fill('ls1 4ap');
  await owner.getByTestId('legal-companyNumber').fill('1234567');
  // a VAT number whose check digits do not hold: the form refuses it in the server's words
  await owner.getByTestId('legal-vatNumber').fill('GB123456789');
  await owner.getByTestId('legal-details-save').click();
  await expect(owner.getByText(ValidationMessages.vatCheckDigits.en)).toBeVisible();
  await expect(owner.getByTestId('legal-details-printed')).not.toContainText('Canal Wharf');

  await owner.getByTestId('legal-vatNumber').fill('123 4567 82');
  await owner.getByTestId('legal-details-save').click();
  await expect(owner.getByText(en.saved)).toBeVisible();
  await expect(owner.getByTestId('legal-details-printed')).toHaveText('12 Canal Wharf, Unit 4, Leeds, LS1 4AP');
  // saved as the contract spells them
  await expect(owner.getByTestId('legal-vatNumber')).toHaveValue('GB123456782');
  await expect(owner.getByTestId('legal-companyNumber')).toHaveValue('01234567');
  await expect(owner.getByTestId('legal-postcode')).toHaveValue('LS1 4AP');
  await expectAccessible(owner, 'legal details (en)');
  await keepScreenshot(owner, testInfo, 'legal-details-en');
  await context.close();

  const zhContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await asReturningVisitor(zhContext, 'zh');
  const ownerZh = await zhContext.newPage();
  await ownerZh.goto('/console/legal-details');
  await signInToConsole(ownerZh, DEMO_OWNER);
  await expect(ownerZh).toHaveURL(/\/console\/legal-details$/);
  const heading = ownerZh.getByRole('heading', { level: 1, name: zh.title });
  await expect(heading).toBeVisible();
  await expectChineseGlyphs(heading);
  await expect(ownerZh.getByTestId('legal-details-notice')).toContainText(zh.notice);
  await expect(ownerZh.getByText(zh.vatNumber, { exact: true })).toBeVisible();
  await expect(ownerZh.getByTestId('legal-legalName')).toHaveValue('Journey Surplus Holdings Limited');
  await expect(ownerZh.getByTestId('legal-details-printed')).toHaveText('12 Canal Wharf, Unit 4, Leeds, LS1 4AP');
  await expectAccessible(ownerZh, 'legal details (zh)');
  await keepScreenshot(ownerZh, testInfo, 'legal-details-zh');
  await zhContext.close();
});
