/**
 * Quantities beyond one warehouse (docs/product.md §4 "Cart add", decisions: "Quantities across
 * warehouses"): a quantity is spread over the ship-from warehouses that have room, most room first,
 * so the fewest parcels carry it. Each warehouse's share becomes its own cart line, and so its own
 * order and parcel at checkout. The detail page shows the same split before the buyer adds.
 * An option sold by quantity (rules/quantity.ts) is spread in whole cases, and each line it makes or adds
 * to holds at least the minimum order.
 */
import { type QuantityTerms, SINGLE_UNITS } from './quantity';

export interface WarehouseRoomInput {
  warehouseCode: string;
  /** units that may still be added from this warehouse */
  room: number;
  /** units the buyer's line there holds already (0 when none), which the added share makes up to the minimum order */
  held?: number;
}

export interface WarehouseShare {
  warehouseCode: string;
  quantity: number;
}

/**
 * The shares of `quantity` over the warehouses, most room first (ties keep the given order, which
 * puts the main warehouse first); null when all of them together have less room than asked. With an
 * option's terms, each share is whole cases and leaves its line at the minimum order or more; a
 * warehouse whose share could not is passed over, and null answers when the rest cannot be placed.
 */
export function spreadOverWarehouses(
  rooms: readonly WarehouseRoomInput[],
  quantity: number,
  terms: Pick<QuantityTerms, 'minQuantity' | 'casePack'> = SINGLE_UNITS,
): WarehouseShare[] | null {
  if (!Number.isInteger(quantity) || quantity <= 0 || quantity % terms.casePack !== 0) return null;
  const ordered = rooms
    .map((room, index) => ({ ...room, room: Math.floor(Math.max(0, Math.floor(room.room)) / terms.casePack) * terms.casePack, index }))
    .filter((room) => room.room > 0)
    .sort((a, b) => b.room - a.room || a.index - b.index);
  const shares: WarehouseShare[] = [];
  let left = quantity;
  for (const room of ordered) {
    if (left === 0) break;
    const take = Math.min(room.room, left);
    if ((room.held ?? 0) + take < terms.minQuantity) continue;
    shares.push({ warehouseCode: room.warehouseCode, quantity: take });
    left -= take;
  }
  return left === 0 ? shares : null;
}

/** Units available across warehouses. */
export const totalRoom = (rooms: readonly WarehouseRoomInput[]) => rooms.reduce((sum, room) => sum + Math.max(0, Math.floor(room.room)), 0);
