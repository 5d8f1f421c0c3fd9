import { describe, expect, it } from 'vitest';
import { Role, isStaff, worksServiceDesk } from './roles';

describe('who is staff, one definition', () => {
  it('counts the platform, the system and customer service as staff, never a buyer or goods owner alone', () => {
    expect([Role.Platform, Role.System, Role.CustomerService].map((role) => isStaff([role]))).toEqual([true, true, true]);
    expect(isStaff([Role.Buyer, Role.Seller])).toBe(false);
    expect(isStaff([Role.Buyer, Role.CustomerService])).toBe(true);
    expect(isStaff([])).toBe(false);
  });

  it('lets agents and the platform work the service desks, and not the system account or a goods owner', () => {
    expect(worksServiceDesk([Role.CustomerService])).toBe(true);
    expect(worksServiceDesk([Role.Platform])).toBe(true);
    expect(worksServiceDesk([Role.System])).toBe(false);
    expect(worksServiceDesk([Role.Seller, Role.Buyer])).toBe(false);
  });
});
