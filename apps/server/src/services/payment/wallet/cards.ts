/**
 * Saved cards: the sandbox gateway's token plus brand, last 4, holder and expiry — never the
 * number or the CVV. At most SAVED_CARD_LIMIT per user; removing is a soft delete (withdrawals
 * keep pointing at their card).
 */
import type { NewCard, SavedCard } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { type TokenisedCard, tokeniseCard, verifyCard } from '../gateway/sandbox';
import type { AddressPort } from '../ports';
import * as store from './store';

export const SAVED_CARD_LIMIT = 10;
/** Advisory-lock namespace: one saved-card change at a time per user, so the limit stays exact. */
const CARD_BOOK_LOCK = 7_240_301;

/** The billing address of a new card must be one of the caller's delivery addresses. */
export async function checkBillingAddress(db: Queryable, addresses: AddressPort, userId: number, addressId: number): Promise<void> {
  if (!(await addresses.isOwnAddress(db, userId, addressId))) fail('addressNotFound');
}

/** Takes the user's card-book lock and refuses when the book is full. */
export async function reserveCardSlot(tx: Queryable, userId: number): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, $2::int)', [CARD_BOOK_LOCK, userId]);
  if ((await store.countSavedCards(tx, userId)) >= SAVED_CARD_LIMIT) fail('savedCardLimit');
}

/** Saves a tokenised card (call reserveCardSlot first, in the same transaction). */
export function saveCard(tx: Queryable, userId: number, card: NewCard, tokenised: TokenisedCard): Promise<SavedCard> {
  return store.insertSavedCard(tx, userId, {
    brand: tokenised.brand,
    last4: tokenised.last4,
    holderName: card.holderName,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    token: tokenised.token,
    billingAddressId: card.billingAddressId,
  });
}

/** A saved card of the caller's that can still be used, else savedCardNotFound. */
export async function usableSavedCard(db: Queryable, userId: number, id: number): Promise<store.SavedCardRow> {
  const card = await store.savedCardById(db, userId, id);
  if (!card) fail('savedCardNotFound');
  return card;
}

export function createCardService(db: Db, addresses: AddressPort) {
  return {
    list: (userId: number) => store.savedCards(db, userId),

    /** Adds a card after the gateway verified it: declined numbers are refused with cardDeclined. */
    async add(userId: number, card: NewCard): Promise<SavedCard> {
      await checkBillingAddress(db, addresses, userId, card.billingAddressId);
      const tokenised = tokeniseCard(card);
      if (verifyCard(tokenised) === 'declined') fail('cardDeclined');
      return db.transaction(async (tx) => {
        await reserveCardSlot(tx, userId);
        return saveCard(tx, userId, card, tokenised);
      });
    },

    async remove(userId: number, id: number): Promise<boolean> {
      if (!(await store.removeSavedCard(db, userId, id))) fail('savedCardNotFound');
      return true;
    },
  };
}
