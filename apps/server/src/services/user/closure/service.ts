/**
 * Account closure (issue 14; docs/product.md §4 "Account closure steps: verify e-mail code, check
 * pending orders, delist all products, enter password to close", §7 /buyer/cancel, §8 "pending
 * orders block closure"). Every step after the first carries the e-mailed code (scene closeAccount,
 * sent only to the account's own address); the last one also the password. Closing re-checks
 * everything under the account's locks and, in one transaction, erases the personal data in each
 * service, revokes every session and marks the account closed; orders and ledgers stay for the
 * accounting retention period (docs/decisions.md "Account closure").
 */
import {
  type ClosureBlocker,
  type ClosureCheck,
  type ClosureDelistResult,
  type ClosureStart,
  CLOSURE_REFS_SHOWN,
  type CloseAccountBody,
  type ErrorName,
  VERIFICATION_CODE_TTL_SECONDS,
  maskEmail,
  isStaff,
} from '@clearlot/contract';
import type { AppConfig } from '../../../platform/config';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { Outbox } from '../../../platform/outbox';
import { enforce, takeTry } from '../../../platform/rate-limit';
import type { RequestContext } from '../../../platform/request-context';
import { type SessionRecord, revokeAllSessions } from '../../../platform/sessions';
import { endChatsOf } from '../../message/chat/service';
import { eraseBuyingDataOf, holdBuyingOf, openDealingsOf } from '../../order/closure/service';
import { eraseCardsOf, moneyStandingOf } from '../../payment/closure/service';
import { eraseBrowsingOf, shopStandingOf } from '../../product/closure/service';
import { delistAllProductsOf } from '../../product/seller/service';
import { codeSendingLimits } from '../codeLimits';
import { checkCode, consumeCode, issueCode } from '../codes';
import { codeEmail } from '../notices';
import { verifyPassword } from '../passwords';
import { accountClosedEmail } from './notices';
import * as store from './store';

export interface ClosureDeps {
  db: Db;
  outbox: Outbox;
  config: Pick<AppConfig, 'codeRequestsPerIpPerHour'>;
}

const RESEND_AFTER_SECONDS = 60;
/** Wrong passwords allowed per account in 15 minutes on the last step. */
export const CLOSURE_PASSWORD_MAX_TRIES = 5;
const passwordLimit = (userId: number) =>
  ({ key: `closure-password-fail:${userId}`, windowSeconds: 15 * 60, max: CLOSURE_PASSWORD_MAX_TRIES, refusal: 'closurePasswordTooManyTries' }) as const;

/** The refusal the last step gives for each blocker, in the order the page lists them. */
const REFUSAL: Record<ClosureBlocker['kind'], ErrorName> = {
  openOrders: 'closureOpenOrders',
  openReturns: 'closureOpenReturns',
  openAfterSales: 'closureOpenAfterSales',
  refundsInProgress: 'closureRefundsInProgress',
  walletBalance: 'closureWalletBalance',
  shopBalance: 'closureShopBalance',
};

/** What still binds the account, read on `db` (inside the closing transaction: after its locks). */
async function blockersOf(db: Queryable, userId: number): Promise<ClosureBlocker[]> {
  const dealings = await openDealingsOf(db, userId, CLOSURE_REFS_SHOWN);
  const money = await moneyStandingOf(db, userId, CLOSURE_REFS_SHOWN);
  const blockers: ClosureBlocker[] = [];
  const add = (kind: ClosureBlocker['kind'], records: { count: number; refs: ClosureBlocker['refs'] }, amount: number | null = null) => {
    if (records.count > 0) blockers.push({ kind, count: records.count, amount, refs: records.refs });
  };
  add('openOrders', dealings.orders);
  add('openReturns', dealings.returns);
  add('openAfterSales', dealings.afterSales);
  add('refundsInProgress', { count: money.refunds.count, refs: money.refunds.refs.map((no) => ({ no, asOwner: false })) }, money.refunds.amount);
  if (money.walletBalance > 0) add('walletBalance', { count: 1, refs: [] }, money.walletBalance);
  if (money.shopBalance !== 0) add('shopBalance', { count: 1, refs: [] }, money.shopBalance);
  return blockers;
}

export function createClosureService({ db, outbox, config }: ClosureDeps) {
  const codesPerIp = config.codeRequestsPerIpPerHour;
  /** The signed-in account, open and not staff. */
  async function closableAccount(session: SessionRecord): Promise<store.ClosingAccount> {
    const account = await store.accountOf(db, session.userId);
    if (!account || account.closed) return fail('accountClosed');
    // staff accounts are closed by the platform, never from LogOff
    if (isStaff(account.roles)) fail('closureStaffAccount');
    return account;
  }

  /** The code proves the holder still reads the account's mailbox; it stays usable until the account closes. */
  async function withCode(session: SessionRecord, code: string, ctx: RequestContext): Promise<store.ClosingAccount> {
    await enforce(db, [
      { key: `closure-check:${session.userId}`, windowSeconds: 60, max: 30 },
      { key: `code-check:ip:${ctx.ip}`, windowSeconds: 60, max: 30 },
    ]);
    const account = await closableAccount(session);
    await checkCode(db, { target: account.email, scene: 'closeAccount', code });
    return account;
  }

  async function checkOf(account: store.ClosingAccount): Promise<ClosureCheck> {
    const blockers = await blockersOf(db, account.id);
    const shop = await shopStandingOf(db, account.id);
    return {
      maskedEmail: maskEmail(account.email),
      goodsOwner: shop.goodsOwner,
      listedProducts: shop.productsOnSale,
      blockers,
      ready: blockers.length === 0 && shop.productsOnSale === 0,
    };
  }

  return {
    /**
     * Step 1: a code to the account's own e-mail. One closure code a minute, and the hourly limit every
     * code to that address shares; the minute is the closure's own, since this code can only ever go to
     * the signed-in holder (a code just sent for another purpose does not hold it up).
     */
    async sendCode(session: SessionRecord, ctx: RequestContext): Promise<ClosureStart> {
      const account = await closableAccount(session);
      await enforce(db, codeSendingLimits({ recent: `code:recent:closeAccount:${account.email}`, hour: `code:hour:${account.email}` }, ctx.ip, RESEND_AFTER_SECONDS, codesPerIp));
      const code = await issueCode(db, account.email, 'closeAccount');
      await outbox.send({ channel: 'email', purpose: 'accountClosureCode', to: account.email, ...codeEmail(ctx.language, 'closeAccount', code) });
      return { maskedEmail: maskEmail(account.email), resendAfter: RESEND_AFTER_SECONDS, expiresIn: VERIFICATION_CODE_TTL_SECONDS };
    },

    /** Steps 1–2: the code checked, then what still blocks closing and whether products are on sale. */
    async check(session: SessionRecord, code: string, ctx: RequestContext): Promise<ClosureCheck> {
      return checkOf(await withCode(session, code, ctx));
    },

    /** Step 3: a goods owner takes every product off sale (marked, so relisting by reason could restore exactly these). */
    async delistProducts(session: SessionRecord, code: string, ctx: RequestContext): Promise<ClosureDelistResult> {
      const account = await withCode(session, code, ctx);
      const delisted = await db.transaction((tx) => delistAllProductsOf(account.id, tx, 'accountClosure'));
      return { delisted, check: await checkOf(account) };
    },

    /**
     * Step 4, /buyer/cancel: password (tries limited), code, then in one transaction — the buying lock
     * first (an order being placed finishes before, or finds the account closed after), the account row
     * locked (a second closure waits and finds it closed), every check again, the erasure in each
     * service, all sessions revoked, the code used up. The holder is told at the old address.
     */
    async close(session: SessionRecord, body: CloseAccountBody, ctx: RequestContext): Promise<void> {
      const account = await closableAccount(session);
      const limit = passwordLimit(account.id);
      const attempt = await takeTry(db, limit);
      if (!(await verifyPassword(account.passwordHash, body.password))) {
        return fail((await attempt.failed()) >= limit.max ? limit.refusal : 'closurePasswordWrong');
      }
      await attempt.succeeded({ forgetFailures: true });
      const codeId = await checkCode(db, { target: account.email, scene: 'closeAccount', code: body.code });
      const username = await db.transaction(async (tx) => {
        await holdBuyingOf(tx, account.id);
        const locked = await store.lockAccount(tx, account.id);
        if (!locked || locked.closed) return fail('accountClosed');
        const [blocker] = await blockersOf(tx, account.id);
        if (blocker) fail(REFUSAL[blocker.kind]);
        if ((await shopStandingOf(tx, account.id)).productsOnSale > 0) fail('closureProductsListed');
        await consumeCode(tx, codeId);
        const name = await store.usernameOf(tx, account.id);
        await eraseBuyingDataOf(tx, account.id);
        await eraseCardsOf(tx, account.id);
        await eraseBrowsingOf(tx, account.id);
        await store.anonymise(tx, account.id);
        await revokeAllSessions(tx, account.id);
        await store.recordClosure(tx, { userId: account.id, roles: locked.roles });
        return name;
      });
      // chat sockets opened before closing are closed on every server process (their token died with the sessions)
      await endChatsOf(db, [account.id]);
      await outbox.send({ channel: 'email', purpose: 'accountClosed', to: account.email, ...accountClosedEmail(ctx.language, username) });
    },
  };
}

export type ClosureService = ReturnType<typeof createClosureService>;
