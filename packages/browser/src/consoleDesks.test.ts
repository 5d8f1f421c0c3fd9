import { describe, expect, it } from 'vitest';
import { Role } from '@clearlot/contract/rules/roles';
import { desksFor, isConsoleUser, landingFor, mayOpen } from './consoleDesks';

describe('the console desks by role', () => {
  it('gives a goods owner the orders and review desks and lands on orders', () => {
    const roles = [Role.Buyer, Role.Seller];
    expect(desksFor(roles).map((desk) => desk.key)).toEqual(['orders', 'reviews']);
    expect(landingFor(roles)).toBe('/orders');
    expect(mayOpen('orders', roles)).toBe(true);
  });

  it('gives the platform the goods owner desks too', () => {
    expect(desksFor([Role.Platform]).map((desk) => desk.key)).toEqual(['orders', 'reviews']);
  });

  it('has nothing for a buyer or an account without roles', () => {
    for (const roles of [[Role.Buyer], [], [Role.System]]) {
      expect(isConsoleUser(roles)).toBe(false);
      expect(landingFor(roles)).toBeNull();
      expect(mayOpen('orders', roles)).toBe(false);
      expect(mayOpen('reviews', roles)).toBe(false);
    }
  });
});
