import { describe, expect, it } from 'vitest';
import { Role } from '@clearlot/contract/rules/roles';
import { desksFor, isConsoleUser, landingFor, mayOpen } from './consoleDesks';

describe('the console desks by role', () => {
  it('gives a goods owner the orders, returns, after-sales and review desks and lands on orders', () => {
    const roles = [Role.Buyer, Role.Seller];
    expect(desksFor(roles).map((desk) => desk.key)).toEqual(['orders', 'returns', 'afterSales', 'reviews']);
    expect(mayOpen('returns', roles)).toBe(true);
    expect(mayOpen('afterSales', roles)).toBe(true);
    expect(landingFor(roles)).toBe('/orders');
    expect(mayOpen('orders', roles)).toBe(true);
  });

  it('gives a goods owner no customer-service desk', () => {
    expect(mayOpen('complaints', [Role.Buyer, Role.Seller])).toBe(false);
    expect(mayOpen('applications', [Role.Buyer, Role.Seller])).toBe(false);
    expect(mayOpen('interventions', [Role.Buyer, Role.Seller])).toBe(false);
  });

  it('gives a customer-service agent the complaints, intervention and application review desks, in the service group, and lands on complaints', () => {
    const roles = [Role.Buyer, Role.CustomerService];
    expect(desksFor(roles).map((desk) => [desk.key, desk.group])).toEqual([
      ['complaints', 'service'],
      ['interventions', 'service'],
      ['applications', 'service'],
    ]);
    expect(mayOpen('interventions', roles)).toBe(true);
    expect(landingFor(roles)).toBe('/complaints');
    expect(isConsoleUser(roles)).toBe(true);
    expect(mayOpen('complaints', roles)).toBe(true);
    expect(mayOpen('applications', roles)).toBe(true);
    expect(mayOpen('orders', roles)).toBe(false);
    expect(mayOpen('returns', roles)).toBe(false);
    expect(mayOpen('afterSales', roles)).toBe(false);
  });

  it('gives the platform the goods owner desks and the service desks, goods owner first', () => {
    expect(desksFor([Role.Platform]).map((desk) => desk.key)).toEqual(['orders', 'returns', 'afterSales', 'reviews', 'complaints', 'interventions', 'applications']);
    expect(landingFor([Role.Platform])).toBe('/orders');
  });

  it('has nothing for a buyer or an account without roles', () => {
    for (const roles of [[Role.Buyer], [], [Role.System]]) {
      expect(isConsoleUser(roles)).toBe(false);
      expect(landingFor(roles)).toBeNull();
      expect(mayOpen('orders', roles)).toBe(false);
      expect(mayOpen('reviews', roles)).toBe(false);
      expect(mayOpen('returns', roles)).toBe(false);
      expect(mayOpen('afterSales', roles)).toBe(false);
      expect(mayOpen('interventions', roles)).toBe(false);
      expect(mayOpen('complaints', roles)).toBe(false);
      expect(mayOpen('applications', roles)).toBe(false);
    }
  });
});
