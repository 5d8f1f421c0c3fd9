/**
 * Seller and middle-man applications, the reviewer's desk and the seller product calls (issue 13;
 * rules in ../rules/applications.ts and ../rules/company.ts). An applicant without an account
 * works on a draft through the draft token the e-mail confirmation gives (docs/decisions.md).
 */
import { z } from 'zod';
import { APPLICATION_DOCUMENT_TYPES, APPLICATION_KINDS, APPLICATION_REASON_MAX, ApplicationStatus, REGISTER_CHECK_RESULTS, UK_REGIONS } from '../rules/applications';
import { companyNumberProblem, storeLinkProblem, ukVatNumberProblem } from '../rules/company';
import { requiredText, ruleString } from './common';
import { codeOf, epochTime, integer, pageOf, requestRowId } from './fields';
import { Email, VerificationCode } from './user';

export const ApplicationKindSchema = z.enum(APPLICATION_KINDS, { error: 'invalidValue' });
export const ApplicationStatusCode = codeOf(ApplicationStatus);
export const ApplicationDocumentTypeSchema = z.enum(APPLICATION_DOCUMENT_TYPES, { error: 'invalidValue' });
export const RegisterCheckResultSchema = z.enum(REGISTER_CHECK_RESULTS);
export const UkRegionSchema = z.enum(UK_REGIONS, { error: 'invalidValue' });

/** An application's number, e.g. SA2K9X4M7Q1A (reference-numbers.ts with the prefix SA or MM). */
export const ApplicationNo = z.string({ error: 'required' }).regex(/^[A-Z0-9]{6,32}$/, { error: 'invalidValue' });
/** The draft token an e-mail confirmation answers: 43 base64url characters. */
export const DraftToken = z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'invalidValue' });
/** The header the document upload carries the draft token in (a multipart form has no JSON body). */
export const DRAFT_TOKEN_HEADER = 'x-application-token';

const Name = requiredText(50);
/** Optional text: blank is left blank, anything else must hold its rule. */
const blankOr = (problem: (value: string) => string | null, max: number) =>
  z
    .string({ error: 'wrongType' })
    .max(max, { error: 'tooLong' })
    .default('')
    .superRefine((value, ctx) => {
      if (value.trim().length === 0) return;
      const key = problem(value);
      if (key) ctx.addIssue({ code: 'custom', message: key });
    });
const optionalText = (max: number) => z.string({ error: 'wrongType' }).trim().max(max, { error: 'tooLong' }).default('');

// ---- the seller application (/shopEntry) ----
export const SendApplicationCodeBody = z.object({ email: Email }).strict();
export type SendApplicationCodeBody = z.infer<typeof SendApplicationCodeBody>;

export const ConfirmApplicationEmailBody = z.object({ email: Email, code: VerificationCode }).strict();
export type ConfirmApplicationEmailBody = z.infer<typeof ConfirmApplicationEmailBody>;

export const DraftTokenBody = z.object({ draftToken: DraftToken }).strict();
export type DraftTokenBody = z.infer<typeof DraftTokenBody>;

/** The §3 fields, as a draft keeps them: each may be blank, and what is filled in must hold its rule. */
const sellerDraftFields = {
  companyName: optionalText(100),
  registrationNumber: blankOr(companyNumberProblem, 20),
  vatNumber: blankOr(ukVatNumberProblem, 30),
  contactFirstName: optionalText(50),
  contactLastName: optionalText(50),
  storeName: optionalText(60),
  storeLink: blankOr(storeLinkProblem, 200),
};

export const SaveSellerDraftBody = z.object({ draftToken: DraftToken, ...sellerDraftFields }).strict();
export type SaveSellerDraftBody = z.infer<typeof SaveSellerDraftBody>;

/** Submitting: every required field filled in, and the seller terms agreed (docs/product.md §5 consent). */
export const SubmitSellerApplicationBody = z
  .object({
    draftToken: DraftToken,
    companyName: requiredText(100),
    registrationNumber: ruleString(companyNumberProblem, 20),
    vatNumber: blankOr(ukVatNumberProblem, 30),
    contactFirstName: Name,
    contactLastName: Name,
    storeName: requiredText(60),
    storeLink: blankOr(storeLinkProblem, 200),
    termsAccepted: z.literal(true, { error: 'termsRequired' }),
  })
  .strict();
export type SubmitSellerApplicationBody = z.infer<typeof SubmitSellerApplicationBody>;

export const RemoveApplicationDocumentBody = z.object({ draftToken: DraftToken, docType: ApplicationDocumentTypeSchema }).strict();
export type RemoveApplicationDocumentBody = z.infer<typeof RemoveApplicationDocumentBody>;

/** The document upload's query: which document the file is. The file is a multipart form (kind document). */
export const ApplicationDocumentQuery = z.object({ docType: ApplicationDocumentTypeSchema }).strict();
export type ApplicationDocumentQuery = z.infer<typeof ApplicationDocumentQuery>;

// ---- the middle-man profile (/middleMenInfo/*) ----
export const MiddleManProfileBody = z
  .object({
    companyName: requiredText(100),
    registrationNumber: ruleString(companyNumberProblem, 20),
    contactFirstName: Name,
    contactLastName: Name,
    regions: z.array(UkRegionSchema, { error: 'regionsRequired' }).min(1, { error: 'regionsRequired' }).max(12, { error: 'tooLong' }),
    categoryIds: z.array(requestRowId(), { error: 'categoriesRequired' }).min(1, { error: 'categoriesRequired' }).max(30, { error: 'tooLong' }),
    termsAccepted: z.literal(true, { error: 'termsRequired' }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (new Set(body.regions).size !== body.regions.length || new Set(body.categoryIds).size !== body.categoryIds.length) {
      ctx.addIssue({ code: 'custom', message: 'invalidValue' });
    }
  });
export type MiddleManProfileBody = z.infer<typeof MiddleManProfileBody>;

/** The profile is read by the signed-in user's id (the session's; another id is not taken). */
export const MiddleManQueryBody = z.object({}).strict().optional();

// ---- answers ----
export const RegisterCheck = z.object({ result: RegisterCheckResultSchema, registeredName: z.string().nullable(), checkedAt: epochTime().nullable() }).strict();
export type RegisterCheck = z.infer<typeof RegisterCheck>;

export const ApplicationDocument = z
  .object({ docType: ApplicationDocumentTypeSchema, fileName: z.string(), url: z.string(), contentType: z.string(), byteSize: integer(), uploadedAt: epochTime() })
  .strict();
export type ApplicationDocument = z.infer<typeof ApplicationDocument>;

export const ApplicationHistoryEntry = z.object({ status: ApplicationStatusCode, actor: z.string(), note: z.string(), at: epochTime() }).strict();

export const ApplicationView = z
  .object({
    applicationNo: z.string(),
    kind: ApplicationKindSchema,
    status: ApplicationStatusCode,
    email: z.string(),
    companyName: z.string(),
    registrationNumber: z.string(),
    vatNumber: z.string(),
    contactFirstName: z.string(),
    contactLastName: z.string(),
    storeName: z.string(),
    storeLink: z.string(),
    regions: z.array(UkRegionSchema),
    categoryIds: z.array(integer()),
    documents: z.array(ApplicationDocument),
    companyCheck: RegisterCheck,
    vatCheck: RegisterCheck,
    rejectReason: z.string().nullable(),
    createdAt: epochTime(),
    submittedAt: epochTime().nullable(),
    reviewedAt: epochTime().nullable(),
    history: z.array(ApplicationHistoryEntry),
    /** the staff member it is assigned to; shown on the reviewer's desk only (null for the applicant) */
    assignee: z.object({ id: integer(), name: z.string() }).strict().nullable(),
  })
  .strict();
export type ApplicationView = z.infer<typeof ApplicationView>;

/** The middle-man profile as /middleMenInfo/getOneByUserId answers it: null when the user has none. */
export const MiddleManProfileAnswer = ApplicationView.nullable();

/** What the e-mail confirmation answers: the draft token and the application it opens (new, draft or rejected). */
export const ApplicationDraft = z.object({ draftToken: z.string(), expiresIn: integer(), application: ApplicationView }).strict();
export type ApplicationDraft = z.infer<typeof ApplicationDraft>;

/** One of my applications (/home/Distribution), with the reviewer's message. */
export const MyApplication = z
  .object({
    applicationNo: z.string(),
    kind: ApplicationKindSchema,
    status: ApplicationStatusCode,
    companyName: z.string(),
    storeName: z.string(),
    rejectReason: z.string().nullable(),
    createdAt: epochTime(),
    submittedAt: epochTime().nullable(),
    reviewedAt: epochTime().nullable(),
  })
  .strict();
export const MyApplicationList = z.array(MyApplication);
export type MyApplication = z.infer<typeof MyApplication>;

// ---- the reviewer's desk ----
export const ApplicationListBody = z
  .object({
    status: ApplicationStatusCode.optional(),
    kind: ApplicationKindSchema.optional(),
    pageNum: z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1),
    pageSize: z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }).default(20),
  })
  .strict();
export type ApplicationListBody = z.input<typeof ApplicationListBody>;

export const ApplicationSummary = z
  .object({
    applicationNo: z.string(),
    kind: ApplicationKindSchema,
    status: ApplicationStatusCode,
    email: z.string(),
    companyName: z.string(),
    storeName: z.string(),
    companyCheck: RegisterCheckResultSchema,
    submittedAt: epochTime().nullable(),
    /** the staff member it is assigned to, by name; null when nobody */
    assigneeName: z.string().nullable(),
  })
  .strict();
export const ApplicationPage = pageOf(ApplicationSummary);
export type ApplicationPage = z.infer<typeof ApplicationPage>;
export type ApplicationSummary = z.infer<typeof ApplicationSummary>;

export const ApplicationNoBody = z.object({ applicationNo: ApplicationNo }).strict();
export type ApplicationNoBody = z.infer<typeof ApplicationNoBody>;

/** Assigns an application to one of the platform staff (an id from /platformUser/selectList), or to nobody. */
export const AssignApplicationBody = z
  .object({
    applicationNo: ApplicationNo,
    assigneeUserId: z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' }).nullable(),
  })
  .strict();
export type AssignApplicationBody = z.infer<typeof AssignApplicationBody>;

export const RejectApplicationBody = z.object({ applicationNo: ApplicationNo, reason: requiredText(APPLICATION_REASON_MAX) }).strict();
export type RejectApplicationBody = z.infer<typeof RejectApplicationBody>;

/** Platform staff a request can be assigned to (/platformUser/selectList). */
export const PlatformUser = z.object({ id: integer(), name: z.string(), email: z.string(), roles: z.array(integer()) }).strict();
export const PlatformUserList = z.array(PlatformUser);
export type PlatformUser = z.infer<typeof PlatformUser>;

// ---- seller product calls ----
const OwnerCategoryFields = {
  id: integer(),
  categoryName: z.string(),
  categoryNameEn: z.string(),
  /** the owner's products in it, on sale or delisted */
  productCount: integer(),
  /** of which on sale */
  activeCount: integer(),
};
/** The goods owner's category tree (two levels, as the catalogue): the categories their products are in, with counts. */
export const OwnerCategory = z.object({ ...OwnerCategoryFields, children: z.array(z.object(OwnerCategoryFields).strict()) }).strict();
export const OwnerCategoryTree = z.array(OwnerCategory);
export type OwnerCategory = z.infer<typeof OwnerCategory>;
