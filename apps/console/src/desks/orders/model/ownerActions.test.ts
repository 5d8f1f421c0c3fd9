import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@clearlot/contract/rules/order';
import type { OrderItem } from '@clearlot/contract/schemas/order';
import { ownerActionsOf, unshippedItems } from './ownerActions';

function item(id: number, trackingNo: string | null = null): OrderItem {
  return {
    id,
    productId: id,
    skuId: id,
    skuCode: `P${id}`,
    skuOptions: [],
    productName: '商品',
    productNameEn: 'Product',
    productImage: '',
    unitPrice: 1000,
    quantity: 2,
    lineTotal: 2000,
    vatRate: 'standard',
    net: 2000,
    vat: 400,
    weightGrams: 500,
    trackingNo,
    logisticsCompany: trackingNo ? 'Royal Mail' : null,
    shippedAt: trackingNo ? 1_750_000_000 : null,
  };
}

const order = (status: OrderStatus, patch: { orderType?: 1 | 2; cancellationPending?: boolean; items?: OrderItem[] } = {}) => ({
  status,
  orderType: patch.orderType ?? 1,
  cancellationPending: patch.cancellationPending ?? false,
  items: patch.items ?? [item(1), item(2)],
});

describe('ownerActionsOf', () => {
  it('confirms stock only for pre-orders in progress', () => {
    expect(ownerActionsOf(order(9, { orderType: 2 })).confirmStock).toBe(true);
    expect(ORDER_STATUSES.filter((s) => s !== 9).some((s) => ownerActionsOf(order(s, { orderType: 2 })).confirmStock)).toBe(false);
    expect(ownerActionsOf(order(9, { orderType: 1 })).confirmStock).toBe(false);
  });

  it('ships from ready to ship, partially shipped and pre-order completed while items remain', () => {
    expect(ORDER_STATUSES.filter((s) => ownerActionsOf(order(s)).ship)).toEqual([4, 5, 10]);
    expect(ownerActionsOf(order(5, { items: [item(1, 'RM1'), item(2, 'RM1')] })).ship).toBe(false);
  });

  it('sends out for delivery only when in transit', () => {
    expect(ORDER_STATUSES.filter((s) => ownerActionsOf(order(s)).deliver)).toEqual([6]);
  });

  it('asks for the cancellation review first when one is pending', () => {
    const actions = ownerActionsOf(order(4, { cancellationPending: true }));
    expect(actions).toEqual({ confirmStock: false, ship: false, deliver: false, reviewCancellation: true });
  });
});

describe('unshippedItems', () => {
  it('keeps the items without a tracking number', () => {
    expect(unshippedItems({ items: [item(1, 'RM1'), item(2), item(3)] }).map((i) => i.id)).toEqual([2, 3]);
  });
});
