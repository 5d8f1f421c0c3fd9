/** The payment service's paths: paying a trade, the wallet and refunds (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.payment;

export const payByCard = `${at}/pay/card` as const;
export const payByBalance = `${at}/pay/balance` as const;
export const startQrPayment = `${at}/pay/qr` as const;
export const cardPaymentConfig = `${at}/pay/card/config` as const;
export const startCardPayment = `${at}/pay/card/intent` as const;
export const paymentStatus = `${at}/pay/status` as const;
export const sandboxQr = `${at}/sandbox/qr/detail` as const;
export const confirmSandboxQr = `${at}/sandbox/qr/confirm` as const;
export const walletInfo = `${at}/wallet/info` as const;
export const walletTransactions = `${at}/wallet/transactions` as const;
export const setPaymentPassword = `${at}/wallet/setPaymentPassword` as const;
export const resetPaymentPassword = `${at}/wallet/resetPaymentPassword` as const;
export const savedCards = `${at}/wallet/cards/list` as const;
export const addCard = `${at}/wallet/cards/add` as const;
export const removeCard = `${at}/wallet/cards/remove` as const;
export const withdraw = `${at}/wallet/withdraw` as const;
export const withdrawals = `${at}/wallet/withdrawals` as const;
export const topUp = `${at}/wallet/topUp` as const;
export const refunds = `${at}/refund/list` as const;
export const refundDetail = `${at}/refund/detail` as const;
export const retryRefund = `${at}/refund/retry` as const;
export const ownerRefunds = `${at}/owner/refund/list` as const;
export const ownerRefundDetail = `${at}/owner/refund/detail` as const;
/** VAT invoices and credit notes (issue 35 item 3): an order's documents, finance's list, and a document's PDF (a file, not an envelope) */
export const orderVatDocuments = `${at}/vatDocument/ofOrder` as const;
export const vatDocumentList = `${at}/platform/vatDocument/list` as const;
export const vatDocumentPdf = `${at}/vatDocument/pdf/:documentNo` as const;
/** Goods owners paid (issue 35 item 4): the commission setting (operations), finance's payouts desk, the owner's own page and statement (its CSV is a file) */
export const commission = `${at}/platform/commission` as const;
export const updateCommission = `${at}/platform/commission/update` as const;
export const payoutOwners = `${at}/platform/payout/owners` as const;
export const payoutOwner = `${at}/platform/payout/owner` as const;
export const recordPayout = `${at}/platform/payout/record` as const;
export const connectPayoutAccount = `${at}/platform/payout/connect` as const;
export const myPayouts = `${at}/owner/payout/view` as const;
export const myStatement = `${at}/owner/payout/statement` as const;
export const myStatementCsv = `${at}/owner/payout/statement.csv` as const;
