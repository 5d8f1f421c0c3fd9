import { describe, expect, it } from 'vitest';
import { COMPLAINT_TAB_STATUSES, COMPLAINT_TABS, COMPLAINT_TYPES, ComplaintStatus, ComplaintStatusText, ComplaintTypeText } from './complaints';
import { FileComplaintBody } from '../schemas/complaints';

describe('complaint rules', () => {
  it('puts every status in exactly one tab besides all', () => {
    const statuses = Object.values(ComplaintStatus);
    expect([...COMPLAINT_TAB_STATUSES.all].sort()).toEqual([...statuses].sort());
    for (const status of statuses) expect(COMPLAINT_TABS.filter((tab) => tab !== 'all' && COMPLAINT_TAB_STATUSES[tab].includes(status))).toHaveLength(1);
  });

  it('names every status and type in both languages', () => {
    for (const status of Object.values(ComplaintStatus)) expect(ComplaintStatusText[status].name.zh.length).toBeGreaterThan(0);
    for (const type of COMPLAINT_TYPES) expect(ComplaintTypeText[type].en.length).toBeGreaterThan(0);
  });

  it('takes an order or a goods owner, exactly the one its target names', () => {
    const base = { clientKey: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', type: 'delivery', description: 'Arrived three days late.' };
    expect(FileComplaintBody.safeParse({ ...base, target: 'order', orderNo: 'CL2K9X4M7Q1A' }).success).toBe(true);
    expect(FileComplaintBody.safeParse({ ...base, target: 'owner', ownerId: 3 }).success).toBe(true);
    expect(FileComplaintBody.safeParse({ ...base, target: 'order' }).success).toBe(false);
    expect(FileComplaintBody.safeParse({ ...base, target: 'owner', ownerId: 3, orderNo: 'CL2K9X4M7Q1A' }).success).toBe(false);
    expect(FileComplaintBody.safeParse({ ...base, target: 'owner', ownerId: 3, description: '  too short ' }).success).toBe(false);
    expect(FileComplaintBody.safeParse({ ...base, target: 'owner', ownerId: 3, description: 'x'.repeat(2001) }).success).toBe(false);
  });
});
