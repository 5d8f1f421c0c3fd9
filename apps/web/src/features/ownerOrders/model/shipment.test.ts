import { describe, expect, it } from 'vitest';
import { ValidationMessages } from '@clearlot/contract/messages';
import { checkShipment, entriesFor } from './shipment';

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
