import { describe, expect, it } from 'vitest';
import { POLICY_SLUGS, addressesOf, hashHref, paths } from './paths';

describe('paths table', () => {
  it('builds the addresses of docs/product.md §2 with their query parameters', () => {
    expect(paths.productDetail.getHref(42)).toBe('/goodsDetail?productId=42');
    expect(paths.merchant.getHref(4)).toBe('/merchant?id=4');
    expect(paths.signUpComplete.getHref(12)).toBe('/signUp-complete/12');
    expect(paths.settlement.getHref([3, 1, 2])).toBe('/pay?cartItemIds=3,1,2');
    expect(paths.payment.getHref('TR1')).toBe('/payment?tradeNo=TR1');
    expect(paths.alipay.getHref('TR1')).toBe('/qrpay?tradeNo=TR1');
    expect(paths.wechatPay.getHref('TR1')).toBe('/payByWeChat?tradeNo=TR1');
    expect(paths.payDone.getHref('TR1')).toBe('/payDone?tradeNo=TR1');
    expect(paths.orderDetail.getHref('CL1')).toBe('/home/OrderDetail?orderNo=CL1');
    expect(paths.cancelDetail.getHref('CL1')).toBe('/home/cancelDetail?orderNo=CL1');
    expect(paths.orderDetailStandalone.getHref('CL1')).toBe('/newOrderDetail?orderNo=CL1');
    expect(paths.policy.getHref('privacy')).toBe('/privacy');
    expect(paths.shopEntry.getHref('zh')).toBe('/shopEntry?lang=zh');
  });

  it('encodes values that travel in the query', () => {
    expect(paths.payment.getHref('A&B=C')).toBe('/payment?tradeNo=A%26B%3DC');
    expect(paths.orderDetail.getHref('X Y')).toBe('/home/OrderDetail?orderNo=X%20Y');
    expect(paths.sandboxPay.getHref('t/o+k')).toBe('/sandboxPay?token=t%2Fo%2Bk');
    expect(paths.devMailbox.getHref('a+b@example.com')).toBe('/dev/mailbox?to=a%2Bb%40example.com');
    expect(paths.devMailbox.getHref()).toBe('/dev/mailbox');
  });

  it('opens the address form to add, to edit, or to add and come back', () => {
    expect(paths.addAddress.getHref()).toBe('/home/AddAddress');
    expect(paths.addAddress.getHref({ id: 9 })).toBe('/home/AddAddress?id=9');
    const back = '/pay?cartItemIds=1,2';
    const href = paths.addAddress.getHref({ back });
    expect(new URLSearchParams(href.split('?')[1]).get('back')).toBe(back);
  });

  it("writes My orders' quick links as the list kind and the tab", () => {
    expect(paths.myOrders.getHref()).toBe('/home/MyOrder');
    expect(paths.myOrders.getHref({ type: 2 })).toBe('/home/MyOrder?type=2');
    expect(paths.myOrders.getHref({ type: 1, status: 5 })).toBe('/home/MyOrder?type=1&status=5');
  });

  it('knows the aliases of a page and the hash form of an address', () => {
    expect(addressesOf(paths.cart)).toEqual(['/cart', '/shoppingCart']);
    expect(addressesOf(paths.listing)).toEqual(['/homePageSecond', '/goodsList']);
    expect(addressesOf(paths.wallet)).toEqual(['/home/Wallet']);
    expect(hashHref(paths.cart.getHref())).toBe('#/cart');
  });

  it('lists fifteen distinct policy pages', () => {
    expect(new Set(POLICY_SLUGS).size).toBe(15);
  });
});
