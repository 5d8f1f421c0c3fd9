/**
 * Where VAT documents are issued (issue 35 item 3): an invoice when a payment settles a trade (whichever way
 * it was paid: card, Stripe webhook, balance, QR), in the payment's transaction; a credit note with each
 * refund (refund/service.ts refundOrderLines calls issueCreditNote).
 */
import type { PaymentPorts } from '../ports';
import { issueInvoicesOfTrade } from './service';

/** The payment ports with settling followed by the invoices of the orders it paid in full. */
export function withInvoices(ports: PaymentPorts): PaymentPorts {
  return {
    ...ports,
    trades: {
      ...ports.trades,
      async settle(tx, tradeId, method) {
        await ports.trades.settle(tx, tradeId, method);
        await issueInvoicesOfTrade(tx, tradeId);
      },
    },
  };
}
