/**
 * Coupons (issue 15): a visitor finds the coupon centre, signs in from a claim and comes back, claims
 * a coupon and finds it in My coupons on the usable tab; a Chinese reader does the same in Chinese.
 * The demo coupons (seeded with the demo accounts) are on everything: WELCOME10 (£10 off £100, one
 * per buyer) and CLEAR15 (15% off up to £50 over £50, two per buyer). Each journey claims them as a new buyer
 * of its own, so journeys paying as the demo buyer at the same time cannot claim or spend them first.
 */
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { asReturningVisitor, expectAccessible, expectChineseGlyphs, expectSignedIn, registerFreshBuyer, signInWithEmail } from './support';

const ticket = (page: Page, name: string): Locator => page.getByTestId('centre-coupon').filter({ has: page.getByRole('heading', { name, exact: true }) });
const myCoupon = (page: Page, name: string): Locator => page.getByTestId('my-coupon').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('coupons', () => {
  test('a visitor signs in from the coupon centre, claims a coupon and finds it in My coupons', async ({ page, context, request }) => {
    // a buyer of its own: the demo buyer's coupons are claimed and spent by journeys running alongside
    const buyer = await registerFreshBuyer(request, 'cpn');
    await asReturningVisitor(context);
    await page.goto('/#/coupon');
    await expect(page.getByRole('heading', { level: 1, name: 'Coupon centre' })).toBeVisible();
    await expect(page).toHaveTitle(/^Coupon centre \| ClearLot/);

    const welcome = ticket(page, 'Welcome to ClearLot');
    await expect(welcome.getByTestId('coupon-value')).toHaveText('£10.00 off');
    await expect(welcome).toContainText('Spend £100.00 or more');
    await expect(welcome).toContainText('On everything');
    await expect(welcome).toContainText('Code WELCOME10');
    await expect(welcome).toContainText(/Valid until \d{2}-\d{2}-\d{4} \d{2}:\d{2} \(London time\)/);
    await expect(ticket(page, 'Clearance week').getByTestId('coupon-value')).toHaveText('15% off');
    await expect(ticket(page, 'Clearance week')).toContainText('up to £50.00');
    await expect(ticket(page, 'Free delivery').getByTestId('coupon-value')).toHaveText('Free delivery');
    await expectAccessible(page, 'the coupon centre (visitor)');

    // claiming needs an account: sign in and come back to the centre
    await welcome.getByTestId('coupon-claim').click();
    const dialog = page.getByTestId('signin-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign In Now' }).click();
    await expect(page).toHaveURL(/#\/login\?rePath=/);
    await signInWithEmail(page, buyer);
    await expectSignedIn(page);
    await expect(page).toHaveURL(/#\/coupon$/);

    await expect(welcome.getByTestId('coupon-claim')).toHaveText('Claim');
    await welcome.getByTestId('coupon-claim').click();
    await expect(page.getByText('Coupon claimed. You will find it in My coupons.')).toBeVisible();
    // one per buyer: claimed, and nothing more to claim
    await expect(welcome.getByTestId('coupon-claim')).toHaveText('Claimed');
    await expect(welcome.getByTestId('coupon-claim')).toBeDisabled();
    await expectAccessible(page, 'the coupon centre (signed in)');

    await page.getByTestId('centre-my-coupons').click();
    await expect(page).toHaveURL(/#\/home\/Coupons$/);
    await expect(page).toHaveTitle(/^My coupons \| ClearLot/);
    await expect(page.getByRole('heading', { level: 1, name: 'My coupons' })).toBeVisible();
    const mine = myCoupon(page, 'Welcome to ClearLot');
    await expect(mine).toContainText('Usable');
    await expect(mine.getByTestId('coupon-value')).toHaveText('£10.00 off');
    await expect(mine.getByRole('link', { name: 'Shop now' })).toBeVisible();
    await expectAccessible(page, 'My coupons');

    // nothing used or expired yet; the tabs keep their place in the address
    await page.getByTestId('coupon-tab-used').click();
    await expect(page).toHaveURL(/#\/home\/Coupons\?tab=used$/);
    await expect(page.getByText('You have not used a coupon yet.')).toBeVisible();
    await page.getByTestId('coupon-tab-expired').click();
    await expect(page.getByText('None of your coupons has expired.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('None of your coupons has expired.')).toBeVisible();

    await page.getByTestId('my-coupons-get-more').click();
    await expect(page).toHaveURL(/#\/coupon$/);
  });

  test('a Chinese reader claims a coupon twice up to its limit and reads My coupons in Chinese', async ({ page, context, request }) => {
    const buyer = await registerFreshBuyer(request, 'cpz');
    await asReturningVisitor(context, 'zh');
    await page.goto('/#/login');
    await signInWithEmail(page, buyer);
    await expectSignedIn(page);

    await page.goto('/#/coupon');
    const title = page.getByRole('heading', { level: 1, name: '领券中心' });
    await expect(title).toBeVisible();
    await expectChineseGlyphs(title);
    const clearance = ticket(page, '清仓周');
    await expect(clearance.getByTestId('coupon-value')).toHaveText('立减 15%');
    await expect(clearance).toContainText('最高减 £50.00');
    await expect(clearance).toContainText('满 £50.00 可用');
    await expect(clearance).toContainText('全场通用');
    await expect(clearance).toContainText(/有效期至 \d{2}-\d{2}-\d{4} \d{2}:\d{2}（伦敦时间）/);
    await expect(ticket(page, 'ClearLot 新客礼').getByTestId('coupon-value')).toHaveText('减 £10.00');
    await expect(ticket(page, '免运费').getByTestId('coupon-value')).toHaveText('免运费');

    await clearance.getByTestId('coupon-claim').click();
    await expect(page.getByText('领取成功，可在“我的优惠券”中查看。').first()).toBeVisible();
    await expect(clearance.getByTestId('coupon-claim')).toHaveText('再领一张');
    await expect(clearance).toContainText('已领 1/2 张');
    await clearance.getByTestId('coupon-claim').click();
    await expect(clearance.getByTestId('coupon-claim')).toHaveText('已领取');
    await expect(clearance.getByTestId('coupon-claim')).toBeDisabled();
    await expectAccessible(page, 'the coupon centre in Chinese');

    await page.goto('/#/home/Coupons');
    await expect(page.getByRole('heading', { level: 1, name: '我的优惠券' })).toBeVisible();
    await expect(page.getByTestId('coupon-tab-usable')).toContainText('可使用');
    const copies = myCoupon(page, '清仓周');
    await expect(copies).toHaveCount(2);
    await expect(copies.first()).toContainText('可使用');
    await expect(copies.first().getByRole('link', { name: '去购物' })).toBeVisible();
    await page.getByTestId('coupon-tab-used').click();
    await expect(page.getByText('您还没有使用过优惠券。')).toBeVisible();
    await expectAccessible(page, 'My coupons in Chinese');
  });
});
