import { describe, expect, it } from 'vitest';
import { tabFromQuery } from './orderTabs';

const query = (text: string) => tabFromQuery(new URLSearchParams(text));

describe('tabFromQuery', () => {
  it('maps the account-card quick links (docs/product.md §2)', () => {
    expect(query('type=1&status=2')).toEqual({ tab: 'pendingShipment', refundsNote: false });
    expect(query('type=1&status=5')).toEqual({ tab: 'awaitingReceipt', refundsNote: false });
    expect(query('type=2')).toEqual({ tab: 'reservations', refundsNote: false });
    expect(query('type=1&status=7')).toEqual({ tab: 'all', refundsNote: true });
  });

  it('prefers an explicit tab and ignores unknown ones', () => {
    expect(query('tab=completed&type=2')).toEqual({ tab: 'completed', refundsNote: false });
    expect(query('tab=bogus')).toEqual({ tab: 'all', refundsNote: false });
    expect(query('')).toEqual({ tab: 'all', refundsNote: false });
  });
});
