/**
 * Complaints (rules in ../rules/complaints.ts): what the buyer sends to complain, add to or withdraw
 * a complaint, what the customer-service agent sends to answer or close one, and the complaint with
 * its history as both read it. Times are epoch seconds.
 */
import { z } from 'zod';
import {
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_PHOTOS_MAX,
  COMPLAINT_TABS,
  COMPLAINT_TARGETS,
  COMPLAINT_TEXT_MAX,
  COMPLAINT_TYPES,
  ComplaintActor,
  ComplaintStatus,
} from '../rules/complaints';
import { requiredText } from './common';
import { codeOf, epochTime, integer, pageOf, rowId } from './fields';
import { AttachedFile } from './file';
import { ClientKey } from './order';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
const OrderNo = z.string({ error: 'required' }).regex(/^[A-Z0-9]{6,32}$/, { error: 'invalidValue' });
/** A complaint's number, e.g. CP2K9X4M7Q1A. */
export const ComplaintNo = z.string({ error: 'required' }).regex(/^[A-Z0-9]{6,32}$/, { error: 'invalidValue' });
const PageNum = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1);
const PageSize = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(50, { error: 'invalidValue' }).default(10);

const Photos = z
  .array(AttachedFile, { error: 'wrongType' })
  .max(COMPLAINT_PHOTOS_MAX, { error: 'tooLong' })
  .default([])
  .superRefine((photos, ctx) => {
    if (new Set(photos.map((photo) => photo.url)).size !== photos.length) ctx.addIssue({ code: 'custom', message: 'invalidValue' });
  });

export const ComplaintStatusCode = codeOf(ComplaintStatus);

// ---- the buyer ----
/**
 * Complain about one of my orders (`orderNo`) or about a goods owner (`ownerId`): exactly the one
 * the target names. The same `clientKey` twice gives the same complaint.
 */
export const FileComplaintBody = z
  .object({
    clientKey: ClientKey,
    target: z.enum(COMPLAINT_TARGETS, { error: 'invalidValue' }),
    orderNo: OrderNo.optional(),
    ownerId: Id.optional(),
    type: z.enum(COMPLAINT_TYPES, { error: 'invalidValue' }),
    description: z.string({ error: 'required' }).trim().min(COMPLAINT_DESCRIPTION_MIN, { error: 'complaintTooShort' }).max(COMPLAINT_TEXT_MAX, { error: 'tooLong' }),
    photos: Photos,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.target === 'order' && body.orderNo === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['orderNo'] });
    if (body.target === 'order' && body.ownerId !== undefined) ctx.addIssue({ code: 'custom', message: 'unknownField', path: ['ownerId'] });
    if (body.target === 'owner' && body.ownerId === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: ['ownerId'] });
    if (body.target === 'owner' && body.orderNo !== undefined) ctx.addIssue({ code: 'custom', message: 'unknownField', path: ['orderNo'] });
  });
export type FileComplaintBody = z.infer<typeof FileComplaintBody>;
export type FileComplaintInput = z.input<typeof FileComplaintBody>;

export const ComplaintNoBody = z.object({ complaintNo: ComplaintNo }).strict();
export type ComplaintNoBody = z.infer<typeof ComplaintNoBody>;

/** The buyer adds to their complaint (more words, more photos); an answered complaint goes back to customer service. */
export const FollowUpComplaintBody = z.object({ complaintNo: ComplaintNo, text: requiredText(COMPLAINT_TEXT_MAX), photos: Photos }).strict();
export type FollowUpComplaintBody = z.infer<typeof FollowUpComplaintBody>;
export type FollowUpComplaintInput = z.input<typeof FollowUpComplaintBody>;

export const ComplaintListBody = z
  .object({
    tab: z.enum(COMPLAINT_TABS, { error: 'invalidValue' }).default('all'),
    /** a complaint or order number, or part of one (the desk) */
    keyword: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default(''),
    pageNum: PageNum,
    pageSize: PageSize,
  })
  .strict();
export type ComplaintListBody = z.infer<typeof ComplaintListBody>;
export type ComplaintListInput = z.input<typeof ComplaintListBody>;

// ---- the customer-service agent ----
/** The agent answers (the complaint stays open for the buyer to reply) or closes it with the resolution. */
export const AnswerComplaintBody = z.object({ complaintNo: ComplaintNo, text: requiredText(COMPLAINT_TEXT_MAX) }).strict();
export type AnswerComplaintBody = z.infer<typeof AnswerComplaintBody>;

// ---- answers ----
/** What the Complain page offers: the buyer's recent orders and the goods owners they bought from. */
export const ComplaintTargets = z
  .object({
    orders: z.array(z.object({ orderNo: z.string(), ownerId: rowId(), shopName: z.string(), shopNameEn: z.string(), orderedAt: epochTime() }).strict()),
    owners: z.array(z.object({ ownerId: rowId(), shopName: z.string(), shopNameEn: z.string() }).strict()),
  })
  .strict();
export type ComplaintTargets = z.infer<typeof ComplaintTargets>;

export const ComplaintLog = z
  .object({
    status: ComplaintStatusCode,
    actor: z.enum(ComplaintActor),
    /** the status's history message */
    message: z.string(),
    messageEn: z.string(),
    /** the person's words (the description, an answer, a follow-up, the resolution) */
    text: z.string(),
    photos: z.array(AttachedFile),
    time: epochTime(),
  })
  .strict();
export type ComplaintLog = z.infer<typeof ComplaintLog>;

export const ComplaintSummary = z
  .object({
    complaintNo: z.string(),
    target: z.enum(COMPLAINT_TARGETS),
    orderNo: z.string().nullable(),
    ownerId: rowId(),
    shopName: z.string(),
    shopNameEn: z.string(),
    type: z.enum(COMPLAINT_TYPES),
    status: ComplaintStatusCode,
    description: z.string(),
    createdAt: epochTime(),
    updatedAt: epochTime(),
  })
  .strict();
export type ComplaintSummary = z.infer<typeof ComplaintSummary>;

export const ComplaintDetail = ComplaintSummary.extend({
  photos: z.array(AttachedFile),
  /** the buyer's account name (the agent's desk only; empty for the buyer) */
  buyerName: z.string(),
  logs: z.array(ComplaintLog),
  actions: z.object({ followUp: z.boolean(), withdraw: z.boolean(), answer: z.boolean(), close: z.boolean() }).strict(),
}).strict();
export type ComplaintDetail = z.infer<typeof ComplaintDetail>;

export const ComplaintPage = pageOf(ComplaintSummary)
  .extend({ counts: z.object({ all: integer(), open: integer(), answered: integer(), closed: integer() }).strict() })
  .strict();
export type ComplaintPage = z.infer<typeof ComplaintPage>;
