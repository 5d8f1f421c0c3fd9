import { describe, expect, it } from 'vitest';
import { ApplyAfterSaleBody } from '../schemas/afterSales';
import { AFTER_SALE_CODES, AfterSaleEvents, AfterSaleStatus, AfterSaleStatusText, eventApplies } from './afterSales';

const statuses = Object.values(AfterSaleStatus);

describe('after-sales machine', () => {
  it('has the ten §4 codes as its events, and the buyer asking the platform to step in after a refusal, each between statuses of the §4 list', () => {
    // BUYER_INTERVENTION: issue 31 item 8 (docs/decisions.md, "Requests and refunds, issue 31")
    expect(AFTER_SALE_CODES).toEqual([
      'APPLY',
      'PASS',
      'REFUSE',
      'BUYER_RETURN',
      'SELLER_CONFIRM',
      'WAIT_REFUND',
      'SELLER_TERMINATION',
      'BUYER_CONFIRM',
      'BUYER_CANCEL',
      'COMPLETE',
      'BUYER_INTERVENTION',
    ]);
    for (const event of Object.values(AfterSaleEvents)) {
      expect(statuses).toContain(event.to);
      for (const from of event.from) expect(statuses).toContain(from);
    }
    expect(Object.keys(AfterSaleStatusText).map(Number)).toEqual(statuses);
  });

  it('leaves the closed statuses closed: nothing moves a completed or cancelled request, and a refused one only to the platform', () => {
    for (const closed of [AfterSaleStatus.Completed, AfterSaleStatus.Cancelled]) {
      expect(AFTER_SALE_CODES.filter((code) => eventApplies(code, closed))).toEqual([]);
    }
    expect(AFTER_SALE_CODES.filter((code) => eventApplies(code, AfterSaleStatus.ReviewRejected))).toEqual(['BUYER_INTERVENTION']);
    expect(eventApplies('BUYER_CANCEL', AfterSaleStatus.PendingShipment)).toBe(true);
    expect(eventApplies('BUYER_CANCEL', AfterSaleStatus.InTransit)).toBe(false);
  });
});

describe('ApplyAfterSaleBody', () => {
  const body = {
    clientKey: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
    orderNo: 'CL2K9X4M7Q1A',
    orderItemId: 1,
    receiptStatus: 1,
    applyQuantity: 2,
    returnQuantity: 1,
    applyAmount: 500,
    reason: 'faulty',
  };
  it('accepts a request and fills the optional fields', () => {
    expect(ApplyAfterSaleBody.parse(body)).toMatchObject({ description: '', photos: [] });
  });
  it('refuses more units back than asked about, goods back that never arrived, and "other" without words', () => {
    expect(ApplyAfterSaleBody.safeParse({ ...body, returnQuantity: 3 }).success).toBe(false);
    expect(ApplyAfterSaleBody.safeParse({ ...body, receiptStatus: 2 }).success).toBe(false);
    expect(ApplyAfterSaleBody.safeParse({ ...body, reason: 'other' }).success).toBe(false);
    expect(ApplyAfterSaleBody.safeParse({ ...body, reason: 'other', description: 'Leaks' }).success).toBe(true);
  });
});
