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

describe('the staff roles of issue 34', () => {
  it('counts operations, finance and administrators as staff, and grants only the four named staff roles from the desk', async () => {
    const { GRANTABLE_STAFF_ROLES } = await import('./roles');
    expect([Role.Operations, Role.Finance, Role.Administrator].every((role) => isStaff([role]))).toBe(true);
    expect(GRANTABLE_STAFF_ROLES).toEqual([Role.CustomerService, Role.Operations, Role.Finance, Role.Administrator]);
    expect(GRANTABLE_STAFF_ROLES).not.toContain(Role.Platform);
  });

  it('lets the platform work every staff desk and each named role only its own', async () => {
    const { ACCOUNT_LOOKUP_ROLES, ADMIN_ROLES, FINANCE_ROLES, OPERATIONS_ROLES, actsOnAccounts, isAdministrator } = await import('./roles');
    for (const set of [ACCOUNT_LOOKUP_ROLES, ADMIN_ROLES, FINANCE_ROLES, OPERATIONS_ROLES]) expect(set).toContain(Role.Platform);
    expect(isAdministrator([Role.Administrator])).toBe(true);
    expect(isAdministrator([Role.Operations, Role.Finance])).toBe(false);
    expect(actsOnAccounts([Role.CustomerService])).toBe(false);
    expect(ACCOUNT_LOOKUP_ROLES).toContain(Role.CustomerService);
    expect(FINANCE_ROLES).not.toContain(Role.Operations);
    expect(worksServiceDesk([Role.Administrator])).toBe(false);
  });
});
