/**
 * Roles (docs/product.md §6, issue 34 item 1). Ids are stable and appear in roleIdList. Kept apart from the user
 * schemas so a page that only asks "is this a goods owner?" does not load zod and the phone rules.
 *
 * The one definition of who is staff and who works which desk: the server's routes declare these sets (the auth
 * guard checks them before the handler) and the console's desk table (packages/browser/src/consoleDesks.ts) reads
 * the same sets, so the menu never offers a desk whose calls would be refused.
 */
export const Role = {
  /** the platform itself: every staff desk (docs/decisions.md "Staff roles"); kept for the accounts that hold it, never granted from the staff desk */
  Platform: 1,
  Buyer: 2,
  Seller: 3,
  /** the system's own account (automatic messages); staff, but works no desk */
  System: 4,
  CustomerService: 5,
  /** runs the marketplace: accounts (suspend and reinstate), and issue 34's catalogue, shop window, coupons and mall */
  Operations: 6,
  /** money: reads the audit log (and the settlement desks to come) */
  Finance: 7,
  /** manages staff accounts and their roles; reads the audit log */
  Administrator: 8,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];

/**
 * Staff: the platform's own accounts, as against buyers and goods owners. They are closed by the platform (an
 * administrator deactivates them), never from the account-closure page.
 */
export const STAFF_ROLES: readonly RoleId[] = [Role.Platform, Role.System, Role.CustomerService, Role.Operations, Role.Finance, Role.Administrator];

/** The roles an administrator grants from the staff desk; a staff member may hold several. */
export const GRANTABLE_STAFF_ROLES = [Role.CustomerService, Role.Operations, Role.Finance, Role.Administrator] as const;
export type GrantableStaffRole = (typeof GRANTABLE_STAFF_ROLES)[number];

/** Who works customer service's desks (chat, complaints, interventions, applications): agents and the platform. */
export const SERVICE_DESK_ROLES: readonly RoleId[] = [Role.CustomerService, Role.Platform];

/** Who works the goods owner's desks (orders and shipping, returns and after-sales review, review replies): goods owners and the platform. */
export const SELLER_DESK_ROLES: readonly RoleId[] = [Role.Seller, Role.Platform];

/**
 * Who may ask for a return's carrier label: a buyer (their own return), a goods owner (their shop's), customer service
 * and the platform (any). The route declares them; which returns each may see is the returns service's ownership rule.
 */
export const RETURN_LABEL_ROLES: readonly RoleId[] = [Role.Buyer, Role.Seller, Role.CustomerService, Role.Platform];

/** Who reads the refunds desk: goods owners (their shop's refunds), customer service and the platform (every refund). */
export const REFUND_DESK_ROLES: readonly RoleId[] = [Role.Seller, Role.CustomerService, Role.Platform];

/** Who runs the marketplace (accounts: suspend and reinstate): operations, administrators and the platform. */
export const OPERATIONS_ROLES: readonly RoleId[] = [Role.Operations, Role.Administrator, Role.Platform];

/** Who may look accounts up (their orders, requests, complaints): operations's roles and customer service, read-only. */
export const ACCOUNT_LOOKUP_ROLES: readonly RoleId[] = [Role.Operations, Role.Administrator, Role.CustomerService, Role.Platform];

/** Who reads the audit log: finance, administrators and the platform. */
export const FINANCE_ROLES: readonly RoleId[] = [Role.Finance, Role.Administrator, Role.Platform];

/** Who reads the platform's commission rate: operations (who set it), finance (who pay goods owners), administrators, the platform. */
export const COMMISSION_READ_ROLES: readonly RoleId[] = [Role.Operations, Role.Finance, Role.Administrator, Role.Platform];

/** Who manages staff accounts (create, roles, deactivate): administrators and the platform. */
export const ADMIN_ROLES: readonly RoleId[] = [Role.Administrator, Role.Platform];

const holdsAny = (roles: readonly number[], wanted: readonly RoleId[]) => wanted.some((role) => roles.includes(role));

export const isStaff = (roles: readonly number[]): boolean => holdsAny(roles, STAFF_ROLES);

export const worksServiceDesk = (roles: readonly number[]): boolean => holdsAny(roles, SERVICE_DESK_ROLES);

/** Whether the roles include one that manages staff (an administrator, or the platform). */
export const isAdministrator = (roles: readonly number[]): boolean => holdsAny(roles, ADMIN_ROLES);

/** Whether the roles may act on accounts (suspend, reinstate), not only look them up. */
export const actsOnAccounts = (roles: readonly number[]): boolean => holdsAny(roles, OPERATIONS_ROLES);

/**
 * An account's standing (issue 34 items 1 and 6): active, suspended by operations (a buyer or goods owner who broke
 * the rules) or deactivated by an administrator (a staff member who left). Only an active account signs in.
 */
export const AccountStatus = { Active: 1, Suspended: 2, Deactivated: 3 } as const;
export type AccountStatus = (typeof AccountStatus)[keyof typeof AccountStatus];

/** The longest reason a suspension or reinstatement keeps. */
export const STANDING_REASON_MAX = 500;
