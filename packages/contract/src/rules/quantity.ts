/**
 * Selling by quantity (issue 33 item 3): an option's minimum order quantity (MOQ), its case pack (sold
 * only in whole cases) and its tiered prices (a price per unit from a quantity up). The one home of these
 * rules: the listing schema checks an option's terms with `quantityTermsIssues`, the cart, the settlement,
 * the order and the product page price a line with `linePrice` and check its quantity with
 * `quantityProblem`. Plain functions over whole pence: the console and the storefront load this module.
 *
 * The terms apply to one line: one option from one ship-from warehouse, which is what becomes one order's
 * line and one shipment (decisions: "Selling by quantity").
 */
import { discountPercent } from './pricing';
import { type VatRate, vatOn } from './vat';

/** A price from a quantity up: `price` pence per unit for a line of `minQuantity` units or more. */
export interface PriceTier {
  minQuantity: number;
  price: number;
}

/**
 * An option's quantity terms: its own price (the first tier, at its MOQ), its MOQ, its case pack and the
 * tiers after the first, in increasing quantity. An option without terms is MOQ 1, case pack 1, no tiers.
 */
export interface QuantityTerms {
  price: number;
  minQuantity: number;
  casePack: number;
  priceTiers: readonly PriceTier[];
}

/** What every option had before issue 33 item 3, and still has unless its goods owner sets terms. */
export const SINGLE_UNITS = { minQuantity: 1, casePack: 1, priceTiers: [] as PriceTier[] } as const;

/** The largest MOQ, case pack or tier quantity: the largest quantity a cart line may hold (rules/order.ts CART_MAX_QUANTITY). */
export const QUANTITY_TERM_MAX = 99_999;
/** Tiers after the option's own price. */
export const PRICE_TIERS_MAX = 9;

/** The whole tier table: the option's own price at its MOQ, then its further tiers. */
export function tierTable(terms: QuantityTerms): PriceTier[] {
  return [{ minQuantity: terms.minQuantity, price: terms.price }, ...terms.priceTiers];
}

/** Which row of the tier table a quantity earns: the last tier it reaches (0, the option's own price, below the second tier or under the MOQ). */
export function tierIndex(terms: QuantityTerms, quantity: number): number {
  let index = 0;
  terms.priceTiers.forEach((tier, n) => {
    if (quantity >= tier.minQuantity) index = n + 1;
  });
  return index;
}

export interface LinePrice {
  /** pence per unit the quantity earns */
  unitPrice: number;
  /** unit price × quantity, whole pence, ex VAT */
  lineTotal: number;
  /** the VAT on the line total at the product's rate, rounded on the line (rules/vat.ts) */
  lineVat: number;
  /** lineTotal + lineVat */
  lineGross: number;
  /** the row of the tier table it earns (0: the option's own price) */
  tier: number;
  /** the running flash deal's price was taken: the line's units are taken from the deal's limit when it is placed */
  dealApplied: boolean;
}

/**
 * A flash deal running now on the line's product (issue 34 item 3): its price per unit and the units left at
 * that price (null: no limit of its own; the stock is the limit).
 */
export interface DealTerms {
  price: number;
  left: number | null;
}
/** A running deal as the server reads it: its terms, its id (whose limit a placed line takes its units from) and its end (epoch seconds). */
export interface RunningDeal extends DealTerms {
  id: number;
  endsAt: number;
}

/**
 * Whether a line of `quantity` units is bought at the running deal's price: only when the deal has that many
 * units left. A line of more units than are left is priced as if there were no deal (the buyer lowers the
 * quantity to take the deal), never half at one price and half at another: one unit price per line.
 */
export const dealAppliesTo = <Deal extends DealTerms>(deal: Deal | null, quantity: number): deal is Deal => deal !== null && (deal.left === null || quantity <= deal.left);

/**
 * The one pricing function of a line: given an option's terms and a quantity, the unit price the quantity
 * earns (the last tier it reaches) and the line total. Tier prices are whole pence per unit, so the total
 * is exact; the line's VAT at the product's rate is rounded once, on the line (rules/vat.ts), so nothing
 * drifts between the cart, the settlement and the order (before coupons; priceCheckout taxes what is left
 * after them the same way). A flash deal running on the product (`deal`) sets the unit price instead when it
 * is lower and has the line's units left (dealAppliesTo). Inputs that are not whole, non-negative, safe numbers
 * are a caller's bug: RangeError.
 */
export function linePrice(terms: QuantityTerms, quantity: number, vatRate: VatRate, deal: DealTerms | null = null): LinePrice {
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`quantity must be a whole, non-negative number: ${quantity}`);
  const tier = tierIndex(terms, quantity);
  const tierPrice = tierTable(terms)[tier]!.price;
  // a running deal's price, where it is lower than the tier the quantity reaches and has the units left
  const dealApplied = dealAppliesTo(deal, quantity) && deal.price < tierPrice;
  const unitPrice = dealApplied ? deal!.price : tierPrice;
  if (!Number.isSafeInteger(unitPrice) || unitPrice < 0) throw new RangeError(`unit price must be whole pence: ${unitPrice}`);
  const lineTotal = unitPrice * quantity;
  if (!Number.isSafeInteger(lineTotal)) throw new RangeError(`line total beyond whole pence: ${lineTotal}`);
  const lineVat = vatOn(lineTotal, vatRate);
  return { unitPrice, lineTotal, lineVat, lineGross: lineTotal + lineVat, tier, dealApplied };
}

/** What a tier saves per unit against the option's own price, as a whole percent (halves up); 0 for the first tier. */
export const tierSavingPercent = (terms: QuantityTerms, tier: PriceTier): number => discountPercent(tier.price, terms.price) ?? 0;

export type QuantityProblem = 'belowMinimum' | 'notWholeCases';

/** Why a line's quantity may not be bought: under the MOQ, or not a whole number of cases; null when it may. */
export function quantityProblem(terms: Pick<QuantityTerms, 'minQuantity' | 'casePack'>, quantity: number): QuantityProblem | null {
  if (quantity < terms.minQuantity) return 'belowMinimum';
  if (quantity % terms.casePack !== 0) return 'notWholeCases';
  return null;
}

/**
 * The quantity a buyer meant, made one the terms allow: at least the MOQ, rounded up to whole cases, and
 * no more than `most` (rounded down to whole cases there). Null when not even the MOQ fits under `most`.
 */
export function allowedQuantity(terms: Pick<QuantityTerms, 'minQuantity' | 'casePack'>, wanted: number, most: number = QUANTITY_TERM_MAX): number | null {
  const ceiling = Math.floor(most / terms.casePack) * terms.casePack;
  if (ceiling < terms.minQuantity) return null;
  const atLeast = Math.max(terms.minQuantity, Math.ceil(Math.max(0, wanted) / terms.casePack) * terms.casePack);
  return Math.min(atLeast, ceiling);
}

/** Validation message keys (messages.ts) of the terms' rules. */
export type QuantityTermsIssueKey = 'minQuantityNotWholeCases' | 'tierQuantityOrder' | 'tierNotWholeCases' | 'tierPriceRises';

export interface QuantityTermsIssue {
  /** the field, relative to the option */
  path: Array<string | number>;
  message: QuantityTermsIssueKey;
}

/**
 * The terms' own rules, beyond each number's range (the schema checks those): the MOQ is a whole number of
 * cases; each tier starts at more units than the one before (the first being the MOQ) and at whole cases;
 * no tier costs more per unit than the one before (the first being the option's price).
 */
export function quantityTermsIssues(terms: QuantityTerms): QuantityTermsIssue[] {
  const issues: QuantityTermsIssue[] = [];
  if (terms.casePack >= 1 && terms.minQuantity % terms.casePack !== 0) issues.push({ path: ['minQuantity'], message: 'minQuantityNotWholeCases' });
  let previous: PriceTier = { minQuantity: terms.minQuantity, price: terms.price };
  terms.priceTiers.forEach((tier, index) => {
    if (tier.minQuantity <= previous.minQuantity) issues.push({ path: ['priceTiers', index, 'minQuantity'], message: 'tierQuantityOrder' });
    else if (terms.casePack >= 1 && tier.minQuantity % terms.casePack !== 0) issues.push({ path: ['priceTiers', index, 'minQuantity'], message: 'tierNotWholeCases' });
    if (tier.price > previous.price) issues.push({ path: ['priceTiers', index, 'price'], message: 'tierPriceRises' });
    previous = tier;
  });
  return issues;
}

/** The terms of a cart line as the cart answers them (its option's own price is `basePrice`; `price` is what its quantity earns). */
export const termsOfCartLine = (line: { basePrice: number; minQuantity: number; casePack: number; priceTiers: readonly PriceTier[] }): QuantityTerms => ({
  price: line.basePrice,
  minQuantity: line.minQuantity,
  casePack: line.casePack,
  priceTiers: line.priceTiers,
});
