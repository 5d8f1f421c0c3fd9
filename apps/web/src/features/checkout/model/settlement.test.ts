import { describe, expect, it } from 'vitest';
import { type CartItem, type CartList, type DeliveryOption, NO_ADJUSTMENTS, REMOTE_AREA_SURCHARGE, deliveryCharge, priceCheckout } from '@clearlot/contract';
import { groupCharge, hasOutOfStockItem, missingCartItemIds, settlementGroups, settlementTotals } from './settlement';

function item(id: number, price: number, quantity: number, extra: Partial<CartItem> = {}): CartItem {
  return {
    id,
    productId: 100 + id,
    skuId: 100 + id,
    skuOptions: [],
    productName: `商品${id}`,
    productNameEn: `Product ${id}`,
    productImage: '',
    warehouseCode: 'GB-LON-01',
    price,
    referencePrice: price,
    profitable: null,
    quantity,
    basePrice: price,
    minQuantity: 1,
    casePack: 1,
    priceTiers: [],
    stock: 50,
    outOfStock: false,
    selected: true,
    weightGrams: 400,
    lineTotal: price * quantity,
    // zero-rated unless a test says otherwise, so the delivery and deposit figures below read as they are
    vatRate: 'zero',
    lineVat: 0,
    flashDeal: null,
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
  selectedVat: 0,
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
    expect(groups[1]!.items.map((i) => i.id)).toEqual([3]);
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
  const london = { deliveryType: 1 as const, postcode: 'SW1A 2AA' };
  // 400 g a unit: London 3 units (two lines), Manchester 3 units, each 1.2 kg → £4.95 standard
  const standardLondon = deliveryCharge(1, 1200, 2, 'SW').total;
  const standardManchester = deliveryCharge(1, 1200, 1, 'SW').total;

  it('prices every group with the one pricing function once the address is known', () => {
    const totals = settlementTotals(groups, london, 1);
    expect(totals.itemsTotal).toBe(12_000);
    expect(totals.units).toBe(6);
    expect(totals.delivery).toBe(standardLondon + standardManchester);
    expect(totals.payable).toBe(12_000 + standardLondon + standardManchester);
    expect(totals.dueNow).toBe(totals.payable);
    expect(totals.deposit).toBeNull();
    expect(totals.maxPenalty).toBeNull();
    expect(totals.belowMinimum).toBe(false);
    expect(totals.aboveLimit).toBe(false);
    expect(totals.groups.get('1|GB-LON-01')).toEqual({ itemsTotal: 3000, delivery: standardLondon });
    expect(totals.groups.get('2|GB-MAN-01')).toEqual({ itemsTotal: 9000, delivery: standardManchester });
    // the same figures placement records: priceCheckout over the same lines
    const lines = groups.flatMap((g) =>
      g.items.map((i) => ({
        id: i.id,
        ownerId: g.ownerId,
        warehouseCode: g.warehouseCode,
        unitPrice: i.price,
        quantity: i.quantity,
        weightGrams: i.weightGrams,
        vatRate: i.vatRate,
      })),
    );
    const placed = priceCheckout({ lines, deliveryType: 1, postcode: london.postcode, orderType: 1, adjustments: NO_ADJUSTMENTS });
    expect([totals.itemsTotal, totals.delivery, totals.net, totals.vat, totals.payable, totals.dueNow]).toEqual([
      placed.itemsTotal,
      placed.deliveryTotal,
      placed.netTotal,
      placed.vatTotal,
      placed.payable,
      placed.dueNow,
    ]);
    expect(totals.payable).toBe(totals.net! + totals.vat);
  });

  it('adds the VAT of the goods and of the delivery, which follows the goods', () => {
    const taxed = groups.map((group) => ({ ...group, items: group.items.map((entry) => ({ ...entry, vatRate: 'standard' as const })) }));
    const totals = settlementTotals(taxed, { deliveryType: 1, postcode: london.postcode }, 1);
    expect(totals.net).toBe(totals.itemsTotal + totals.delivery!);
    // 20% of every line and of each order's delivery, each rounded on its own
    expect(totals.vat).toBe(2_400 + totals.delivery! / 5);
    expect(totals.payable).toBe(totals.net! + totals.vat);
    expect(settlementTotals(taxed, null, 1).vat).toBe(2_400);
  });

  it('shows the items alone until there is an address', () => {
    const totals = settlementTotals(groups, null, 1);
    expect(totals.itemsTotal).toBe(12_000);
    expect(totals.units).toBe(6);
    expect(totals.groups.get('1|GB-LON-01')).toEqual({ itemsTotal: 3000, delivery: null });
    expect(totals.delivery).toBeNull();
    expect(totals.payable).toBeNull();
    expect(totals.dueNow).toBeNull();
    expect(settlementTotals(groups, null, 2).deposit).toBeNull();
  });

  it('charges the delivery type chosen and the remote-area surcharge of the address, per order', () => {
    const express = settlementTotals(groups, { ...london, deliveryType: 2 }, 1);
    expect(express.delivery).toBe(deliveryCharge(2, 1200, 2, 'SW').total + deliveryCharge(2, 1200, 1, 'SW').total);
    const highlands = settlementTotals(groups, { deliveryType: 1, postcode: 'IV2 3AB' }, 1);
    expect(highlands.delivery).toBe(standardLondon + standardManchester + 2 * REMOTE_AREA_SURCHARGE);
  });

  it('asks a pre-order for 1% of each order (at least £1) now and the rest later', () => {
    const totals = settlementTotals(groups, london, 2);
    // order A: 3000 + 495 = 3495 → 1% is 35p, below the £1 minimum → 100; order B: 9000 + 495 → 95p → 100
    expect(totals.deposit).toBe(200);
    expect(totals.dueNow).toBe(200);
    expect(totals.balanceLater).toBe(totals.payable! - 200);
    // 67.5p per unit, capped at each order's deposit: A 3 units → 203 → 100, B 3 units → 100
    expect(totals.maxPenalty).toBe(200);
  });

  it('rounds a large deposit up to the penny', () => {
    const big = settlementGroups({ ...cart, resultList: [{ ...cart.resultList[1]!, cartItems: [item(3, 100_001, 1)] }] }, [3]);
    // 100,001 + 495 delivery → 1% is 1004.96 → 1005
    expect(settlementTotals(big, london, 2).deposit).toBe(1005);
  });

  it('flags an item total under £20 and a payable above £50,000', () => {
    const small = settlementGroups(cart, [2]);
    expect(settlementTotals(small, london, 1).belowMinimum).toBe(true);
    expect(settlementTotals(small, null, 1).belowMinimum).toBe(true);
    const huge = settlementGroups({ ...cart, resultList: [{ ...cart.resultList[1]!, cartItems: [item(3, 4_999_900, 1)] }] }, [3]);
    expect(settlementTotals(huge, null, 1).aboveLimit).toBe(false);
    expect(settlementTotals(huge, london, 1).aboveLimit).toBe(true);
  });

  it('finds the charge of a group in an option', () => {
    const standard = option({ '1|GB-LON-01': 495, '2|GB-MAN-01': 555 });
    expect(groupCharge(standard, { ownerId: 2, warehouseCode: 'GB-MAN-01' })?.total).toBe(555);
    expect(groupCharge(standard, { ownerId: 3, warehouseCode: 'GB-MAN-01' })).toBeUndefined();
    expect(groupCharge(undefined, { ownerId: 2, warehouseCode: 'GB-MAN-01' })).toBeUndefined();
  });
});
