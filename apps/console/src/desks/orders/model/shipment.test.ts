import { describe, expect, it } from 'vitest';
import { ValidationMessages } from '@clearlot/contract/messages';
import { checkShipment, entriesFor, shipmentProblems } from './shipment';

const ORDER_NO = 'CL0000000001';

describe('checkShipment', () => {
  it('builds the body for the chosen items', () => {
    const check = checkShipment(ORDER_NO, [{ itemId: 7, trackingNo: ' RM123 ', logisticsCompany: ' Royal Mail ' }]);
    expect(check).toEqual({ ok: true, body: { orderNo: ORDER_NO, items: [{ itemId: 7, trackingNo: 'RM123', logisticsCompany: 'Royal Mail' }] } });
  });

  it('needs at least one item', () => {
    const check = checkShipment(ORDER_NO, []);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.items).toEqual(ValidationMessages.required);
  });

  it('needs a tracking number and a carrier for every chosen item (docs/product.md §5)', () => {
    const check = checkShipment(ORDER_NO, [
      { itemId: 7, trackingNo: 'RM123', logisticsCompany: 'DPD' },
      { itemId: 8, trackingNo: '  ', logisticsCompany: '' },
    ]);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.problems['8.trackingNo']).toEqual(ValidationMessages.trackingRequired);
      expect(check.problems['8.logisticsCompany']).toEqual(ValidationMessages.required);
      expect(check.problems['7.trackingNo']).toBeUndefined();
    }
  });
});

describe('entriesFor', () => {
  it('uses one parcel for every chosen item, or each item its own', () => {
    const perItem = { 1: { trackingNo: 'A', logisticsCompany: 'DPD' }, 2: { trackingNo: 'B', logisticsCompany: 'Evri' } };
    expect(entriesFor([1, 2], perItem, null).map((e) => e.trackingNo)).toEqual(['A', 'B']);
    expect(entriesFor([1, 2], perItem, { trackingNo: 'P', logisticsCompany: 'UPS' }).map((e) => e.trackingNo)).toEqual(['P', 'P']);
    expect(entriesFor([3], perItem, null)).toEqual([{ itemId: 3, trackingNo: '', logisticsCompany: '' }]);
  });
});

describe('shipmentProblems', () => {
  const empty = { trackingNo: '', logisticsCompany: '' };

  it('lets a message go once its field is filled, and keeps the others', () => {
    const before = shipmentProblems(ORDER_NO, [7], { 7: empty }, null);
    expect(Object.keys(before).sort()).toEqual(['7.logisticsCompany', '7.trackingNo']);
    const tracked = shipmentProblems(ORDER_NO, [7], { 7: { trackingNo: 'RM123', logisticsCompany: '' } }, null);
    expect(Object.keys(tracked)).toEqual(['7.logisticsCompany']);
    expect(shipmentProblems(ORDER_NO, [7], { 7: { trackingNo: 'RM123', logisticsCompany: 'Royal Mail' } }, null)).toEqual({});
  });

  it("shows the first chosen item's problems on the shared fields of one parcel, and drops them once those are filled", () => {
    const shown = shipmentProblems(ORDER_NO, [7, 8], {}, empty);
    expect(shown['shared.trackingNo']).toEqual(ValidationMessages.trackingRequired);
    expect(shown['shared.logisticsCompany']).toEqual(ValidationMessages.required);
    expect(shipmentProblems(ORDER_NO, [7, 8], {}, { trackingNo: 'RM123', logisticsCompany: 'DPD' })).toEqual({});
  });

  it('asks for an item when none is chosen', () => {
    expect(shipmentProblems(ORDER_NO, [], {}, empty)).toEqual({ items: ValidationMessages.required });
  });
});
