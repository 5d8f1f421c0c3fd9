/**
 * Seller and middle-man applications (issue 13). A seller applies from /shopEntry, with or without
 * an account: confirming the e-mail code opens the e-mail's draft (or its rejected application, to
 * correct) and gives a draft token, which reaches the draft and uploads its documents until it
 * expires (docs/decisions.md, Applications). A signed-in user applies for the middle-man profile
 * (/middleMenInfo/*). The platform's reviewers (customer service, the platform role) approve —
 * which creates or upgrades the account and opens the shop — or reject with reasons, which the
 * applicant corrects and submits again. Every status change goes through the machine's one
 * guarded transition; e-mails are sent through the outbox after the change has committed.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  APPLICATION_DOCUMENT_TYPES,
  APPLICATION_DRAFT_TTL_SECONDS,
  APPLICATION_EDITABLE_STATUSES,
  APPLICATION_UPLOADS_PER_HOUR,
  ApplicationActor,
  type ApplicationDocumentType,
  type ApplicationDraft,
  type ApplicationListBody,
  ApplicationStatus,
  type ApplicationView,
  type ConfirmApplicationEmailBody,
  type MiddleManProfileBody,
  type MyApplication,
  type PlatformUser,
  Role,
  type SaveSellerDraftBody,
  type SendApplicationCodeBody,
  type SendCodeResult,
  type SubmitSellerApplicationBody,
  VERIFICATION_CODE_TTL_SECONDS,
  type CodeScene,
  normaliseCompanyNumber,
  normaliseEmail,
  normaliseUkVatNumber,
  vatRegistrationDigits,
  SERVICE_DESK_ROLES,
  isStaff,
} from '@clearlot/contract';
import type { FastifyRequest } from 'fastify';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { Outbox } from '../../../platform/outbox';
import { enforce } from '../../../platform/rate-limit';
import { codeSendingLimits } from '../codeLimits';
import { referenceNo } from '../../../platform/reference-numbers';
import type { RequestContext } from '../../../platform/request-context';
import type { SessionRecord } from '../../../platform/sessions';
import { sqlExpression } from '../../../platform/transitions';
import { readUploadForm, refuseOversizedForm, type createFileService } from '../../files/service';
import { createShopFor } from '../../product/seller/service';
import { checkCode, consumeCode, issueCode } from '../codes';
import { hashPassword } from '../passwords';
import { postNoticeToEmail } from '../../message/notices/service';
import { applicationNotice, approvalEmail, applicationCodeEmail, receiptEmail, rejectionEmail } from './notices';
import type { Registers } from './registers';
import * as store from './store';
import { recordStaffAction } from '../audit/service';

/**
 * The e-mail code's scene. The user service's codes (codes.ts) are keyed by target and scene; this
 * scene is the application's own, so a sign-in or registration code never opens a draft.
 */
const APPLICATION_SCENE = 'sellerApplication' as unknown as CodeScene;
const RESEND_AFTER_SECONDS = 60;

export interface ApplicationServiceDeps {
  db: Db;
  outbox: Outbox;
  registers: Registers;
  files: ReturnType<typeof createFileService>;
  log: { error(details: object, message: string): void };
  /** the hourly allowance of codes per network address (config.codeRequestsPerIpPerHour) */
  codesPerIpPerHour: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createApplicationService(deps: ApplicationServiceDeps) {
  const { db, outbox, registers, files } = deps;

  /** Sends after the change committed; a failed e-mail is logged and never undoes the change. */
  /** The result also reaches the account's message centre (an applicant without an account yet has the e-mail only). */
  async function tellInMessageCentre(row: store.ApplicationRow, result: 'approved' | 'rejected', reason = ''): Promise<void> {
    try {
      await postNoticeToEmail(db, row.email, applicationNotice(row, result, reason));
    } catch (error) {
      deps.log.error({ err: error, applicationNo: row.applicationNo }, 'application notice not posted');
    }
  }

  async function mail(to: string, message: { subject: string; text: string }): Promise<void> {
    try {
      await outbox.send({ channel: 'email', purpose: 'applicationUpdate', to, ...message });
    } catch (error) {
      deps.log.error({ err: error, to }, 'application e-mail not sent');
    }
  }

  async function viewOf(q: Queryable, row: store.ApplicationRow): Promise<ApplicationView> {
    const [documents, history] = await Promise.all([store.documents(q, row.id), store.history(q, row.id)]);
    return {
      applicationNo: row.applicationNo,
      kind: row.kind,
      status: row.status,
      email: row.email,
      companyName: row.companyName,
      registrationNumber: row.registrationNumber,
      vatNumber: row.vatNumber,
      contactFirstName: row.contactFirstName,
      contactLastName: row.contactLastName,
      storeName: row.storeName,
      storeLink: row.storeLink,
      regions: row.regions,
      categoryIds: row.categoryIds,
      documents,
      companyCheck: { result: row.companyCheck, registeredName: row.companyCheckName, checkedAt: row.companyCheckedAt },
      vatCheck: { result: row.vatCheck, registeredName: row.vatCheckName, checkedAt: row.vatCheckedAt },
      rejectReason: row.rejectReason,
      createdAt: row.createdAt,
      submittedAt: row.submittedAt,
      reviewedAt: row.reviewedAt,
      history,
      assignee: null,
    };
  }

  const reread = async (id: number) => (await store.byId(db, id)) ?? fail('applicationNotFound');

  async function draftOf(q: Queryable, draftToken: string, lock = false): Promise<store.ApplicationRow> {
    return (await store.byDraftToken(q, hashToken(draftToken), lock)) ?? fail('applicationSessionExpired');
  }

  /** Asks the registers about a company (and VAT) number, outside any transaction: they may take seconds. */
  async function checkRegisters(companyNumber: string, vatNumber: string): Promise<store.RegisterChecks> {
    const vrn = vatNumber ? vatRegistrationDigits(vatNumber) : null;
    const [company, vat] = await Promise.all([
      registers.company.lookUpCompany(companyNumber),
      vrn ? registers.vat.lookUpVat(vrn) : Promise.resolve({ result: 'notChecked' as const, name: null }),
    ]);
    return { company, vat };
  }

  const checkColumns = (checks: store.RegisterChecks) => ({
    company_check: checks.company.result,
    company_check_name: checks.company.name,
    company_checked_at: checks.company.result === 'notChecked' ? null : sqlExpression('now()'),
    vat_check: checks.vat.result,
    vat_check_name: checks.vat.name,
    vat_checked_at: checks.vat.result === 'notChecked' ? null : sqlExpression('now()'),
  });

  /** An account that may not apply: a goods owner already (seller applications), or platform staff. */
  async function refuseAccount(q: Queryable, email: string, kind: 'seller' | 'middleMan'): Promise<void> {
    const account = await store.accountByEmail(q, email);
    if (!account) return;
    if (isStaff(account.roles)) fail('applicationStaffAccount');
    if (kind === 'seller' && account.roles.includes(Role.Seller)) fail('applicationAlreadySeller');
  }

  return {
    // ---------- the seller's draft (/shopEntry) ----------
    async sendCode(body: SendApplicationCodeBody, ctx: RequestContext): Promise<SendCodeResult> {
      const email = normaliseEmail(body.email);
      await enforce(
        db,
        codeSendingLimits({ recent: `application-code:recent:${email}`, hour: `application-code:hour:${email}` }, ctx.ip, RESEND_AFTER_SECONDS, deps.codesPerIpPerHour),
      );
      await refuseAccount(db, email, 'seller');
      const code = await issueCode(db, email, APPLICATION_SCENE);
      await outbox.send({ channel: 'email', purpose: 'applicationCode', to: email, ...applicationCodeEmail(ctx.language, code) });
      return { channel: 'email', resendAfter: RESEND_AFTER_SECONDS, expiresIn: VERIFICATION_CODE_TTL_SECONDS };
    },

    /**
     * The code confirms the e-mail: its open application (draft, under review, or rejected to be
     * corrected) is opened, or a new draft started, and a fresh draft token answered (an older
     * token of the application stops working).
     */
    async confirmEmail(body: ConfirmApplicationEmailBody, ctx: RequestContext): Promise<ApplicationDraft> {
      const email = normaliseEmail(body.email);
      const codeId = await checkCode(db, { target: email, scene: APPLICATION_SCENE, code: body.code });
      await refuseAccount(db, email, 'seller');
      const token = randomBytes(32).toString('base64url');
      const open = async (tx: Queryable) => {
        await consumeCode(tx, codeId);
        let row = await store.openSellerApplicationOf(tx, email, true);
        if (!row) {
          await store.insertApplication(tx, { applicationNo: referenceNo('SA'), kind: 'seller', email, userId: null, language: ctx.language });
          row = (await store.openSellerApplicationOf(tx, email, true))!;
        }
        await store.setDraftToken(tx, row.id, hashToken(token), APPLICATION_DRAFT_TTL_SECONDS);
        return row;
      };
      let row: store.ApplicationRow;
      try {
        row = await db.transaction(open);
      } catch (error) {
        // two confirmations raced to start the e-mail's first draft: the code was used once, by the winner
        if (uniqueViolation(error) !== null) fail('verificationCodeWrong');
        throw error;
      }
      return { draftToken: token, expiresIn: APPLICATION_DRAFT_TTL_SECONDS, application: await viewOf(db, row) };
    },

    async draft(draftToken: string): Promise<ApplicationView> {
      return viewOf(db, await draftOf(db, draftToken));
    },

    async saveDraft(body: SaveSellerDraftBody): Promise<ApplicationView> {
      const row = await db.transaction(async (tx) => {
        const draft = await draftOf(tx, body.draftToken, true);
        const saved = await store.saveFields(tx, draft.id, sellerFields(body), APPLICATION_EDITABLE_STATUSES);
        if (!saved) fail('applicationNotEditable');
        return draft;
      });
      return viewOf(db, await reread(row.id));
    },

    async uploadDocument(draftToken: string | undefined, docType: ApplicationDocumentType, request: FastifyRequest) {
      if (typeof draftToken !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(draftToken)) fail('applicationSessionExpired');
      const draft = await draftOf(db, draftToken);
      if (!APPLICATION_EDITABLE_STATUSES.includes(draft.status)) fail('applicationNotEditable');
      refuseOversizedForm(request);
      await enforce(db, [{ key: `application-upload:${draft.id}`, windowSeconds: 3600, max: APPLICATION_UPLOADS_PER_HOUR }], 'applicationDocumentLimit');
      const stored = await files.uploadApplicationDocument(draft.id, await readUploadForm(request));
      await db.transaction(async (tx) => {
        const current = await draftOf(tx, draftToken, true);
        if (!APPLICATION_EDITABLE_STATUSES.includes(current.status)) fail('applicationNotEditable');
        await store.attachDocument(tx, current.id, docType, stored.obsName);
      });
      const document = (await store.documents(db, draft.id)).find((entry) => entry.docType === docType);
      return document ?? fail('applicationStatusChanged');
    },

    async removeDocument(draftToken: string, docType: ApplicationDocumentType): Promise<ApplicationView> {
      const row = await db.transaction(async (tx) => {
        const draft = await draftOf(tx, draftToken, true);
        if (!APPLICATION_EDITABLE_STATUSES.includes(draft.status)) fail('applicationNotEditable');
        await store.removeDocument(tx, draft.id, docType);
        return draft;
      });
      return viewOf(db, row);
    },

    /**
     * Submits the draft (1 → 2) or the corrected rejected application (4 → 2) with its fields; both
     * documents must be there. Submitting again what is already under review answers it unchanged.
     */
    async submit(body: SubmitSellerApplicationBody): Promise<ApplicationView> {
      const before = await draftOf(db, body.draftToken);
      if (before.status === ApplicationStatus.Submitted) return viewOf(db, before);
      if (!APPLICATION_EDITABLE_STATUSES.includes(before.status)) fail('applicationNotEditable');
      const present = new Set((await store.documents(db, before.id)).map((document) => document.docType));
      if (!APPLICATION_DOCUMENT_TYPES.every((type) => present.has(type))) fail('applicationDocumentsMissing');
      await enforce(db, [{ key: `application-submit:${before.email}`, windowSeconds: 86_400, max: 10 }], 'applicationResubmitLimit');
      const fields = sellerFields(body);
      const checks = await checkRegisters(fields.registrationNumber, fields.vatNumber);
      const moved = await db.transaction(async (tx) => {
        const draft = await draftOf(tx, body.draftToken, true);
        if (draft.status === ApplicationStatus.Submitted) return false;
        if (!(await store.saveFields(tx, draft.id, fields, APPLICATION_EDITABLE_STATUSES))) fail('applicationNotEditable');
        const documents = new Set((await store.documents(tx, draft.id)).map((document) => document.docType));
        if (!APPLICATION_DOCUMENT_TYPES.every((type) => documents.has(type))) fail('applicationDocumentsMissing');
        const ok = await store.moveApplication(tx, draft.id, APPLICATION_EDITABLE_STATUSES, ApplicationStatus.Submitted, ApplicationActor.Applicant, {
          note: draft.status === ApplicationStatus.Rejected ? 'resubmitted' : '',
          set: { ...checkColumns(checks), terms_accepted_at: sqlExpression('now()'), submitted_at: sqlExpression('now()'), reject_reason: null },
        });
        if (!ok) fail('applicationStatusChanged');
        return true;
      });
      const row = await reread(before.id);
      if (moved) await mail(row.email, receiptEmail(row));
      return viewOf(db, row);
    },

    // ---------- my applications (/home/Distribution) ----------
    async mine(session: SessionRecord): Promise<MyApplication[]> {
      const email = (await store.accountEmail(db, session.userId)) ?? fail('identityNotFound');
      return (await store.applicationsOfAccount(db, session.userId, email)).map((row) => ({
        applicationNo: row.applicationNo,
        kind: row.kind,
        status: row.status,
        companyName: row.companyName,
        storeName: row.storeName,
        rejectReason: row.rejectReason,
        createdAt: row.createdAt,
        submittedAt: row.submittedAt,
        reviewedAt: row.reviewedAt,
      }));
    },

    // ---------- the middle-man profile (/middleMenInfo/*) ----------
    async middleMan(session: SessionRecord): Promise<ApplicationView | null> {
      const row = await store.middleManOf(db, session.userId);
      return row ? viewOf(db, row) : null;
    },

    /** Applies for the profile: saved and submitted for review at once. */
    async saveMiddleMan(session: SessionRecord, body: MiddleManProfileBody, ctx: RequestContext): Promise<ApplicationView> {
      const email = (await store.accountEmail(db, session.userId)) ?? fail('identityNotFound');
      if (isStaff(session.roles)) fail('applicationStaffAccount');
      if (await store.middleManOf(db, session.userId)) fail('middleManProfileExists');
      await checkCategories(body.categoryIds);
      const fields = middleManFields(body);
      const checks = await checkRegisters(fields.registrationNumber, '');
      let id: number;
      try {
        id = await db.transaction(async (tx) => {
          const newId = await store.insertApplication(tx, { applicationNo: referenceNo('MM'), kind: 'middleMan', email, userId: session.userId, language: ctx.language });
          await store.saveFields(tx, newId, fields, [ApplicationStatus.Draft]);
          await store.moveApplication(tx, newId, [ApplicationStatus.Draft], ApplicationStatus.Submitted, ApplicationActor.Applicant, {
            set: { ...checkColumns(checks), terms_accepted_at: sqlExpression('now()'), submitted_at: sqlExpression('now()') },
          });
          return newId;
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) fail('middleManProfileExists');
        throw error;
      }
      const row = await reread(id);
      await mail(row.email, receiptEmail(row));
      return viewOf(db, row);
    },

    /**
     * Changes the profile: under review it is changed in place; rejected, it is corrected and
     * submitted again (4 → 2); approved, the contact, regions and categories change at once and the
     * company (reviewed) stays as it was.
     */
    async updateMiddleMan(session: SessionRecord, body: MiddleManProfileBody): Promise<ApplicationView> {
      const existing = (await store.middleManOf(db, session.userId)) ?? fail('middleManProfileNotFound');
      await checkCategories(body.categoryIds);
      const fields = middleManFields(body);
      const resubmit = existing.status === ApplicationStatus.Rejected;
      const checks = resubmit ? await checkRegisters(fields.registrationNumber, '') : null;
      const moved = await db.transaction(async (tx) => {
        const row = (await store.middleManOf(tx, session.userId, true))!;
        if (row.status === ApplicationStatus.Approved && (row.companyName !== fields.companyName || row.registrationNumber !== fields.registrationNumber))
          fail('middleManCompanyFixed');
        if (!(await store.saveFields(tx, row.id, fields, [row.status]))) fail('applicationStatusChanged');
        if (row.status !== ApplicationStatus.Rejected) return false;
        if (!checks) fail('applicationStatusChanged');
        const ok = await store.moveApplication(tx, row.id, [ApplicationStatus.Rejected], ApplicationStatus.Submitted, ApplicationActor.Applicant, {
          note: 'resubmitted',
          set: { ...checkColumns(checks), terms_accepted_at: sqlExpression('now()'), submitted_at: sqlExpression('now()'), reject_reason: null },
        });
        if (!ok) fail('applicationStatusChanged');
        return true;
      });
      const row = await reread(existing.id);
      if (moved) await mail(row.email, receiptEmail(row));
      return viewOf(db, row);
    },

    // ---------- the reviewer's desk ----------
    async queue(body: ApplicationListBody) {
      const pageNum = body.pageNum ?? 1;
      const pageSize = body.pageSize ?? 20;
      const { total, rows } = await store.queue(db, { ...(body.status ? { status: body.status } : {}), ...(body.kind ? { kind: body.kind } : {}), pageNum, pageSize });
      const assignees = [...new Set(rows.flatMap((row) => (row.assigneeUserId === null ? [] : [row.assigneeUserId])))];
      const staff = new Map((assignees.length ? await store.platformStaff(db, SERVICE_DESK_ROLES, assignees) : []).map((member) => [member.id, member.name]));
      return {
        total,
        pageNum,
        pageSize,
        list: rows.map((row) => ({
          applicationNo: row.applicationNo,
          kind: row.kind,
          status: row.status,
          email: row.email,
          companyName: row.companyName,
          storeName: row.storeName,
          companyCheck: row.companyCheck,
          submittedAt: row.submittedAt,
          assigneeName: row.assigneeUserId === null ? null : (staff.get(row.assigneeUserId) ?? null),
        })),
      };
    },

    async reviewed(applicationNo: string): Promise<ApplicationView> {
      const row = await store.byNumber(db, applicationNo);
      // drafts are the applicant's own until submitted
      if (!row || row.submittedAt === null) fail('applicationNotFound');
      return reviewerView(row);
    },

    /** Assigns an application on the desk to one of the platform staff (/platformUser/selectList), or to nobody. */
    async assign(reviewer: SessionRecord, applicationNo: string, assigneeUserId: number | null): Promise<ApplicationView> {
      const row = await store.byNumber(db, applicationNo);
      if (!row || row.submittedAt === null) fail('applicationNotFound');
      if (assigneeUserId !== null && (await store.platformStaff(db, SERVICE_DESK_ROLES, [assigneeUserId])).length === 0) fail('assigneeNotStaff');
      await db.transaction(async (tx) => {
        // under the row lock: the assignee it had, then one audit row (issue 34 item 7) when it changes
        const locked = (await store.byNumber(tx, applicationNo, true))!;
        if (locked.assigneeUserId === assigneeUserId) return;
        if (!(await store.assign(tx, row.id, assigneeUserId))) fail('applicationNotFound');
        await recordStaffAction(tx, {
          actorUserId: reviewer.userId,
          action: 'application.assign',
          targetKind: 'application',
          targetId: applicationNo,
          before: { assigneeUserId: locked.assigneeUserId },
          after: { assigneeUserId },
        });
      });
      return reviewerView((await store.byId(db, row.id))!);
    },

    /**
     * Approves an application under review (2 → 3). A seller's: the account of its e-mail gets the
     * goods-owner role, or is created (with a password nobody knows: the e-mail says to choose one
     * through "Forgot password"), and its shop opens with the store name. A middle man's: the
     * profile becomes active and the account may buy. Approving again answers it unchanged.
     */
    async approve(reviewer: SessionRecord, applicationNo: string): Promise<ApplicationView> {
      const before = (await store.byNumber(db, applicationNo)) ?? fail('applicationNotFound');
      if (before.submittedAt === null) fail('applicationNotFound');
      if (before.status === ApplicationStatus.Approved) return viewOf(db, before);
      // hashed outside the transaction (argon2 takes a moment); used only if the account is new
      const unusablePassword = before.kind === 'seller' ? await hashPassword(randomBytes(24).toString('base64url')) : '';
      const outcome = await db.transaction(async (tx) => {
        const row = (await store.byNumber(tx, applicationNo, true))!;
        if (row.status === ApplicationStatus.Approved) return null;
        if (row.status !== ApplicationStatus.Submitted) fail('applicationStatusChanged');
        const details = { companyName: row.companyName, firstName: row.contactFirstName, lastName: row.contactLastName, vatNumber: row.vatNumber };
        let userId = row.userId;
        let created = false;
        if (row.kind === 'seller') {
          const account = await store.accountByEmail(tx, row.email, true);
          if (account !== null && account !== undefined && isStaff(account.roles)) fail('applicationStaffAccount');
          if (account) {
            userId = account.id;
            await store.grantRole(tx, account.id, Role.Seller, details);
          } else {
            userId = await createSellerAccount(tx, row, unusablePassword);
            created = true;
          }
          // the company's name and VAT number go on the VAT invoices issued in its name (issue 35 item 3)
          await createShopFor(tx, userId, row.storeName, { legalName: row.companyName, vatNumber: row.vatNumber });
        } else {
          await store.grantRole(tx, userId!, Role.Buyer, { ...details, purchasePermission: true });
        }
        const ok = await store.moveApplication(tx, row.id, [ApplicationStatus.Submitted], ApplicationStatus.Approved, ApplicationActor.Reviewer, {
          set: { user_id: userId, reviewed_by: reviewer.userId, reviewed_at: sqlExpression('now()'), draft_token_hash: null, draft_token_expires_at: null },
        });
        if (!ok) fail('applicationStatusChanged');
        await recordStaffAction(tx, {
          actorUserId: reviewer.userId,
          action: 'application.approve',
          targetKind: 'application',
          targetId: applicationNo,
          before: { status: row.status },
          after: { status: ApplicationStatus.Approved, kind: row.kind, userId, accountCreated: created },
        });
        return { created };
      });
      const row = await reread(before.id);
      if (outcome) {
        await mail(row.email, approvalEmail(row, outcome.created));
        await tellInMessageCentre(row, 'approved');
      }
      return viewOf(db, row);
    },

    /** Rejects an application under review with the reasons (2 → 4); the applicant may correct it and submit again. */
    async reject(reviewer: SessionRecord, applicationNo: string, reason: string): Promise<ApplicationView> {
      const before = (await store.byNumber(db, applicationNo)) ?? fail('applicationNotFound');
      if (before.submittedAt === null) fail('applicationNotFound');
      const moved = await db.transaction(async (tx) => {
        const row = (await store.byNumber(tx, applicationNo, true))!;
        if (row.status === ApplicationStatus.Rejected && row.rejectReason === reason) return false;
        if (row.status !== ApplicationStatus.Submitted) fail('applicationStatusChanged');
        const ok = await store.moveApplication(tx, row.id, [ApplicationStatus.Submitted], ApplicationStatus.Rejected, ApplicationActor.Reviewer, {
          note: reason,
          set: { reject_reason: reason, reviewed_by: reviewer.userId, reviewed_at: sqlExpression('now()') },
        });
        if (!ok) fail('applicationStatusChanged');
        await recordStaffAction(tx, {
          actorUserId: reviewer.userId,
          action: 'application.reject',
          targetKind: 'application',
          targetId: applicationNo,
          before: { status: row.status },
          after: { status: ApplicationStatus.Rejected, reason },
        });
        return true;
      });
      const row = await reread(before.id);
      if (moved) {
        await mail(row.email, rejectionEmail(row, reason));
        await tellInMessageCentre(row, 'rejected', reason);
      }
      return viewOf(db, row);
    },

    async platformUsers(): Promise<PlatformUser[]> {
      return store.platformStaff(db, SERVICE_DESK_ROLES);
    },
  };

  /** The application as the desk reads it: with the staff member it is assigned to. */
  async function reviewerView(row: store.ApplicationRow): Promise<ApplicationView> {
    const view = await viewOf(db, row);
    if (row.assigneeUserId === null) return view;
    const [staff] = await store.platformStaff(db, SERVICE_DESK_ROLES, [row.assigneeUserId]);
    return { ...view, assignee: staff ? { id: staff.id, name: staff.name } : null };
  }

  async function checkCategories(ids: readonly number[]): Promise<void> {
    if ((await store.knownTopCategories(db, ids)) !== ids.length) fail('applicationCategoryUnknown');
  }
}

/** The seller's fields as stored: numbers in their one spelling, text trimmed. */
function sellerFields(body: Omit<SaveSellerDraftBody, 'draftToken'>): store.ApplicationFields {
  return {
    companyName: body.companyName.trim(),
    registrationNumber: body.registrationNumber.trim() ? normaliseCompanyNumber(body.registrationNumber) : '',
    vatNumber: body.vatNumber.trim() ? normaliseUkVatNumber(body.vatNumber) : '',
    contactFirstName: body.contactFirstName.trim(),
    contactLastName: body.contactLastName.trim(),
    storeName: body.storeName.trim(),
    storeLink: body.storeLink.trim(),
    regions: [],
    categoryIds: [],
  };
}

function middleManFields(body: MiddleManProfileBody): store.ApplicationFields {
  return {
    companyName: body.companyName.trim(),
    registrationNumber: normaliseCompanyNumber(body.registrationNumber),
    vatNumber: '',
    contactFirstName: body.contactFirstName.trim(),
    contactLastName: body.contactLastName.trim(),
    storeName: '',
    storeLink: '',
    regions: body.regions,
    categoryIds: body.categoryIds,
  };
}

/**
 * A new goods-owner account for an approved application whose e-mail has none: a user name made
 * from 'seller_' and six random digits (the owner can change how they are shown; the name is not
 * used to sign in), the password unknown to anyone until they choose one.
 */
async function createSellerAccount(tx: Queryable, row: store.ApplicationRow, passwordHash: string): Promise<number> {
  let username = '';
  for (let attempt = 0; attempt < 20 && !username; attempt++) {
    const candidate = `seller_${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (!(await store.usernameTaken(tx, candidate))) username = candidate;
  }
  if (!username) fail('usernameTaken');
  return store.insertSellerAccount(
    tx,
    {
      username,
      email: row.email,
      passwordHash,
      language: row.language,
      firstName: row.contactFirstName,
      lastName: row.contactLastName,
      companyName: row.companyName,
      vatNumber: row.vatNumber,
    },
    Role.Seller,
  );
}
