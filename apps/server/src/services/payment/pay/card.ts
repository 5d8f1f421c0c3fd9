/**
 * Paying a trade by card (method 3): a new card (optionally saved) or a saved card with its CVV
 * asked again. The sandbox gateway decides; a declined charge is recorded as a failed payment
 * (its idempotency key then answers cardDeclined again) and nothing is taken.
 */
import { ErrorCatalogue, type PayByCardBody, PaymentMethod, PaymentRecordStatus, type PaymentResult } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { type TokenisedCard, chargeToken, tokeniseCard } from '../gateway/sandbox';
import type { AddressPort, PaymentPorts } from '../ports';
import { checkBillingAddress, reserveCardSlot, saveCard, usableSavedCard } from '../wallet/cards';
import { beginPayment, inPaymentTransaction, paymentNo, resultOf } from './attempt';
import { insertPayment } from './store';

interface CardToCharge {
  tokenised: TokenisedCard;
  cvv: string;
  expiryMonth: number;
  expiryYear: number;
}

async function cardToCharge(tx: Queryable, addresses: AddressPort, userId: number, body: PayByCardBody): Promise<CardToCharge> {
  if (body.card) {
    await checkBillingAddress(tx, addresses, userId, body.card.billingAddressId);
    const tokenised = tokeniseCard(body.card);
    if (body.saveCard) await reserveCardSlot(tx, userId);
    return { tokenised, cvv: body.card.cvv, expiryMonth: body.card.expiryMonth, expiryYear: body.card.expiryYear };
  }
  const saved = await usableSavedCard(tx, userId, body.savedCardId!);
  return {
    tokenised: { token: saved.token, brand: saved.brand, last4: saved.last4 },
    // the schema asks for the CVV whenever a saved card is used
    cvv: body.cvv ?? '',
    expiryMonth: saved.expiryMonth,
    expiryYear: saved.expiryYear,
  };
}

export async function payByCard(db: Db, ports: PaymentPorts, userId: number, body: PayByCardBody): Promise<PaymentResult> {
  const attempt = { userId, tradeNo: body.tradeNo, amount: body.amount, paymentKey: body.paymentKey, method: PaymentMethod.Card };
  const payment = await inPaymentTransaction(db, async (tx) => {
    const start = await beginPayment(tx, ports.trades, attempt);
    if (start.kind === 'replay') return start.payment;
    const card = await cardToCharge(tx, ports.addresses, userId, body);
    const decision = chargeToken(card.tokenised.token, { amount: start.trade.amount, cvv: card.cvv, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear });
    const recorded = {
      paymentNo: paymentNo(),
      tradeId: start.trade.id,
      userId,
      paymentKey: body.paymentKey,
      method: PaymentMethod.Card,
      amount: start.trade.amount,
      card: { brand: card.tokenised.brand, last4: card.tokenised.last4, token: card.tokenised.token },
    };
    if (decision === 'declined') {
      return insertPayment(tx, { ...recorded, status: PaymentRecordStatus.Failed, failureCode: ErrorCatalogue.cardDeclined.code });
    }
    const paid = await insertPayment(tx, { ...recorded, status: PaymentRecordStatus.Succeeded });
    if (body.card && body.saveCard) await saveCard(tx, userId, body.card, card.tokenised);
    await ports.trades.settle(tx, start.trade.id, PaymentMethod.Card);
    return paid;
  });
  // a declined payment is committed first, then answered with its error
  return resultOf(payment);
}
