/**
 * Roles (docs/product.md §6). Ids are stable and appear in roleIdList. Kept apart from the user
 * schemas so a page that only asks "is this a goods owner?" does not load zod and the phone rules.
 */
export const Role = { Platform: 1, Buyer: 2, Seller: 3, System: 4, CustomerService: 5 } as const;
export type RoleId = (typeof Role)[keyof typeof Role];
