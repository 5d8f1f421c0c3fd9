/** The two QR wallets share one page; the address says which (docs/product.md §2: /qrpay Alipay, /payByWeChat WeChat). */
import { PaymentMethod } from '@clearlot/contract/rules/order';
import { paths } from '../../../shared/paths';

export type QrMethod = typeof PaymentMethod.Alipay | typeof PaymentMethod.WeChat;

/** Each wallet's page in the address table. */
export const QR_PATHS = { [PaymentMethod.Alipay]: paths.alipay, [PaymentMethod.WeChat]: paths.wechatPay } as const satisfies Record<QrMethod, unknown>;

export function qrMethodOfPath(pathname: string): QrMethod {
  return pathname.toLowerCase().startsWith(paths.wechatPay.path.toLowerCase()) ? PaymentMethod.WeChat : PaymentMethod.Alipay;
}

export function qrPaymentPath(method: QrMethod, tradeNo: string): string {
  return QR_PATHS[method].getHref(tradeNo);
}
