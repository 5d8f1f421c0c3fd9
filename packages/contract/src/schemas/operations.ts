/**
 * Platform operations (issue 34 items 1, 6, 7): the staff desk (administrators), the accounts desk (operations; customer
 * service reads) and the audit log (finance and administrators). Shared by the console's forms and the server's routes.
 */
import { z } from 'zod';
import { AccountStatus, GRANTABLE_STAFF_ROLES, STANDING_REASON_MAX } from '../rules/roles';
import { requiredText } from './common';
import { ComplaintSummary } from './complaints';
import { epochTime, integer, pageOf, pence, requestRowId, rowId } from './fields';
import { OrderStatusCode } from './order';
import { Email, Password } from './user';

const pageNum = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1);
const pageSize = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }).default(20);
const keyword = z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default('');

export const AccountStatusCode = z.literal(Object.values(AccountStatus), { error: 'invalidValue' });
/** One of the roles the staff desk grants (an unknown or buyer's role is refused as a field error). */
export const GrantableStaffRoleCode = z.literal([...GRANTABLE_STAFF_ROLES], { error: 'invalidValue' });
/** Roles as a set: at least one, each once. */
const StaffRoles = z
  .array(GrantableStaffRoleCode, { error: 'required' })
  .min(1, { error: 'required' })
  .max(GRANTABLE_STAFF_ROLES.length, { error: 'invalidValue' })
  .transform((roles) => [...new Set(roles)].sort((a, b) => a - b));

/** Why an account is suspended or reinstated: required (a blank one is refused with its own bilingual message). */
export const StandingReason = z.string({ error: 'required' }).max(STANDING_REASON_MAX, { error: 'tooLong' });

// ---- staff (administrators) ----
export const StaffListBody = z.object({ keyword, status: AccountStatusCode.optional(), pageNum, pageSize }).strict();
export type StaffListBody = z.input<typeof StaffListBody>;

export const StaffMember = z
  .object({
    userId: rowId(),
    username: z.string(),
    email: z.string(),
    name: z.string(),
    roles: z.array(integer()),
    status: AccountStatusCode,
    createdAt: epochTime(),
  })
  .strict();
export type StaffMember = z.infer<typeof StaffMember>;
export const StaffPage = pageOf(StaffMember);
export type StaffPage = z.infer<typeof StaffPage>;

/** A new staff account with its first password (the administrator passes it on; the member is e-mailed that the account exists). */
export const CreateStaffBody = z.object({ email: Email, firstName: requiredText(50), lastName: requiredText(50), roles: StaffRoles, password: Password }).strict();
export type CreateStaffBody = z.input<typeof CreateStaffBody>;

export const SetStaffRolesBody = z.object({ userId: requestRowId(), roles: StaffRoles }).strict();
export type SetStaffRolesBody = z.input<typeof SetStaffRolesBody>;

export const StaffIdBody = z.object({ userId: requestRowId() }).strict();
export type StaffIdBody = z.input<typeof StaffIdBody>;

// ---- accounts (operations) ----
export const ACCOUNT_KINDS = ['all', 'buyer', 'owner'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Find a buyer or goods owner by e-mail, phone, name or account id (the keyword), optionally by kind and standing. */
export const AccountSearchBody = z
  .object({ keyword, kind: z.enum(ACCOUNT_KINDS, { error: 'invalidValue' }).default('all'), status: AccountStatusCode.optional(), pageNum, pageSize })
  .strict();
export type AccountSearchBody = z.input<typeof AccountSearchBody>;

export const AccountSummary = z
  .object({
    userId: rowId(),
    username: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    name: z.string(),
    companyName: z.string().nullable(),
    roles: z.array(integer()),
    status: AccountStatusCode,
    /** why it is suspended (null when it is not) */
    statusReason: z.string().nullable(),
    createdAt: epochTime(),
  })
  .strict();
export type AccountSummary = z.infer<typeof AccountSummary>;
export const AccountPage = pageOf(AccountSummary);
export type AccountPage = z.infer<typeof AccountPage>;

const OpenRecords = z.object({ count: integer(), refs: z.array(z.object({ no: z.string(), asOwner: z.boolean() }).strict()) }).strict();

export const AccountOrder = z.object({ orderNo: z.string(), status: OrderStatusCode, payable: pence(), createdAt: epochTime() }).strict();

export const StandingChange = z.object({ status: AccountStatusCode, reason: z.string(), at: epochTime() }).strict();

/** One account as the accounts desk sees it: its standing and its dealings, from the services that own them. */
export const AccountDetail = z
  .object({
    account: AccountSummary,
    /** suspensions and reinstatements, newest first */
    standing: z.array(StandingChange),
    /** the buyer's newest orders and how many in all */
    orders: z.object({ total: integer(), list: z.array(AccountOrder) }).strict(),
    /** what is still open, as buyer or as goods owner: orders, return and after-sales requests */
    open: z.object({ orders: OpenRecords, returns: OpenRecords, afterSales: OpenRecords }).strict(),
    /** the buyer's newest complaints and how many in all */
    complaints: z.object({ total: integer(), list: z.array(ComplaintSummary) }).strict(),
  })
  .strict();
export type AccountDetail = z.infer<typeof AccountDetail>;

export const AccountIdBody = z.object({ userId: requestRowId() }).strict();
export type AccountIdBody = z.input<typeof AccountIdBody>;

export const AccountStandingBody = z.object({ userId: requestRowId(), reason: StandingReason }).strict();
export type AccountStandingBody = z.input<typeof AccountStandingBody>;

// ---- audit log (finance and administrators) ----
/** Every kind of staff action the audit log records; an area adding one adds it here. */
export const STAFF_ACTIONS = [
  'staff.create',
  'commission.update',
  'payout.record',
  'payout.connect',
  'staff.roles',
  'staff.deactivate',
  'staff.reactivate',
  'account.suspend',
  'account.reinstate',
  'complaint.answer',
  'complaint.close',
  'application.approve',
  'application.reject',
  'coupon.create',
  'coupon.update',
  'coupon.pause',
  'coupon.resume',
  'pointGoods.create',
  'pointGoods.update',
  'pointGoods.pause',
  'pointGoods.resume',
  'category.create',
  'category.update',
  'category.retire',
  'category.restore',
  'brand.create',
  'brand.update',
  'brand.retire',
  'brand.restore',
  'warehouse.create',
  'warehouse.update',
  'warehouse.retire',
  'warehouse.restore',
  'banner.create',
  'banner.update',
  'banner.retire',
  'flashDeal.create',
  'flashDeal.update',
  'flashDeal.withdraw',
  'topic.create',
  'topic.update',
  'topic.publish',
  'topic.unpublish',
  // customer service's intervention desk, and the platform acting on a goods owner's desk (second pass, docs/decisions.md)
  'return.approve',
  'return.reject',
  'return.confirmArrival',
  'return.intervene',
  'return.decide',
  'afterSale.approve',
  'afterSale.refuse',
  'afterSale.confirmGoods',
  'afterSale.terminate',
  'afterSale.decide',
  'order.confirmStock',
  'order.ship',
  'order.deliver',
  'order.reviewCancel',
  'review.reply',
  'listing.update',
  'listing.duplicate',
  'listing.publish',
  'listing.unpublish',
  'listing.delete',
  'stock.receive',
  'stock.adjust',
  'application.assign',
  'chat.take',
  'chat.close',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];
export const STAFF_ACTION_TARGETS = [
  'setting',
  'goodsOwner',
  'account',
  'complaint',
  'application',
  'coupon',
  'pointGoods',
  'category',
  'brand',
  'warehouse',
  'banner',
  'flashDeal',
  'topic',
  'return',
  'afterSale',
  'order',
  'review',
  'listing',
  'conversation',
] as const;
export type StaffActionTarget = (typeof STAFF_ACTION_TARGETS)[number];

/** The largest epoch second a search takes (year 9999): anything past it is refused as a field error, never a database error. */
const MAX_EPOCH = 253_402_300_799;
const searchTime = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(MAX_EPOCH, { error: 'invalidValue' });

export const AuditSearchBody = z
  .object({
    /** the actor's e-mail, user name or id */
    actor: keyword,
    action: z.enum(STAFF_ACTIONS, { error: 'invalidValue' }).optional(),
    targetKind: z.enum(STAFF_ACTION_TARGETS, { error: 'invalidValue' }).optional(),
    /** the target's id or number, exactly */
    target: z.string({ error: 'wrongType' }).trim().max(64, { error: 'tooLong' }).default(''),
    /** epoch seconds, from (inclusive) and to (exclusive) */
    from: searchTime.optional(),
    to: searchTime.optional(),
    pageNum,
    pageSize,
  })
  .strict();
export type AuditSearchBody = z.input<typeof AuditSearchBody>;

const Json = z.record(z.string(), z.unknown()).nullable();

export const AuditEntry = z
  .object({
    id: integer(),
    at: epochTime(),
    actorUserId: integer(),
    actorName: z.string(),
    actorEmail: z.string(),
    action: z.enum(STAFF_ACTIONS),
    targetKind: z.enum(STAFF_ACTION_TARGETS),
    targetId: z.string(),
    before: Json,
    after: Json,
  })
  .strict();
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditPage = pageOf(AuditEntry);
export type AuditPage = z.infer<typeof AuditPage>;
