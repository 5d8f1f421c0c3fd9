import { describe, expect, it } from 'vitest';
import { type CartItem, type CartList, type DeliveryOption, deliveryCharge } from '@clearlot/contract';
import { groupCharge, hasOutOfStockItem, missingCartItemIds, settlementGroups, settlementTotals } from './settlement';

function item(id: number, price: number, quantity: number, extra: Partial<CartItem> = {}): CartItem {
  return {
    id,
    productId: 100 + id,
    productName: `商品${id}`,
    productNameEn: `Product ${id}`,
    productImage: '',
    warehouseCode: 'GB-LON-01',
    price,
    referencePrice: price,
    profitable: null,
    quantity,
    stock: 50,
    outOfStock: false,
    selected: true,
    weightGrams: 400,
    lineTotal: price * quantity,
    ...extra,
  };
}

const cart: CartList = {
  resultList: [
    {
      ownerId: 1,
      ownerName: '甲',
      ownerNameEn: 'Owner A',
      warehouseCode: 'GB-LON-01',
      warehouseName: '伦敦',
      warehouseNameEn: 'London',
      cartItems: [item(1, 1250, 2), item(2, 500, 1)],
    },
    {
      ownerId: 2,
      ownerName: '乙',
      ownerNameEn: 'Owner B',
      warehouseCode: 'GB-MAN-01',
      warehouseName: '曼彻斯特',
      warehouseNameEn: 'Manchester',
      cartItems: [item(3, 3000, 3, { warehouseCode: 'GB-MAN-01' })],
    },
  ],
  totalCount: 3,
  selectedCount: 3,
  selectedTotal: 12_000,
  hasOutOfStock: false,
};

function option(totals: Record<string, number>): DeliveryOption {
  return {
    deliveryType: 1,
    name: '标准',
    nameEn: 'Standard',
    groups: Object.entries(totals).map(([key, total]) => {
      const [ownerId, warehouseCode] = key.split('|');
      return { ...deliveryCharge(1, 1000, 1, 'SW'), ownerId: Number(ownerId), warehouseCode: warehouseCode!, weightGrams: 1000, total };
    }),
    total: Object.values(totals).reduce((a, b) => a + b, 0),
  };
}

describe('settlementGroups', () => {
  it('keeps only the chosen lines, grouped as the orders will be', () => {
    const groups = settlementGroups(cart, [1, 3]);
    expect(groups.map((g) => g.key)).toEqual(['1|GB-LON-01', '2|GB-MAN-01']);
    expect(groups[0]!.items.map((i) => i.id)).toEqual([1]);
    expect(groups[0]!.itemsTotal).toBe(2500);
    expect(groups[1]!.quantity).toBe(3);
  });

  it('leaves out groups with nothing chosen', () => {
    expect(settlementGroups(cart, [2]).map((g) => g.ownerId)).toEqual([1]);
  });

  it('names chosen lines that are no longer in the cart', () => {
    expect(missingCartItemIds(cart, [1, 9, 3, 12])).toEqual([9, 12]);
  });

  it('notices out-of-stock lines', () => {
    expect(hasOutOfStockItem(settlementGroups(cart, [1, 2, 3]))).toBe(false);
    const short: CartList = { ...cart, resultList: [{ ...cart.resultList[0]!, cartItems: [item(1, 100, 5, { outOfStock: true })] }] };
    expect(hasOutOfStockItem(settlementGroups(short, [1]))).toBe(true);
  });
});

describe('settlementTotals', () => {
  const groups = settlementGroups(cart, [1, 2, 3]);
  const standard = option({ '1|GB-LON-01': 495, '2|GB-MAN-01': 555 });

  it('adds the delivery of every group to the item total', () => {
    const totals = settlementTotals(groups, standard, 1);
    expect(totals.itemsTotal).toBe(12_000);
    expect(totals.delivery).toBe(1050);
    expect(totals.payable).toBe(13_050);
    expect(totals.dueNow).toBe(13_050);
    expect(totals.deposit).toBeNull();
    expect(totals.belowMinimum).toBe(false);
    expect(totals.aboveLimit).toBe(false);
  });

  it('waits for the quote before giving a payable', () => {
    const totals = settlementTotals(groups, undefined, 1);
    expect(totals.delivery).toBeNull();
    expect(totals.payable).toBeNull();
    expect(totals.dueNow).toBeNull();
  });

  it('asks a pre-order for 1% of each order (at least £1) now and the rest later', () => {
    const totals = settlementTotals(groups, standard, 2);
    // order A: 3000 + 495 = 3495 → 1% is 35p, below the £1 minimum → 100; order B: 9000 + 555 → 96p → 100
    expect(totals.deposit).toBe(200);
    expect(totals.dueNow).toBe(200);
    expect(totals.balanceLater).toBe(13_050 - 200);
    // 67.5p per unit, capped at each order's deposit: A 3 units → 203 → 100, B 3 units → 100
    expect(totals.maxPenalty).toBe(200);
  });

  it('rounds a large deposit up to the penny', () => {
    const big = settlementGroups({ ...cart, resultList: [{ ...cart.resultList[1]!, cartItems: [item(3, 100_001, 1)] }] }, [3]);
    const totals = settlementTotals(big, option({ '2|GB-MAN-01': 0 }), 2);
    expect(totals.deposit).toBe(1001);
  });

  it('flags an item total under £20 and a payable above £50,000', () => {
    const small = settlementGroups(cart, [2]);
    expect(settlementTotals(small, option({ '1|GB-LON-01': 495 }), 1).belowMinimum).toBe(true);
    const huge = settlementGroups({ ...cart, resultList: [{ ...cart.resultList[1]!, cartItems: [item(3, 4_999_900, 1)] }] }, [3]);
    expect(settlementTotals(huge, undefined, 1).aboveLimit).toBe(false);
    expect(settlementTotals(huge, option({ '2|GB-MAN-01': 495 }), 1).aboveLimit).toBe(true);
  });

  it('finds the charge of a group in an option', () => {
    expect(groupCharge(standard, { ownerId: 2, warehouseCode: 'GB-MAN-01' })?.total).toBe(555);
    expect(groupCharge(standard, { ownerId: 3, warehouseCode: 'GB-MAN-01' })).toBeUndefined();
    expect(groupCharge(undefined, { ownerId: 2, warehouseCode: 'GB-MAN-01' })).toBeUndefined();
  });
});
