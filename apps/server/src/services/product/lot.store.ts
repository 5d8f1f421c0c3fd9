/**
 * A lot's manifest rows (issue 33 item 4), the product service's own table: written whole with each edit
 * of the listing (or a manifest import), under the listing's lock; read by the listing editor, the product
 * page and the manifest's CSV.
 */
import type { ManifestRow } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';

/** Replaces the product's manifest with these rows, in order (none: the listing is not a lot). */
export async function writeManifest(tx: Queryable, productId: number, rows: readonly ManifestRow[]): Promise<void> {
  await tx.query('delete from lot_manifest_row where product_id = $1', [productId]);
  if (rows.length === 0) return;
  await tx.query(
    `insert into lot_manifest_row (product_id, position, description, quantity, retail_value, condition_grade)
     select $1, n - 1, d, q, v, g from unnest($2::text[], $3::int[], $4::int[], $5::smallint[]) with ordinality as t(d, q, v, g, n)`,
    [productId, rows.map((row) => row.description), rows.map((row) => row.quantity), rows.map((row) => row.retailValue), rows.map((row) => row.condition)],
  );
}

/** The product's manifest rows in order; empty when it is not a lot. */
export async function manifestOf(db: Queryable, productId: number): Promise<ManifestRow[]> {
  return db.query<ManifestRow>(
    `select description, quantity, retail_value as "retailValue", condition_grade::int as condition
       from lot_manifest_row where product_id = $1 order by position`,
    [productId],
  );
}

/** A product's manifest when it is on sale (the product page's download); null when it is not on sale. */
export async function manifestOnSale(db: Queryable, productId: number): Promise<ManifestRow[] | null> {
  const [product] = await db.query<{ id: number }>('select id from product where id = $1 and status = 1', [productId]);
  return product ? manifestOf(db, productId) : null;
}
