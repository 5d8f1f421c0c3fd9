/**
 * The demo's product sold by quantity (issue 33 item 3 demo data), made the way a goods owner makes it:
 * the demo goods owner uploads its picture and creates and publishes the listing through the seller
 * centre's calls (app.inject under a session opened for the seed and revoked after it). Tea in two blends,
 * in cases of 12, at least two cases; English Breakfast £4.99 a box, £4.49 from 120 and £3.99 from 480. Idempotent: the
 * listing's create key is fixed, so a second run finds it and makes nothing.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import * as ApiPath from '@clearlot/contract/api/paths';
import { CatalogueStatus, type CreateListingBody, type ListingDetail, type ListingPicture } from '@clearlot/contract';
import { throughApi } from '../../../db/demo-through-api';
import type { Db } from '../../../platform/db';

/** The demo listing's create key (the seller centre's idempotency key): the same listing however often the seed runs. */
export const DEMO_TIERED_LISTING_KEY = '6f1d0c52-7a1e-4b7e-9c33-0d5e2a8b4a12';
export const DEMO_TIERED_LISTING_NAME = 'Supermarket Tea, 80 bags — sold by the case';

/** A box of tea drawn as the demo catalogue draws its pictures: no words, so it serves both languages. */
const TEA_BOX_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900" viewBox="0 0 900 900">
<rect width="900" height="900" fill="#f6efe4"/>
<rect x="220" y="250" width="460" height="420" rx="24" fill="#7a2e1f"/>
<rect x="220" y="250" width="460" height="90" rx="24" fill="#9c3d29"/>
<circle cx="450" cy="500" r="110" fill="#f2d7a7"/>
<path d="M395 470 h110 v60 a55 55 0 0 1 -110 0 z" fill="#7a2e1f"/>
<path d="M505 480 a25 25 0 0 1 0 45" stroke="#7a2e1f" stroke-width="12" fill="none"/>
<rect x="330" y="700" width="240" height="18" rx="9" fill="#c9b79c"/>
</svg>`;

const BOUNDARY = '----ClearLotDemoTea';

/** One blend: 12 boxes to a case, at least 24, its price a box and its tier prices from 120 and 480 boxes; 2,400 boxes in stock. */
const blend = (valueEn: string, value: string, price: number, tiers: [number, number], warehouseCode: string): CreateListingBody['skus'][number] => ({
  options: [{ name: '茶种', nameEn: 'Blend', value, valueEn }],
  image: null,
  price,
  referencePrice: 899,
  weightGrams: 260,
  lengthMm: 160,
  widthMm: 80,
  heightMm: 80,
  stock: [{ warehouseCode, quantity: 2_400 }],
  minQuantity: 24,
  casePack: 12,
  priceTiers: [
    { minQuantity: 120, price: tiers[0] },
    { minQuantity: 480, price: tiers[1] },
  ],
});

export async function uploadPicture(app: FastifyInstance, token: string, svg = TEA_BOX_SVG, filename = 'breakfast-tea.png'): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: ApiPath.file.listingPicture,
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload,
  });
  const envelope = response.json<{ code: number; messageEn?: string; data: ListingPicture }>();
  if (envelope.code !== 200) throw new Error(`demo tiered listing: picture upload answered ${envelope.code} ${envelope.messageEn ?? ''}`);
  return envelope.data.path;
}

export async function seedDemoTieredListing(app: FastifyInstance, db: Db): Promise<void> {
  const [owner] = await db.query<{ userId: number; ownerId: number }>(
    `select u.id as "userId", g.id as "ownerId" from app_user u join goods_owner g on g.user_id = u.id where u.email = 'owner@clearlot.test'`,
  );
  if (!owner) return;
  if ((await db.query('select 1 from product where owner_id = $1 and create_key = $2', [owner.ownerId, DEMO_TIERED_LISTING_KEY])).length > 0) return;
  const [refs] = await db.query<{ categoryId: number; brandId: number; warehouseCode: string }>(
    `select (select id from category where name_en = 'Coffee & Tea' and parent_id is not null order by id limit 1) as "categoryId",
            (select id from brand where status = ${CatalogueStatus.Active} order by id limit 1) as "brandId",
            (select warehouse_code from warehouse order by id limit 1) as "warehouseCode"`,
  );
  if (!refs?.categoryId || !refs.brandId || !refs.warehouseCode) return;

  await throughApi(app, db, 'demo tiered listing', async ({ call, session }) => {
    const token = await session(owner.userId);
    const picture = await uploadPicture(app, token);
    const body: CreateListingBody = {
      clientKey: DEMO_TIERED_LISTING_KEY,
      nameEn: DEMO_TIERED_LISTING_NAME,
      nameZh: '超市红茶 80 袋装（整箱销售）',
      sellingPointEn: 'Best-before stock, sold by the case',
      sellingPointZh: '临期余货，整箱起售',
      descriptionEn: 'Boxes of 80 tea bags from a supermarket overstock, in sealed cases of 12 boxes. Buy more cases for a lower price per box.',
      descriptionZh: '超市积压的红茶，每盒 80 袋，原封 12 盒一箱。整箱起售，买得越多单价越低。',
      categoryId: refs.categoryId,
      brandId: refs.brandId,
      condition: 1,
      pictures: [picture],
      // two blends, each its own option with the same case and minimum; the cards then offer "choose options", so the
      // journeys that buy a single unit of a product without options never pick this one
      skus: [blend('English Breakfast', '英式早餐茶', 499, [449, 399], refs.warehouseCode), blend('Earl Grey', '伯爵茶', 529, [479, 429], refs.warehouseCode)],
    };
    const listing = await call<ListingDetail>(ApiPath.product.createListing, body, token);
    await call(ApiPath.product.publishListing, { id: listing.id }, token);
  });
}
