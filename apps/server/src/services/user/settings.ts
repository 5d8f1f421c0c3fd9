/**
 * Account settings (issue 14, §3 user account, §5 and §8): the bound e-mail and phone changed with a
 * code sent to the new one, which must differ from the bound one; the first and last name; the
 * avatar, a photo the user uploaded; the price display (with or without VAT). A new address is taken by the unique index in the same
 * statement that binds it, so two accounts racing for one address get one winner; the code is used
 * up in that transaction, so a code binds once. The old address is told of the change.
 */
import { type UpdateEmailBody, type UpdateNameBody, type UpdatePhoneBody, type UserProfile, normaliseEmail } from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { RequestContext } from '../../platform/request-context';
import type { SessionRecord } from '../../platform/sessions';
import { allOwnPhotos } from '../files/service';
import { postNotice } from '../message/notices/service';
import { checkCode, consumeCode } from './codes';
import { contactChangedEmail, contactChangedNotice } from './notices';
import { phoneE164 } from './service';
import * as store from './store';

async function requireUser(db: Queryable, userId: number): Promise<store.UserRow> {
  return (await store.findUserById(db, userId)) ?? fail('sessionExpired');
}

export function createAccountSettings(deps: { db: Db; outbox: Outbox }) {
  const { db, outbox } = deps;
  const profile = async (userId: number): Promise<UserProfile> => store.toUserProfile(await requireUser(db, userId));

  /** Binds `value` to `field` once the code sent to it holds; refused when it is the bound one or another account's. */
  async function bind(session: SessionRecord, field: 'email' | 'phone', value: string, code: string, ctx: RequestContext): Promise<UserProfile> {
    const user = await requireUser(db, session.userId);
    const before = field === 'email' ? user.email : user.phone;
    if (before === value) fail('newValueSameAsBound');
    // taken by someone else: a request racing one that has just bound this value to the same account is told its code was used
    if (await store.isTaken(db, field, value, user.id)) fail(field === 'email' ? 'emailTaken' : 'phoneTaken');
    const codeId = await checkCode(db, { target: value, scene: field === 'email' ? 'bindEmail' : 'bindPhone', code });
    try {
      await db.transaction(async (tx) => {
        await consumeCode(tx, codeId);
        await store.updateContact(tx, user.id, field, value);
      });
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === 'app_user_email_key') fail('emailTaken');
      if (index === 'app_user_phone_key') fail('phoneTaken');
      throw error;
    }
    // the address that was bound hears of it (a change by someone else must not go unnoticed); the new one confirmed it already
    await outbox.send({ channel: 'email', purpose: 'contactChanged', to: user.email, ...contactChangedEmail(ctx.language, field, value) });
    await postNotice(db, user.id, contactChangedNotice(field, value, ctx.ip)).catch(() => undefined);
    return profile(user.id);
  }

  return {
    updateEmail: (session: SessionRecord, body: UpdateEmailBody, ctx: RequestContext) => bind(session, 'email', normaliseEmail(body.email), body.code, ctx),
    updatePhone: (session: SessionRecord, body: UpdatePhoneBody, ctx: RequestContext) => bind(session, 'phone', phoneE164(body.dialCode, body.phone), body.code, ctx),

    async updateName(session: SessionRecord, body: UpdateNameBody): Promise<UserProfile> {
      await store.updateName(db, session.userId, body.firstName, body.lastName);
      return profile(session.userId);
    },

    /** The buyer's price display (issue 35 item 2): prices with VAT, or ex VAT (the default for businesses). */
    async updatePriceDisplay(session: SessionRecord, pricesWithVat: boolean): Promise<UserProfile> {
      await store.updatePriceDisplay(db, session.userId, pricesWithVat);
      return profile(session.userId);
    },

    /** Sets the avatar to a photo the user uploaded (someone else's stored name is refused), or removes it. */
    async updateAvatar(session: SessionRecord, icon: string | null): Promise<UserProfile> {
      if (icon !== null && !(await allOwnPhotos(db, session.userId, [icon]))) fail('avatarNotYours');
      await store.updateAvatar(db, session.userId, icon);
      return profile(session.userId);
    },
  };
}
