/** SQL of the flash deals desk (issue 34 item 3). A deal's state is decided by the database's clock, as the storefront's list is. */
import type { DeskFlashDeal, ScheduleState } from '@clearlot/contract';
import { CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

/** The schedule state by the database's clock (rules/shopWindow.ts scheduleState, in SQL). */
const stateSql = `case when d.status <> ${CatalogueStatus.Active} then 'retired' when d.ends_at <= now() then 'ended' when d.starts_at > now() then 'scheduled' else 'showing' end`;

const columns = `d.id, d.product_id as "productId", p.name_en as "productNameEn", p.name_zh as "productNameZh", split_part(p.media, ',', 1) as "productImage",
  p.price as "productPrice", d.deal_price as "dealPrice", d.quantity as "limit", d.sold,
  extract(epoch from d.starts_at)::int as "startsAt", extract(epoch from d.ends_at)::int as "endsAt", ${stateSql} as state`;

export async function deskDeals(
  db: Queryable,
  search: { keyword: string; state?: ScheduleState | undefined; pageNum: number; pageSize: number },
): Promise<{ rows: DeskFlashDeal[]; total: number }> {
  const where = `($1 = '' or p.name_en ilike '%' || $1 || '%' or p.name_zh like '%' || $1 || '%' or p.id::text = $1) and ($2::text is null or ${stateSql} = $2)`;
  const params = [search.keyword.replace(/[\\%_]/g, (c) => `\\${c}`), search.state ?? null];
  const [rows, count] = await Promise.all([
    db.query<DeskFlashDeal>(`select ${columns} from flash_deal d join product p on p.id = d.product_id where ${where} order by d.starts_at desc, d.id desc limit $3 offset $4`, [
      ...params,
      search.pageSize,
      (search.pageNum - 1) * search.pageSize,
    ]),
    db.query<{ n: number }>(`select count(*)::int as n from flash_deal d join product p on p.id = d.product_id where ${where}`, params),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function deskDeal(db: Queryable, id: number, lock = false): Promise<DeskFlashDeal | null> {
  const [row] = await db.query<DeskFlashDeal>(`select ${columns} from flash_deal d join product p on p.id = d.product_id where d.id = $1${lock ? ' for update of d' : ''}`, [id]);
  return row ?? null;
}

/** The product a deal is for, with the deal writes for it held off until the caller's transaction ends. */
export async function productForDeal(tx: Queryable, productId: number): Promise<{ price: number; hasOptions: boolean; onSale: boolean } | null> {
  await tx.query('select pg_advisory_xact_lock(4760, $1)', [productId]);
  const [row] = await tx.query<{ price: number; hasOptions: boolean; onSale: boolean }>(
    `select price, has_options as "hasOptions", status = ${CatalogueStatus.Active} as "onSale" from product where id = $1`,
    [productId],
  );
  return row ?? null;
}

/** Whether another deal of the product (not withdrawn) runs at some time between start and end. */
export async function overlaps(tx: Queryable, productId: number, startsAt: number, endsAt: number, exceptId: number | null): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from flash_deal where product_id = $1 and status = ${CatalogueStatus.Active} and starts_at < to_timestamp($3) and ends_at > to_timestamp($2)
        and ($4::int is null or id <> $4) limit 1`,
    [productId, startsAt, endsAt, exceptId],
  );
  return rows.length > 0;
}

export interface DealTerms {
  dealPrice: number;
  limit: number | null;
  startsAt: number;
  endsAt: number;
}

export async function insertDeal(tx: Queryable, productId: number, terms: DealTerms): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'insert into flash_deal (product_id, deal_price, quantity, starts_at, ends_at) values ($1, $2, $3, to_timestamp($4), to_timestamp($5)) returning id',
    [productId, terms.dealPrice, terms.limit, terms.startsAt, terms.endsAt],
  );
  return row!.id;
}

export async function updateDeal(tx: Queryable, id: number, terms: DealTerms): Promise<void> {
  await tx.query('update flash_deal set deal_price = $2, quantity = $3, starts_at = to_timestamp($4), ends_at = to_timestamp($5) where id = $1', [
    id,
    terms.dealPrice,
    terms.limit,
    terms.startsAt,
    terms.endsAt,
  ]);
}

/** Withdraws a deal; false when it already was. */
export async function withdrawDeal(tx: Queryable, id: number): Promise<boolean> {
  const rows = await tx.query(`update flash_deal set status = ${CatalogueStatus.Withdrawn} where id = $1 and status = ${CatalogueStatus.Active} returning id`, [id]);
  return rows.length === 1;
}
