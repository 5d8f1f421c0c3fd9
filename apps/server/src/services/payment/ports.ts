/**
 * What the payment service asks of the order service, passed in by services/manifest.ts. The
 * dependency runs one way: the order service calls the payment service (refunds, closing a
 * trade's pending payments); the payment service never imports the order service, it is handed
 * these functions. That keeps the two out of an import cycle and lets payments serve any payable
 * record later (a deposit, a return's shipping) through the same port.
 */
import type { PaymentMethod, Trade } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';

/** The part of a trade a payment needs. */
export interface PayableTrade {
  id: number;
  tradeNo: string;
  /** pence the buyer must pay */
  amount: number;
  payDeadline: Date;
}

export interface TradePort {
  /**
   * The caller's trade, row-locked for the rest of the transaction, ready to be paid; refuses
   * tradeNotFound, alreadyPaid or paymentTimedOut.
   */
  lockForPayment(tx: Queryable, userId: number, tradeNo: string): Promise<PayableTrade>;
  /** Marks the trade paid by `method` and moves what it pays for on, in the payment's transaction. */
  settle(tx: Queryable, tradeId: number, method: PaymentMethod): Promise<void>;
  /** The caller's trade as the payment pages show it (tradeNotFound for anyone else's). */
  view(db: Queryable, userId: number, tradeNo: string): Promise<Trade>;
}

export interface AddressPort {
  /** Whether the address is one of the user's own (a new card's billing address must be). */
  isOwnAddress(db: Queryable, userId: number, addressId: number): Promise<boolean>;
}

export interface PaymentPorts {
  trades: TradePort;
  addresses: AddressPort;
}
