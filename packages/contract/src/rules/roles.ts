/**
 * Roles (docs/product.md §6). Ids are stable and appear in roleIdList. Kept apart from the user
 * schemas so a page that only asks "is this a goods owner?" does not load zod and the phone rules.
 */
export const Role = { Platform: 1, Buyer: 2, Seller: 3, System: 4, CustomerService: 5 } as const;
export type RoleId = (typeof Role)[keyof typeof Role];

/**
 * Staff: the platform's own accounts (platform, system, customer service), as against buyers and goods
 * owners. They are closed by the platform, never from the account-closure page.
 */
export const STAFF_ROLES: readonly RoleId[] = [Role.Platform, Role.System, Role.CustomerService];

/** Who works customer service's desks (chat, complaints, interventions, applications): agents and the platform. */
export const SERVICE_DESK_ROLES: readonly RoleId[] = [Role.CustomerService, Role.Platform];

/** Who works the goods owner's desks (orders and shipping, returns and after-sales review, review replies): goods owners and the platform. */
export const SELLER_DESK_ROLES: readonly RoleId[] = [Role.Seller, Role.Platform];

const holdsAny = (roles: readonly number[], wanted: readonly RoleId[]) => wanted.some((role) => roles.includes(role));

export const isStaff = (roles: readonly number[]): boolean => holdsAny(roles, STAFF_ROLES);

export const worksServiceDesk = (roles: readonly number[]): boolean => holdsAny(roles, SERVICE_DESK_ROLES);
