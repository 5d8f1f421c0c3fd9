/**
 * The demo's lots with manifests (issue 33 items 4 and 7), made the way a goods owner makes them: the demo
 * goods owner uploads a picture and creates and publishes each lot through the seller centre's calls
 * (app.inject under a session opened for the seed and revoked after it). A pallet of mixed power tools and
 * a case of homeware customer returns, each sold as one, listed under its lowest row grade, its reference
 * price the retail value the manifest represents. Idempotent: each lot's create key is fixed.
 */
import type { FastifyInstance } from 'fastify';
import * as ApiPath from '@clearlot/contract/api/paths';
import { CatalogueStatus, type CreateListingBody, type ListingDetail, type ManifestRowInput, lotGrade, manifestTotals } from '@clearlot/contract';
import { throughApi } from '../../../db/demo-through-api';
import type { Db } from '../../../platform/db';
import { uploadPicture } from './seed';

export const DEMO_LOT_NAMES = ['Pallet of mixed power tools — 42 items', 'Case of homeware customer returns — 30 items'] as const;

/** A pallet drawn as the demo catalogue draws its pictures: no words, so it serves both languages. */
const PALLET_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900" viewBox="0 0 900 900">
<rect width="900" height="900" fill="#eef1f4"/>
<rect x="150" y="640" width="600" height="40" fill="#a0764a"/><rect x="170" y="680" width="60" height="50" fill="#8a6238"/>
<rect x="420" y="680" width="60" height="50" fill="#8a6238"/><rect x="670" y="680" width="60" height="50" fill="#8a6238"/>
<rect x="180" y="420" width="250" height="220" fill="#c98b3c"/><rect x="450" y="440" width="270" height="200" fill="#b67a2e"/>
<rect x="250" y="230" width="330" height="190" fill="#d9a15a"/><rect x="400" y="230" width="30" height="190" fill="#f4e1b8"/>
<rect x="300" y="420" width="30" height="220" fill="#f4e1b8"/>
</svg>`;

const CASE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900" viewBox="0 0 900 900">
<rect width="900" height="900" fill="#f5f0ea"/>
<path d="M200 330 L450 230 L700 330 L450 430 Z" fill="#d8b07a"/><path d="M200 330 L450 430 L450 720 L200 620 Z" fill="#c39257"/>
<path d="M700 330 L450 430 L450 720 L700 620 Z" fill="#ad7d45"/><path d="M450 430 L450 720" stroke="#f7e6c8" stroke-width="18"/>
<circle cx="330" cy="520" r="40" fill="#e8d3b0"/><rect x="540" y="480" width="90" height="60" rx="10" fill="#e8d3b0"/>
</svg>`;

interface DemoLot {
  key: string;
  nameEn: string;
  nameZh: string;
  sellingPointEn: string;
  sellingPointZh: string;
  descriptionEn: string;
  descriptionZh: string;
  category: string;
  svg: string;
  price: number;
  weightGrams: number;
  sides: [number, number, number];
  stock: number;
  manifest: ManifestRowInput[];
}

const LOTS: DemoLot[] = [
  {
    key: '2b7d8e10-4c55-4b8a-9a61-7f3e0d2c9b41',
    nameEn: DEMO_LOT_NAMES[0],
    nameZh: '混合电动工具整托 — 42 件',
    sellingPointEn: 'One pallet, sold as one, manifest below',
    sellingPointZh: '整托出售，清单见下',
    descriptionEn:
      'A retailer’s end-of-season pallet of power tools: boxed new stock, open-box returns and a few used items. Sold as one lot, collected or delivered on one pallet.',
    descriptionZh: '零售商换季清仓的电动工具整托：全新原箱、开箱退货及少量二手。整批出售，整托提货或配送。',
    category: 'Power Tools',
    svg: PALLET_SVG,
    price: 89_500,
    weightGrams: 180_000,
    sides: [1_200, 1_000, 1_100],
    stock: 3,
    manifest: [
      { description: 'Cordless drill driver 18V, boxed', quantity: 12, retailValue: 5_999, condition: 1 },
      { description: 'Combi drill 18V with two batteries', quantity: 6, retailValue: 12_999, condition: 1 },
      { description: 'Jigsaw 650W, open box', quantity: 8, retailValue: 4_499, condition: 2 },
      { description: 'Random orbital sander, customer return', quantity: 10, retailValue: 3_999, condition: 4 },
      { description: 'Mitre saw 210 mm, scuffed case', quantity: 2, retailValue: 14_999, condition: 4 },
      { description: 'Angle grinder 115 mm, used', quantity: 4, retailValue: 3_499, condition: 5 },
    ],
  },
  {
    key: '5e0a9c37-1f2d-4e6b-8b7a-3c9d4f1a2e68',
    nameEn: DEMO_LOT_NAMES[1],
    nameZh: '家居用品退货整箱 — 30 件',
    sellingPointEn: 'Checked customer returns, sold as one case',
    sellingPointZh: '已检验的顾客退货，整箱出售',
    descriptionEn: 'Customer returns from an online homeware shop, each checked and graded. Sold as one case.',
    descriptionZh: '网上家居店的顾客退货，逐件检验分级。整箱出售。',
    category: 'Cookware',
    svg: CASE_SVG,
    price: 21_000,
    weightGrams: 24_000,
    sides: [600, 400, 400],
    stock: 5,
    manifest: [
      { description: 'Non-stick frying pan 28 cm', quantity: 10, retailValue: 2_499, condition: 2 },
      { description: 'Cast iron casserole 4 L, chipped lid', quantity: 4, retailValue: 6_999, condition: 4 },
      { description: 'Stainless saucepan set of 3', quantity: 6, retailValue: 4_999, condition: 3 },
      { description: 'Glass storage jars, set of 6', quantity: 10, retailValue: 1_999, condition: 1 },
    ],
  },
];

export async function seedDemoLots(app: FastifyInstance, db: Db): Promise<void> {
  const [owner] = await db.query<{ userId: number; ownerId: number }>(
    `select u.id as "userId", g.id as "ownerId" from app_user u join goods_owner g on g.user_id = u.id where u.email = 'owner@clearlot.test'`,
  );
  if (!owner) return;
  const made = await db.query<{ key: string }>('select create_key::text as key from product where owner_id = $1 and create_key = any($2::uuid[])', [
    owner.ownerId,
    LOTS.map((lot) => lot.key),
  ]);
  const missing = LOTS.filter((lot) => !made.some((row) => row.key === lot.key));
  if (missing.length === 0) return;
  const refs = await db.query<{ name: string; categoryId: number }>(
    `select name_en as name, min(id)::int as "categoryId" from category where parent_id is not null and status = ${CatalogueStatus.Active} group by name_en`,
  );
  const [fallback] = await db.query<{ brandId: number; warehouseCode: string; categoryId: number }>(
    `select (select id from brand where status = ${CatalogueStatus.Active} order by id limit 1) as "brandId",
            (select warehouse_code from warehouse order by id limit 1) as "warehouseCode",
            (select id from category where parent_id is not null order by id limit 1) as "categoryId"`,
  );
  if (!fallback?.brandId || !fallback.warehouseCode || !fallback.categoryId) return;

  await throughApi(app, db, 'demo lots', async ({ call, session }) => {
    const token = await session(owner.userId);
    for (const lot of missing) {
      const picture = await uploadPicture(app, token, lot.svg, 'lot.png');
      const body: CreateListingBody = {
        clientKey: lot.key,
        nameEn: lot.nameEn,
        nameZh: lot.nameZh,
        sellingPointEn: lot.sellingPointEn,
        sellingPointZh: lot.sellingPointZh,
        descriptionEn: lot.descriptionEn,
        descriptionZh: lot.descriptionZh,
        categoryId: refs.find((row) => row.name === lot.category)?.categoryId ?? fallback.categoryId,
        brandId: fallback.brandId,
        condition: lotGrade(lot.manifest)!,
        pictures: [picture],
        skus: [
          {
            options: [],
            image: null,
            price: lot.price,
            // the reference (retail) price of a lot: the retail value its manifest represents
            referencePrice: manifestTotals(lot.manifest).retailValue,
            weightGrams: lot.weightGrams,
            lengthMm: lot.sides[0],
            widthMm: lot.sides[1],
            heightMm: lot.sides[2],
            stock: [{ warehouseCode: fallback.warehouseCode, quantity: lot.stock }],
          },
        ],
        manifest: lot.manifest,
      };
      const listing = await call<ListingDetail>(ApiPath.product.createListing, body, token);
      await call(ApiPath.product.publishListing, { id: listing.id }, token);
    }
  });
}
