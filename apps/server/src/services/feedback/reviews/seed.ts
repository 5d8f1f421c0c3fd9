/**
 * Demo reviews and one open complaint (issue 14 demo data), made the way people make them: two
 * demo trading buyers order three of the demo goods owner's products, pay by the sandbox card, the
 * goods owner ships and hands the parcels over, the buyers confirm receipt and review every line,
 * and the goods owner replies to some reviews; the demo buyer has an open complaint about the demo
 * goods owner for the agent's desk. Every step goes through the API (app.inject), so the orders,
 * payments, histories and notices are real. Idempotent: nothing is made when reviews (or the
 * complaint) exist. Runs after the catalogue, addresses and wallets are seeded. The sessions it
 * opens are revoked at the end; the two reviewers cannot sign in (db/demo-reviewers.ts).
 */
import { randomUUID } from 'node:crypto';
import { toE164 } from '@clearlot/contract';
import type { FastifyInstance } from 'fastify';
import { type DemoReviewerAccount, ensureDemoReviewer } from '../../../db/demo-reviewers';
import type { Db } from '../../../platform/db';
import { orderAndPayByCard, shipAndDeliver, throughApi } from '../../../db/demo-through-api';
import { insertFirstDefault } from '../../order/address/service';
import { anyComplaint, anyReview, goodsOwnerIdOfUser, productsToOrder, userIdByEmail } from './seed.store';

const ORDER = '/srs-order-service';

interface Reviewer extends DemoReviewerAccount {
  reviews: ReadonlyArray<{ rating: number; text: string; reply?: string }>;
}

const REVIEWERS: readonly Reviewer[] = [
  {
    username: 'harbour_traders',
    email: 'harbour.traders@clearlot.test',
    firstName: 'Priya',
    lastName: 'Shah',
    company: 'Harbour Traders Ltd',
    reviews: [
      { rating: 5, text: 'Exactly as listed, well packed on a pallet and delivered a day early. Will buy this line again.', reply: 'Thank you! We restock this line every month.' },
      { rating: 4, text: 'Good value for clearance stock. Two outer cartons were scuffed but the goods were fine.' },
      { rating: 3, text: 'Fine for the price, though the instructions were in German only. 包装不错。' },
    ],
  },
  {
    username: 'northgate_supply',
    email: 'northgate.supply@clearlot.test',
    firstName: 'Tom',
    lastName: 'Reid',
    company: 'Northgate Supply Co',
    reviews: [
      { rating: 4, text: 'Sold through quickly in our shops. Delivery was on time and tracked.', reply: 'Glad it sold well — ask us about pallet prices for larger orders.' },
      { rating: 5, text: '' },
      {
        rating: 2,
        text: 'One case short on arrival; customer service sorted it out, but it took a week.',
        reply: 'Sorry about the short case — we now weigh every pallet before it leaves.',
      },
    ],
  },
];

const COMPLAINT = 'I asked the goods owner three times through chat whether the power banks carry UKCA marking and got no answer. I need this before I can put them on sale.';

/** A trading buyer with purchase permission and a default address. */
async function reviewerAccount(db: Db, reviewer: Reviewer): Promise<number> {
  const id = await ensureDemoReviewer(db, reviewer);
  await insertFirstDefault(db, reviewer.email, {
    recipientName: `${reviewer.firstName} ${reviewer.lastName}`,
    city: 'Manchester',
    county: 'Greater Manchester',
    postcode: 'M1 1AE',
    dialCode: '44',
    mobile: toE164('44', '07700 900456')!,
    addressLine1: '1 Piccadilly',
    addressLine2: '',
    isDefault: true,
  });
  return id;
}

export async function seedDemoReviews(app: FastifyInstance, db: Db): Promise<void> {
  await throughApi(app, db, 'demo reviews', async ({ call, session }) => {
    const ownerUserId = await userIdByEmail(db, 'owner@clearlot.test');
    const buyerId = await userIdByEmail(db, 'buyer@clearlot.test');
    if (ownerUserId === null || buyerId === null) return;

    if (!(await anyReview(db))) {
      const products = await productsToOrder(db);
      if (products.length === 0) return;
      const ownerToken = await session(ownerUserId);
      for (const reviewer of REVIEWERS) {
        const token = await session(await reviewerAccount(db, reviewer));
        const orderNos = await orderAndPayByCard(call, token, products, `${reviewer.firstName} ${reviewer.lastName}`);
        let written = 0;
        for (const orderNo of orderNos) {
          const items = await shipAndDeliver(call, token, ownerToken, orderNo);
          await call(`${ORDER}/order/mall/confirmReceipt`, { orderNo }, token);
          for (const item of items) {
            const review = reviewer.reviews[written % reviewer.reviews.length]!;
            written += 1;
            const posted = await call<{ id: number }>(`${ORDER}/review/mall/add`, { orderItemId: item.id, rating: review.rating, text: review.text }, token);
            if (review.reply) await call(`${ORDER}/seller/review/reply`, { reviewId: posted.id, text: review.reply }, ownerToken);
          }
        }
      }
    }

    if (!(await anyComplaint(db))) {
      const ownerId = await goodsOwnerIdOfUser(db, ownerUserId);
      if (ownerId !== null) {
        await call(`${ORDER}/complaint/mall/file`, { clientKey: randomUUID(), target: 'owner', ownerId, type: 'service', description: COMPLAINT }, await session(buyerId));
      }
    }
  });
}
