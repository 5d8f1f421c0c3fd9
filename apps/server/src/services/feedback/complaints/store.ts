/**
 * Every SQL statement of complaints: what a buyer can complain about (their orders and the goods
 * owners they bought from), the complaint and its history, its moves (through the platform's one
 * transition function, machine below), and what the buyer's list and the agent's desk read.
 */
import { COMPLAINT_TAB_STATUSES, ComplaintActor, ComplaintStatus, type ComplaintTab, type ComplaintTarget, type ComplaintType } from '@clearlot/contract';
import type { AttachedFile } from '@clearlot/contract/schemas/file';
import type { Queryable } from '../../../platform/db';
import { defineMachine, transition } from '../../../platform/transitions';

/** A complaint moves open ⇄ answered → closed (or withdrawn by the buyer); every move is logged in complaint_log with who made it and their words. */
const complaintMachine = defineMachine<ComplaintStatus, ComplaintActor>({
  table: 'complaint',
  logTable: 'complaint_log',
  logKey: 'complaint_id',
  statuses: ComplaintStatus,
  actors: ComplaintActor,
  touched: 'updated_at',
  returning: 'id',
});

/** Moves the complaint if it is still in one of `from`, logging the move with the person's words and photos; false when it had moved on. */
export async function moveComplaint(
  tx: Queryable,
  id: number,
  from: readonly ComplaintStatus[],
  to: ComplaintStatus,
  actor: ComplaintActor,
  note: string,
  photos: readonly AttachedFile[] = [],
): Promise<boolean> {
  const moved = await transition<ComplaintStatus, ComplaintActor, { id: number }>(tx, complaintMachine, { where: { id }, from, to, actor, note });
  if (moved.length === 0) return false;
  if (photos.length > 0) {
    await tx.query('update complaint_log set photos = $2::jsonb where id = (select max(id) from complaint_log where complaint_id = $1)', [id, JSON.stringify(photos)]);
  }
  return true;
}

// ---------- what can be complained about ----------
export async function buyersOrder(db: Queryable, userId: number, orderNo: string): Promise<{ id: number; ownerId: number } | null> {
  const [row] = await db.query<{ id: number; ownerId: number }>('select id, owner_id as "ownerId" from shop_order where order_no = $1 and user_id = $2', [orderNo, userId]);
  return row ?? null;
}

export async function ownerExists(db: Queryable, ownerId: number): Promise<boolean> {
  return (await db.query('select 1 from goods_owner where id = $1', [ownerId])).length > 0;
}

/** The buyer's newest orders and the goods owners of all their orders, for the Complain page. */
export async function targetsOf(db: Queryable, userId: number) {
  const orders = await db.query<{ orderNo: string; ownerId: number; shopName: string; shopNameEn: string; orderedAt: Date }>(
    `select o.order_no as "orderNo", o.owner_id as "ownerId", g.shop_name_zh as "shopName", g.shop_name_en as "shopNameEn", o.created_at as "orderedAt"
       from shop_order o join goods_owner g on g.id = o.owner_id where o.user_id = $1 order by o.id desc limit 50`,
    [userId],
  );
  const owners = await db.query<{ ownerId: number; shopName: string; shopNameEn: string }>(
    `select g.id as "ownerId", g.shop_name_zh as "shopName", g.shop_name_en as "shopNameEn"
       from goods_owner g where g.id in (select distinct owner_id from shop_order where user_id = $1) order by g.shop_name_en, g.id`,
    [userId],
  );
  return { orders, owners };
}

// ---------- complaints ----------
export interface NewComplaint {
  complaintNo: string;
  userId: number;
  target: ComplaintTarget;
  orderId: number | null;
  ownerId: number;
  type: ComplaintType;
  description: string;
  photos: AttachedFile[];
  clientKey: string;
  requestHash: string;
}

/** Records an open complaint and its first history row (the description, with its photos); null when the client key was used already. */
export async function insertComplaint(tx: Queryable, complaint: NewComplaint): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    `insert into complaint (complaint_no, user_id, target, order_id, owner_id, type, status, description, photos, client_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11)
     on conflict (user_id, client_key) do nothing returning id`,
    [
      complaint.complaintNo,
      complaint.userId,
      complaint.target,
      complaint.orderId,
      complaint.ownerId,
      complaint.type,
      ComplaintStatus.Open,
      complaint.description,
      JSON.stringify(complaint.photos),
      complaint.clientKey,
      complaint.requestHash,
    ],
  );
  if (!row) return null;
  await tx.query('insert into complaint_log (complaint_id, status, actor, note, photos) values ($1, $2, $3, $4, $5::jsonb)', [
    row.id,
    ComplaintStatus.Open,
    ComplaintActor.Buyer,
    complaint.description,
    JSON.stringify(complaint.photos),
  ]);
  return row.id;
}

export async function complaintOfClientKey(db: Queryable, userId: number, clientKey: string): Promise<{ complaintNo: string; requestHash: string } | null> {
  const [row] = await db.query<{ complaintNo: string; requestHash: string }>(
    'select complaint_no as "complaintNo", request_hash as "requestHash" from complaint where user_id = $1 and client_key = $2',
    [userId, clientKey],
  );
  return row ?? null;
}

/** Who may see a complaint: its buyer, or (no user given) customer service. */
export interface ComplaintScope {
  userId?: number;
}

export interface ComplaintRow {
  id: number;
  complaintNo: string;
  userId: number;
  status: ComplaintStatus;
}

export async function lockComplaint(tx: Queryable, scope: ComplaintScope, complaintNo: string): Promise<ComplaintRow | null> {
  const params: unknown[] = [complaintNo];
  const mine = scope.userId === undefined ? '' : ` and user_id = $${params.push(scope.userId)}`;
  const [row] = await tx.query<ComplaintRow>(
    `select id, complaint_no as "complaintNo", user_id as "userId", status from complaint where complaint_no = $1${mine} for update`,
    params,
  );
  return row ?? null;
}

export interface ComplaintSummaryRow {
  id: number;
  complaintNo: string;
  userId: number;
  target: ComplaintTarget;
  orderNo: string | null;
  ownerId: number;
  shopName: string;
  shopNameEn: string;
  type: ComplaintType;
  status: ComplaintStatus;
  description: string;
  photos: AttachedFile[];
  buyerName: string;
  buyerEmail: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const SUMMARY = `select c.id, c.complaint_no as "complaintNo", c.user_id as "userId", c.target, o.order_no as "orderNo", c.owner_id as "ownerId",
    g.shop_name_zh as "shopName", g.shop_name_en as "shopNameEn", c.type, c.status, c.description, c.photos,
    u.username as "buyerName", u.email as "buyerEmail", c.created_at as "createdAt", c.updated_at as "updatedAt"
  from complaint c join goods_owner g on g.id = c.owner_id join app_user u on u.id = c.user_id left join shop_order o on o.id = c.order_id`;

export async function complaintRow(db: Queryable, scope: ComplaintScope, complaintNo: string): Promise<ComplaintSummaryRow | null> {
  const params: unknown[] = [complaintNo];
  const mine = scope.userId === undefined ? '' : ` and c.user_id = $${params.push(scope.userId)}`;
  const [row] = await db.query<ComplaintSummaryRow>(`${SUMMARY} where c.complaint_no = $1${mine}`, params);
  return row ?? null;
}

export interface ComplaintLogRow {
  status: ComplaintStatus;
  actor: ComplaintActor;
  note: string;
  photos: AttachedFile[];
  createdAt: Date | string;
}

export const logsOf = (db: Queryable, complaintId: number) =>
  db.query<ComplaintLogRow>('select status, actor, note, photos, created_at as "createdAt" from complaint_log where complaint_id = $1 order by id', [complaintId]);

/** A page of complaints in the scope and tab (a keyword matches the complaint or order number), newest change first, with every tab's count. */
export async function listComplaints(db: Queryable, scope: ComplaintScope, tab: ComplaintTab, keyword: string, pageNum: number, pageSize: number) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (scope.userId !== undefined) conditions.push(`c.user_id = $${params.push(scope.userId)}`);
  if (keyword) {
    const like = `%${keyword.toUpperCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    conditions.push(`(c.complaint_no like $${params.push(like)} or o.order_no like $${params.length})`);
  }
  const base = conditions.length ? conditions.join(' and ') : 'true';
  const countRows = await db.query<{ status: ComplaintStatus; n: number }>(
    `select c.status, count(*)::int as n from complaint c left join shop_order o on o.id = c.order_id where ${base} group by c.status`,
    params,
  );
  const countOf = (t: ComplaintTab) => countRows.filter((row) => COMPLAINT_TAB_STATUSES[t].includes(row.status)).reduce((sum, row) => sum + row.n, 0);
  const counts = { all: countOf('all'), open: countOf('open'), answered: countOf('answered'), closed: countOf('closed') };
  const listParams = [...params];
  const list = await db.query<ComplaintSummaryRow>(
    `${SUMMARY} where ${base} and c.status = any($${listParams.push(COMPLAINT_TAB_STATUSES[tab])}::smallint[])
      order by c.updated_at desc, c.id desc limit $${listParams.push(pageSize)} offset $${listParams.push((pageNum - 1) * pageSize)}`,
    listParams,
  );
  return { list, total: counts[tab], counts };
}
