/** The two QR wallets share one page; the address says which (docs/product.md §2: /qrpay Alipay, /payByWeChat WeChat). */
import { PaymentMethod } from '@clearlot/contract/rules/order';

export type QrMethod = typeof PaymentMethod.Alipay | typeof PaymentMethod.WeChat;

export const QR_PATHS: Record<QrMethod, string> = { 1: '/qrpay', 2: '/payByWeChat' };

export function qrMethodOfPath(pathname: string): QrMethod {
  return pathname.toLowerCase().startsWith('/paybywechat') ? PaymentMethod.WeChat : PaymentMethod.Alipay;
}

export function qrPaymentPath(method: QrMethod, tradeNo: string): string {
  return `${QR_PATHS[method]}?tradeNo=${encodeURIComponent(tradeNo)}`;
}
