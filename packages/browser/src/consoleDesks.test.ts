import { describe, expect, it } from 'vitest';
import { Role } from '@clearlot/contract/rules/roles';
import { desksFor, isConsoleUser, landingFor, mayOpen } from './consoleDesks';

describe('the console desks by role', () => {
  it('gives a goods owner the orders, dashboard, listings, returns, after-sales, review, chat inbox and legal details desks and lands on orders', () => {
    const roles = [Role.Buyer, Role.Seller];
    expect(desksFor(roles).map((desk) => desk.key)).toEqual(['orders', 'dashboard', 'listings', 'returns', 'afterSales', 'reviews', 'chatInbox', 'legalDetails', 'settlement']);
    expect(mayOpen('dashboard', roles)).toBe(true);
    expect(mayOpen('chatInbox', roles)).toBe(true);
    expect(mayOpen('legalDetails', roles)).toBe(true);
    expect(mayOpen('listings', roles)).toBe(true);
    expect(mayOpen('returns', roles)).toBe(true);
    expect(mayOpen('afterSales', roles)).toBe(true);
    expect(landingFor(roles)).toBe('/orders');
    expect(mayOpen('orders', roles)).toBe(true);
  });

  it('gives a goods owner no customer-service desk', () => {
    expect(mayOpen('chatDesk', [Role.Buyer, Role.Seller])).toBe(false);
    expect(mayOpen('complaints', [Role.Buyer, Role.Seller])).toBe(false);
    expect(mayOpen('applications', [Role.Buyer, Role.Seller])).toBe(false);
    expect(mayOpen('interventions', [Role.Buyer, Role.Seller])).toBe(false);
  });

  it('gives a customer-service agent the complaints, chat, intervention and application review desks, in the service group, the accounts desk to look up, and lands on complaints', () => {
    const roles = [Role.Buyer, Role.CustomerService];
    expect(desksFor(roles).map((desk) => [desk.key, desk.group])).toEqual([
      ['complaints', 'service'],
      ['chatDesk', 'service'],
      ['interventions', 'service'],
      ['applications', 'service'],
      ['accounts', 'platform'],
    ]);
    expect(mayOpen('interventions', roles)).toBe(true);
    expect(landingFor(roles)).toBe('/complaints');
    expect(isConsoleUser(roles)).toBe(true);
    expect(mayOpen('complaints', roles)).toBe(true);
    expect(mayOpen('applications', roles)).toBe(true);
    expect(mayOpen('orders', roles)).toBe(false);
    expect(mayOpen('returns', roles)).toBe(false);
    expect(mayOpen('afterSales', roles)).toBe(false);
    expect(mayOpen('chatDesk', roles)).toBe(true);
    expect(mayOpen('chatInbox', roles)).toBe(false);
  });

  it('gives an agent the accounts desk to look up, and each staff role of issue 34 its own desks in the platform group', () => {
    expect(desksFor([Role.CustomerService]).map((desk) => desk.key)).toEqual(['complaints', 'chatDesk', 'interventions', 'applications', 'accounts']);
    expect(desksFor([Role.Operations]).map((desk) => [desk.key, desk.group])).toEqual([
      ['accounts', 'platform'],
      ['coupons', 'platform'],
      ['pointMall', 'platform'],
      ['catalogue', 'platform'],
      ['shopWindow', 'platform'],
      ['deliveryFailures', 'platform'],
      ['commission', 'platform'],
    ]);
    expect(landingFor([Role.Operations])).toBe('/accounts');
    expect(desksFor([Role.Finance]).map((desk) => desk.key)).toEqual(['audit', 'invoices', 'payouts']);
    expect(desksFor([Role.Administrator]).map((desk) => desk.key)).toEqual([
      'accounts',
      'coupons',
      'pointMall',
      'catalogue',
      'shopWindow',
      'deliveryFailures',
      'staff',
      'audit',
      'invoices',
      'payouts',
      'commission',
    ]);
    expect(desksFor([Role.Operations, Role.Finance]).map((desk) => desk.key)).toEqual([
      'accounts',
      'coupons',
      'pointMall',
      'catalogue',
      'shopWindow',
      'deliveryFailures',
      'audit',
      'invoices',
      'payouts',
      'commission',
    ]);
    expect(mayOpen('coupons', [Role.CustomerService, Role.Finance, Role.Seller, Role.Buyer])).toBe(false);
    expect(mayOpen('pointMall', [Role.CustomerService, Role.Finance, Role.Seller, Role.Buyer])).toBe(false);
    expect(mayOpen('staff', [Role.Operations, Role.Finance, Role.CustomerService])).toBe(false);
    expect(mayOpen('legalDetails', [Role.Operations, Role.Finance, Role.CustomerService, Role.Administrator])).toBe(false);
    // delivery failures: the roles of POST /platform/delivery/failures (OPERATIONS_ROLES)
    expect(mayOpen('deliveryFailures', [Role.Operations])).toBe(true);
    expect(mayOpen('deliveryFailures', [Role.CustomerService, Role.Finance, Role.Seller, Role.Buyer])).toBe(false);
  });

  it('gives the platform every desk, goods owner first', () => {
    expect(desksFor([Role.Platform]).map((desk) => desk.key)).toEqual([
      'orders',
      'dashboard',
      'listings',
      'returns',
      'afterSales',
      'reviews',
      'chatInbox',
      'legalDetails',
      'settlement',
      'complaints',
      'chatDesk',
      'interventions',
      'applications',
      'accounts',
      'coupons',
      'pointMall',
      'catalogue',
      'shopWindow',
      'deliveryFailures',
      'staff',
      'audit',
      'invoices',
      'payouts',
      'commission',
    ]);
    expect(landingFor([Role.Platform])).toBe('/orders');
  });

  it('has nothing for a buyer or an account without roles', () => {
    for (const roles of [[Role.Buyer], [], [Role.System]]) {
      expect(isConsoleUser(roles)).toBe(false);
      expect(landingFor(roles)).toBeNull();
      expect(mayOpen('orders', roles)).toBe(false);
      expect(mayOpen('reviews', roles)).toBe(false);
      expect(mayOpen('listings', roles)).toBe(false);
      expect(mayOpen('returns', roles)).toBe(false);
      expect(mayOpen('afterSales', roles)).toBe(false);
      expect(mayOpen('interventions', roles)).toBe(false);
      expect(mayOpen('complaints', roles)).toBe(false);
      expect(mayOpen('applications', roles)).toBe(false);
      expect(mayOpen('chatInbox', roles)).toBe(false);
      expect(mayOpen('legalDetails', roles)).toBe(false);
      expect(mayOpen('chatDesk', roles)).toBe(false);
    }
  });
});
