/** Test support for the listings and stock calls: a second goods owner, a picture upload, a valid listing body. */
import { randomUUID } from 'node:crypto';
import { type CreateListingBody, type ListingDetail, type ListingPicture, Role, type UpdateListingBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ImportRequest } from '@clearlot/contract/schemas/import';
import { createSession } from '../../../platform/sessions';
import type { TestApp } from '../../../testing/harness';

let serial = 0;

/** A goods owner with a shop of their own and a session, made straight in the database. */
export async function makeOwner(t: TestApp): Promise<{ userId: number; ownerId: number; token: string }> {
  serial += 1;
  const tag = `${Date.now().toString(36)}${serial}${Math.random().toString(36).slice(2, 6)}`;
  const [user] = await t.db.query<{ id: number }>(`insert into app_user (username, email, password_hash) values ($1, $2, 'not-a-hash') returning id`, [
    `owner_${tag}`,
    `owner_${tag}@clearlot.test`,
  ]);
  await t.db.query('insert into user_role (user_id, role_id) values ($1, $2)', [user!.id, Role.Seller]);
  const [shop] = await t.db.query<{ id: number }>(`insert into goods_owner (user_id, shop_name_en, shop_name_zh) values ($1, $2, $2) returning id`, [user!.id, `Shop ${tag}`]);
  const token = await createSession(t.db, { userId: user!.id, pending: false, ip: null, userAgent: 'test' });
  return { userId: user!.id, ownerId: shop!.id, token };
}

const BOUNDARY = '----ClearLotListingBoundary';

/** Uploads a file as a listing picture; the raw answer. */
export async function uploadListingPicture(t: TestApp, token: string, filename: string, bytes: Buffer) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: ApiPath.file.listingPicture,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  return { status: response.statusCode, body: response.json<{ code: number; data: ListingPicture }>() };
}

/** A subcategory, a brand and a warehouse that exist. */
export async function catalogueRefs(t: TestApp): Promise<{ categoryId: number; category1Id: number; brandId: number; warehouseCode: string; otherWarehouse: string }> {
  const [category] = await t.db.query<{ id: number; parentId: number }>('select id, parent_id as "parentId" from category where parent_id is not null order by id limit 1');
  const [brand] = await t.db.query<{ id: number }>('select id from brand where status = 1 order by id limit 1');
  const warehouses = await t.db.query<{ code: string }>('select warehouse_code as code from warehouse order by id limit 2');
  return { categoryId: category!.id, category1Id: category!.parentId, brandId: brand!.id, warehouseCode: warehouses[0]!.code, otherWarehouse: warehouses[1]!.code };
}

/** A listing body with two options (colours), each with stock at the first warehouse. */
export function listingBody(refs: Awaited<ReturnType<typeof catalogueRefs>>, picture: string, name = 'Quillfeather Espresso Grinder'): CreateListingBody {
  const option = (valueEn: string, value: string, price: number) => ({
    options: [{ name: '颜色', nameEn: 'Colour', value, valueEn }],
    image: picture,
    price,
    referencePrice: 12_000,
    weightGrams: 2_500,
    lengthMm: 300,
    widthMm: 200,
    heightMm: 150,
    stock: [{ warehouseCode: refs.warehouseCode, quantity: 10 }],
  });
  return {
    clientKey: randomUUID(),
    nameEn: name,
    nameZh: '羽笔咖啡研磨机',
    sellingPointEn: 'Boxed surplus',
    sellingPointZh: '原箱余货',
    descriptionEn: 'Surplus stock from a UK retailer.',
    descriptionZh: '英国零售商的余货。',
    categoryId: refs.categoryId,
    brandId: refs.brandId,
    condition: 2,
    pictures: [picture],
    skus: [option('Black', '黑色', 6_000), option('Silver', '银色', 6_500)],
  };
}

/** The edit body of a listing as the editor would send it back, with its options kept (sizes at least 1 mm, weight at least 1 g, as the form asks). */
export const asEdit = (listing: ListingDetail): UpdateListingBody => ({
  id: listing.id,
  version: listing.version,
  nameEn: listing.nameEn,
  nameZh: listing.nameZh,
  sellingPointEn: listing.sellingPointEn,
  sellingPointZh: listing.sellingPointZh,
  descriptionEn: listing.descriptionEn,
  descriptionZh: listing.descriptionZh,
  categoryId: listing.categoryId,
  brandId: listing.brandId,
  condition: listing.condition as UpdateListingBody['condition'],
  pictures: listing.pictures,
  skus: listing.skus.map((sku) => ({
    id: sku.id,
    options: sku.options,
    image: sku.image,
    price: sku.price,
    referencePrice: sku.referencePrice,
    weightGrams: Math.max(1, sku.weightGrams),
    lengthMm: Math.max(1, sku.lengthMm),
    widthMm: Math.max(1, sku.widthMm),
    heightMm: Math.max(1, sku.heightMm),
  })),
});

const IMPORT_BOUNDARY = '----ClearLotImportBoundary';

/** Sends an import form (the file and the request as JSON) to the preview or the commit; the status and the envelope. */
export async function sendImport<T>(t: TestApp, path: string, file: Buffer, request: ImportRequest, token: string | null) {
  const payload = Buffer.concat([
    Buffer.from(`--${IMPORT_BOUNDARY}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(request)}\r\n`),
    Buffer.from(`--${IMPORT_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="import.csv"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${IMPORT_BOUNDARY}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': `multipart/form-data; boundary=${IMPORT_BOUNDARY}` },
    payload,
  });
  return { status: response.statusCode, body: response.json<{ code: number; message: string; messageEn: string; data: T }>() };
}

/** A CSV of these rows, quoted where a cell needs it. */
export const csvOf = (rows: ReadonlyArray<ReadonlyArray<string | number>>) =>
  Buffer.from(rows.map((row) => row.map((cell) => (/[",\n]/.test(String(cell)) ? `"${String(cell).replace(/"/g, '""')}"` : String(cell))).join(',')).join('\r\n'));
