/**
 * Every SQL statement of seller and middle-man applications: the application (found by its draft
 * token, its number, its e-mail or its account), its documents, its transitions (through the
 * platform's one transition function, machine below), the reviewer's queue, and the account the
 * approval creates or upgrades. Statuses are always parameters, named from the contract.
 */
import {
  ApplicationActor,
  CatalogueStatus,
  type ApplicationDocumentType,
  type ApplicationKind,
  ApplicationStatus,
  type RegisterCheckResult,
  type UkRegion,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { type ColumnValue, defineMachine, transition } from '../../../platform/transitions';

export interface ApplicationRow {
  id: number;
  applicationNo: string;
  kind: ApplicationKind;
  status: ApplicationStatus;
  email: string;
  userId: number | null;
  language: 'en' | 'zh';
  companyName: string;
  registrationNumber: string;
  vatNumber: string;
  contactFirstName: string;
  contactLastName: string;
  storeName: string;
  storeLink: string;
  regions: UkRegion[];
  categoryIds: number[];
  termsAccepted: boolean;
  companyCheck: RegisterCheckResult;
  companyCheckName: string | null;
  companyCheckedAt: number | null;
  vatCheck: RegisterCheckResult;
  vatCheckName: string | null;
  vatCheckedAt: number | null;
  rejectReason: string | null;
  createdAt: number;
  submittedAt: number | null;
  reviewedAt: number | null;
  assigneeUserId: number | null;
}

const epoch = (column: string) => `extract(epoch from ${column})::bigint`;

const COLUMNS = `id::int as id, application_no as "applicationNo", kind, status, email, user_id as "userId", language,
  company_name as "companyName", registration_number as "registrationNumber", vat_number as "vatNumber",
  contact_first_name as "contactFirstName", contact_last_name as "contactLastName", store_name as "storeName", store_link as "storeLink",
  regions, category_ids as "categoryIds", terms_accepted_at is not null as "termsAccepted",
  company_check as "companyCheck", company_check_name as "companyCheckName", ${epoch('company_checked_at')} as "companyCheckedAt",
  vat_check as "vatCheck", vat_check_name as "vatCheckName", ${epoch('vat_checked_at')} as "vatCheckedAt",
  reject_reason as "rejectReason", ${epoch('created_at')} as "createdAt", ${epoch('submitted_at')} as "submittedAt", ${epoch('reviewed_at')} as "reviewedAt",
  assignee_user_id as "assigneeUserId"`;

/** pg answers bigint epochs as text; PGlite as numbers. One shape for both. */
function normalise(row: ApplicationRow): ApplicationRow {
  const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    ...row,
    createdAt: Number(row.createdAt),
    submittedAt: num(row.submittedAt),
    reviewedAt: num(row.reviewedAt),
    companyCheckedAt: num(row.companyCheckedAt),
    vatCheckedAt: num(row.vatCheckedAt),
    status: Number(row.status) as ApplicationStatus,
  };
}

const one = async (db: Queryable, where: string, params: unknown[], lock = false) => {
  const rows = await db.query<ApplicationRow>(`select ${COLUMNS} from partner_application where ${where} ${lock ? 'for update' : ''}`, params);
  return rows[0] ? normalise(rows[0]) : null;
};

export const byDraftToken = (db: Queryable, tokenHash: string, lock = false) => one(db, 'draft_token_hash = $1 and draft_token_expires_at > now()', [tokenHash], lock);
export const byId = (db: Queryable, id: number, lock = false) => one(db, 'id = $1', [id], lock);
export const byNumber = (db: Queryable, applicationNo: string, lock = false) => one(db, 'application_no = $1', [applicationNo], lock);
export const middleManOf = (db: Queryable, userId: number, lock = false) => one(db, `kind = 'middleMan' and user_id = $1`, [userId], lock);
/** The e-mail's open seller application (draft, submitted or rejected), if any. */
export const openSellerApplicationOf = (db: Queryable, email: string, lock = false) =>
  one(db, `kind = 'seller' and email = $1 and status = any($2::smallint[])`, [email, [ApplicationStatus.Draft, ApplicationStatus.Submitted, ApplicationStatus.Rejected]], lock);

export async function insertApplication(
  tx: Queryable,
  input: { applicationNo: string; kind: ApplicationKind; email: string; userId: number | null; language: 'en' | 'zh' },
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into partner_application (application_no, kind, status, email, user_id, language) values ($1, $2, $3, $4, $5, $6) returning id::int as id`,
    [input.applicationNo, input.kind, ApplicationStatus.Draft, input.email, input.userId, input.language],
  );
  await tx.query(`insert into partner_application_log (application_id, status, actor) values ($1, $2, $3)`, [row!.id, ApplicationStatus.Draft, ApplicationActor.Applicant]);
  return row!.id;
}

export async function setDraftToken(tx: Queryable, id: number, tokenHash: string, ttlSeconds: number): Promise<void> {
  await tx.query(`update partner_application set draft_token_hash = $2, draft_token_expires_at = now() + make_interval(secs => $3) where id = $1`, [id, tokenHash, ttlSeconds]);
}

export interface ApplicationFields {
  companyName: string;
  registrationNumber: string;
  vatNumber: string;
  contactFirstName: string;
  contactLastName: string;
  storeName: string;
  storeLink: string;
  regions: readonly string[];
  categoryIds: readonly number[];
}

/** Writes the applicant's fields while the application is still in one of `editable`; false when it is not. */
export async function saveFields(tx: Queryable, id: number, fields: ApplicationFields, editable: readonly ApplicationStatus[]): Promise<boolean> {
  const rows = await tx.query(
    `update partner_application
        set company_name = $2, registration_number = $3, vat_number = $4, contact_first_name = $5, contact_last_name = $6,
            store_name = $7, store_link = $8, regions = $9::text[], category_ids = $10::int[], updated_at = now()
      where id = $1 and status = any($11::smallint[]) returning id`,
    [
      id,
      fields.companyName,
      fields.registrationNumber,
      fields.vatNumber,
      fields.contactFirstName,
      fields.contactLastName,
      fields.storeName,
      fields.storeLink,
      [...fields.regions],
      [...fields.categoryIds],
      [...editable],
    ],
  );
  return rows.length > 0;
}

export interface RegisterChecks {
  company: { result: RegisterCheckResult; name: string | null };
  vat: { result: RegisterCheckResult; name: string | null };
}

const machine = defineMachine<ApplicationStatus, ApplicationActor>({
  table: 'partner_application',
  logTable: 'partner_application_log',
  logKey: 'application_id',
  statuses: ApplicationStatus,
  actors: ApplicationActor,
  touched: 'updated_at',
  returning: 'id',
});

/** Moves the application from one of `from` to `to` with the columns set beside; false when it had moved on. */
export async function moveApplication(
  tx: Queryable,
  id: number,
  from: readonly ApplicationStatus[],
  to: ApplicationStatus,
  actor: ApplicationActor,
  options: { note?: string; set?: Record<string, ColumnValue> } = {},
): Promise<boolean> {
  const moved = await transition(tx, machine, { where: { id }, from, to, actor, ...(options.note ? { note: options.note } : {}), ...(options.set ? { set: options.set } : {}) });
  return moved.length > 0;
}

export interface HistoryRow {
  status: ApplicationStatus;
  actor: string;
  note: string;
  at: number;
}

export async function history(db: Queryable, id: number): Promise<HistoryRow[]> {
  const rows = await db.query<HistoryRow>(`select status, actor, note, ${epoch('created_at')} as at from partner_application_log where application_id = $1 order by id`, [id]);
  return rows.map((row) => ({ ...row, status: Number(row.status) as ApplicationStatus, at: Number(row.at) }));
}

// ---------- documents ----------
export interface DocumentRow {
  docType: ApplicationDocumentType;
  fileName: string;
  url: string;
  contentType: string;
  byteSize: number;
  uploadedAt: number;
}

export async function documents(db: Queryable, applicationId: number): Promise<DocumentRow[]> {
  const rows = await db.query<DocumentRow>(
    `select d.doc_type as "docType", f.original_name as "fileName", d.stored_name as url, f.content_type as "contentType",
            f.byte_size as "byteSize", ${epoch('d.uploaded_at')} as "uploadedAt"
       from partner_application_document d join uploaded_file f on f.stored_name = d.stored_name
      where d.application_id = $1 order by d.doc_type`,
    [applicationId],
  );
  return rows.map((row) => ({ ...row, byteSize: Number(row.byteSize), uploadedAt: Number(row.uploadedAt) }));
}

/** Attaches an uploaded file as the application's document of its type, replacing the older one. */
export async function attachDocument(tx: Queryable, applicationId: number, docType: ApplicationDocumentType, storedName: string): Promise<void> {
  await tx.query(
    `insert into partner_application_document (application_id, doc_type, stored_name) values ($1, $2, $3)
     on conflict (application_id, doc_type) do update set stored_name = excluded.stored_name, uploaded_at = now()`,
    [applicationId, docType, storedName],
  );
}

export async function removeDocument(tx: Queryable, applicationId: number, docType: ApplicationDocumentType): Promise<void> {
  await tx.query(`delete from partner_application_document where application_id = $1 and doc_type = $2`, [applicationId, docType]);
}

// ---------- lists ----------
export async function applicationsOfAccount(db: Queryable, userId: number, email: string): Promise<ApplicationRow[]> {
  const rows = await db.query<ApplicationRow>(`select ${COLUMNS} from partner_application where user_id = $1 or email = $2 order by created_at desc, id desc limit 50`, [
    userId,
    email,
  ]);
  return rows.map(normalise);
}

export async function queue(
  db: Queryable,
  filter: { status?: ApplicationStatus; kind?: ApplicationKind; pageNum: number; pageSize: number },
): Promise<{ total: number; rows: ApplicationRow[] }> {
  // drafts are the applicant's own: the desk sees what was submitted at least once
  const where = `($1::smallint is null or status = $1) and ($2::text is null or kind = $2) and submitted_at is not null`;
  const params = [filter.status ?? null, filter.kind ?? null];
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from partner_application where ${where}`, params);
  const rows = await db.query<ApplicationRow>(
    `select ${COLUMNS} from partner_application where ${where} order by (status = ${ApplicationStatus.Submitted}) desc, submitted_at, id limit $3 offset $4`,
    [...params, filter.pageSize, (filter.pageNum - 1) * filter.pageSize],
  );
  return { total: Number(count?.total ?? 0), rows: rows.map(normalise) };
}

export async function knownTopCategories(db: Queryable, ids: readonly number[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from category where id = any($1::int[]) and parent_id is null and status = ${CatalogueStatus.Active}`, [
    [...ids],
  ]);
  return Number(row?.n ?? 0);
}

// ---------- accounts the approval creates or upgrades ----------
export interface AccountRow {
  id: number;
  roles: number[];
}

export async function accountByEmail(db: Queryable, email: string, lock = false): Promise<AccountRow | null> {
  const rows = await db.query<AccountRow>(
    `select u.id, array(select r.role_id::int from user_role r where r.user_id = u.id order by r.role_id) as roles
       from app_user u where u.email = $1 ${lock ? 'for update' : ''}`,
    [email],
  );
  return rows[0] ?? null;
}

export async function accountEmail(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ email: string }>(`select email from app_user where id = $1`, [userId]);
  return row?.email ?? null;
}

/**
 * Gives the account a role (if it lacks it) and, for company details it has not filled in, the
 * application's; bumps the permission version so its open sessions reload (code 7017).
 */
export async function grantRole(
  tx: Queryable,
  userId: number,
  role: number,
  details: { companyName: string; firstName: string; lastName: string; vatNumber: string; purchasePermission?: boolean },
): Promise<void> {
  await tx.query(`insert into user_role (user_id, role_id) values ($1, $2) on conflict do nothing`, [userId, role]);
  await tx.query(
    `update app_user set company_name = coalesce(company_name, nullif($2, '')), first_name = coalesce(first_name, nullif($3, '')),
            last_name = coalesce(last_name, nullif($4, '')), vat_number = coalesce(vat_number, nullif($5, '')),
            purchase_permission = purchase_permission or $6, permission_version = permission_version + 1, updated_at = now()
      where id = $1`,
    [userId, details.companyName, details.firstName, details.lastName, details.vatNumber, details.purchasePermission ?? false],
  );
}

export async function insertSellerAccount(
  tx: Queryable,
  input: { username: string; email: string; passwordHash: string; language: string; firstName: string; lastName: string; companyName: string; vatNumber: string },
  role: number,
): Promise<number> {
  const [account] = await tx.query<{ id: number }>(
    `insert into app_user (username, email, password_hash, language, first_name, last_name, company_name, vat_number)
     values ($1, $2, $3, $4, $5, $6, $7, nullif($8, '')) returning id`,
    [input.username, input.email, input.passwordHash, input.language, input.firstName, input.lastName, input.companyName, input.vatNumber],
  );
  await tx.query('insert into user_role (user_id, role_id) values ($1, $2)', [account!.id, role]);
  return account!.id;
}

export async function usernameTaken(db: Queryable, username: string): Promise<boolean> {
  return (await db.query(`select 1 from app_user where lower(username) = lower($1)`, [username])).length > 0;
}

/**
 * Platform staff: the platform role and customer service (/platformUser/selectList); only those of
 * `ids` when given (the assignees of a page of the desk, one assignee being checked).
 */
export async function platformStaff(
  db: Queryable,
  roles: readonly number[],
  ids?: readonly number[],
): Promise<Array<{ id: number; name: string; email: string; roles: number[] }>> {
  return db.query(
    `select u.id, coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), u.nickname, u.username) as name, u.email,
            array(select r.role_id::int from user_role r where r.user_id = u.id order by r.role_id) as roles
       from app_user u where exists (select 1 from user_role r where r.user_id = u.id and r.role_id = any($1::smallint[]))
        and ($2::int[] is null or u.id = any($2::int[]))
      order by u.id`,
    [[...roles], ids ? [...ids] : null],
  );
}

/** Assigns the application to a staff member or to nobody; false when it is not on the desk (a draft). */
export async function assign(db: Queryable, id: number, assigneeUserId: number | null): Promise<boolean> {
  const rows = await db.query('update partner_application set assignee_user_id = $2 where id = $1 and submitted_at is not null returning id', [id, assigneeUserId]);
  return rows.length > 0;
}
