/** Account rules: registration, sign-in, codes, two-step verification, profile. */
import { createHash } from 'node:crypto';
import {
  AccountStatus,
  type CheckCodeBody,
  type CheckUniqueBody,
  CODE_PURPOSE,
  type CodeScene,
  type CompleteRegistrationBody,
  type EmailPasswordLoginBody,
  type LoginResult,
  type PhoneCaptchaLoginBody,
  type RegisterBody,
  type RegisterResult,
  type ResetPasswordBody,
  type ChangePasswordBody,
  Role,
  type SecondAuthSetupResult,
  type SecondAuthStatus,
  type SendCodeResult,
  type CodeChannels,
  type SendEmailCodeBody,
  type SendPhoneCodeBody,
  TOKEN_HEAD,
  type UserInfo,
  type UserProfile,
  VERIFICATION_CODE_TTL_SECONDS,
  type ValidationErrorData,
  ValidationMessages,
  internationalToE164,
  normaliseEmail,
  toE164,
} from '@clearlot/contract';
import type { AppConfig } from '../../platform/config';
import { type Db, type Queryable, uniqueViolation } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { clearLimit, enforce, takeTries, takeTry } from '../../platform/rate-limit';
import { codeSendingLimits } from './codeLimits';
import type { RequestContext } from '../../platform/request-context';
import { type SessionRecord, createSession, revokeAllSessions, revokeOtherSessions, revokeSession, syncSessionPermissions } from '../../platform/sessions';
import { checkCaptcha, createCaptcha } from './captcha';
import { checkCode, consumeCode, issueCode } from './codes';
import { codeEmail, codeSms, passwordChangedEmail, phoneCodeEmail, welcomeEmail } from './notices';
import { postNotice, securityNotice } from '../message/notices/service';
import { endChatSessions } from '../message/chat/service';
import { hashPassword, spendVerificationTime, verifyPassword } from './passwords';
import * as store from './store';
import { newTotpSecret, totpEnrolment, totpStep } from './totp';

export interface UserServiceDeps {
  db: Db;
  outbox: Outbox;
  config: AppConfig;
}

const RESEND_AFTER_SECONDS = 60;
/** failed sign-ins: 5 per account or 20 per IP in 15 minutes lock further tries for the window */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;
/** password resets per IP (each also spends one of the e-mailed code's 5 tries when wrong) */
export const RESET_WINDOW_SECONDS = 15 * 60;
export const RESET_MAX_PER_IP = 10;

/** The sign-in failure limits of an account (an e-mail, a phone, or `2fa:<id>` for authenticator codes) and of an IP. */
const signInAccountKey = (account: string) => `login-fail:acct:${account}`;
/** Wrong current passwords allowed per 15 minutes when changing the password. */
export const CHANGE_PASSWORD_MAX_TRIES = 5;
const changePasswordLimit = (userId: number) =>
  ({ key: `change-password-fail:${userId}`, windowSeconds: 15 * 60, max: CHANGE_PASSWORD_MAX_TRIES, refusal: 'passwordTooManyTries' }) as const;
const signInLimits = (account: string, ip: string) =>
  [
    { key: `login-fail:ip:${ip}`, windowSeconds: LOGIN_WINDOW_SECONDS, max: LOGIN_MAX_FAILURES_PER_IP, refusal: 'accountLocked' },
    { key: signInAccountKey(account), windowSeconds: LOGIN_WINDOW_SECONDS, max: LOGIN_MAX_FAILURES_PER_ACCOUNT, refusal: 'accountLocked' },
  ] as const;

/**
 * A phone from a request, in E.164 as every phone is stored. The request schema has run the same
 * rules (toE164 is null exactly when phoneProblem objects), so the refusal is only a safety net.
 */
export function phoneE164(dialCode: string, phone: string): string {
  const e164 = toE164(dialCode, phone);
  if (e164 !== null) return e164;
  const text = ValidationMessages.phoneInvalid;
  const data: ValidationErrorData = { field: 'phone', issues: [{ field: 'phone', message: text.zh, messageEn: text.en }] };
  return fail('validationFailed', data);
}

/** A phone written with its country code ('+44 7700 900123'), as accounts store it. */
const normalisePhone = (value: string): string => internationalToE164(value) ?? value.trim();
/** Where a code was sent: an e-mail or a phone, as codes store it. */
const normaliseAddress = (value: string): string => (value.includes('@') ? normaliseEmail(value) : normalisePhone(value));

/**
 * Checks and uses up a code e-mailed to the account's own address for `scene`: another service's proof
 * that the account holder is at their inbox (the wallet's payment-password reset). Wrong tries count
 * on the database even when the caller's request fails, as every code check does.
 */
export async function confirmAccountEmailCode(db: Db, userId: number, scene: CodeScene, code: string): Promise<void> {
  const user = (await store.findUserById(db, userId)) ?? fail('sessionExpired');
  await consumeCode(db, await checkCode(db, { target: user.email, scene, code }));
}

/** True when `password` is the user's account password (argon2id); for other services' checks, e.g. the wallet's. */
export async function verifyAccountPassword(db: Queryable, userId: number, password: string): Promise<boolean> {
  const user = await store.findUserById(db, userId);
  if (!user) return (await spendVerificationTime(password), false);
  return verifyPassword(user.password_hash, password);
}

/** Whether the account is still open (not closed, issue 14): for services that act for it inside their own transaction. */
export const isOpenAccount = (db: Queryable, userId: number): Promise<boolean> => store.isOpenAccount(db, userId);

/** How passwords are hashed (argon2id), for the wallet's payment password too. */
export { hashPassword, verifyPassword };

export function createUserService(deps: UserServiceDeps) {
  const { db, outbox, config } = deps;

  async function limitCodeSending(target: string, ctx: RequestContext) {
    await enforce(db, codeSendingLimits({ recent: `code:recent:${target}`, hour: `code:hour:${target}` }, ctx.ip, RESEND_AFTER_SECONDS, config.codeRequestsPerIpPerHour));
  }

  const sent: Omit<SendCodeResult, 'channel'> = { resendAfter: RESEND_AFTER_SECONDS, expiresIn: VERIFICATION_CODE_TTL_SECONDS };

  /**
   * Evaluates a secret under the sign-in limits of `account` and of the caller's IP. The tries are
   * taken first (4007 once used up), so parallel guesses get no more evaluations than the limits;
   * a refusal thrown by `evaluate` keeps them counted, a right secret gives the IP's back, and
   * `forgetFailures` also starts the account afresh (as a sign-in does).
   */
  async function underSignInLimits<T>(account: string, ctx: RequestContext, options: { forgetFailures: boolean }, evaluate: () => Promise<T>): Promise<T> {
    const [ipTry, accountTry] = await takeTries(db, signInLimits(account, ctx.ip));
    let outcome: T;
    try {
      outcome = await evaluate();
    } catch (error) {
      await accountTry.failed();
      await ipTry.failed();
      throw error;
    }
    await accountTry.succeeded(options);
    await ipTry.succeeded();
    return outcome;
  }

  /** Security events reach the message centre too (issue 12); a notice that fails never undoes the change. */
  const tellHolder = (userId: number, notice: ReturnType<typeof securityNotice>) =>
    postNotice(db, userId, notice).then(
      () => undefined,
      () => undefined,
    );
  /**
   * A sign-in from an address and browser none of the account's other sessions came from is a notice
   * (once per pair); an account's first sign-in has nothing to compare with and is not one.
   */
  const tellSignIn = async (userId: number, ctx: RequestContext) => {
    if (!(await store.isNewSignInPlace(db, userId, ctx.ip, ctx.userAgent?.slice(0, 300) ?? null))) return;
    await tellHolder(userId, {
      ...securityNotice('signIn', { ip: ctx.ip }),
      dedupeKey: `sign-in:${createHash('sha256')
        .update(`${ctx.ip}|${ctx.userAgent ?? ''}`)
        .digest('hex')
        .slice(0, 32)}`,
    });
  };

  async function startSession(tx: Queryable, user: store.UserRow, ctx: RequestContext): Promise<LoginResult> {
    const pending = user.second_auth_enabled;
    const token = await createSession(tx, { userId: user.id, pending, ip: ctx.ip, userAgent: ctx.userAgent });
    if (!pending) await tellSignIn(user.id, ctx);
    return { tokenHead: TOKEN_HEAD, token, needSecondAuth: pending };
  }

  /** A suspended or deactivated account is told so once it has proved who it is (the right password or code), and gets no session. */
  function refuseUnlessActive(user: store.UserRow): void {
    if (user.status === AccountStatus.Suspended) fail('accountSuspended');
    if (user.status === AccountStatus.Deactivated) fail('accountDeactivated');
  }

  async function requireUser(id: number): Promise<store.UserRow> {
    const user = await store.findUserById(db, id);
    if (!user) return fail('identityNotFound');
    return user;
  }

  return {
    captchaImage: async (ctx: RequestContext) => {
      await enforce(db, [{ key: `captcha:ip:${ctx.ip}`, windowSeconds: 60, max: 60 }]);
      return createCaptcha(db);
    },

    /** `userId`: the signed-in account asking, if any (binding its own bound address is refused as the same, not as taken). */
    async sendEmailCode(body: SendEmailCodeBody, ctx: RequestContext, userId: number | null = null): Promise<SendCodeResult> {
      const email = normaliseEmail(body.email);
      if (body.scene === 'bindPhone') return fail('validationFailed');
      if (body.scene === 'bindEmail' && userId !== null && (await store.findUserById(db, userId))?.email === email) fail('newValueSameAsBound');
      const exists = await store.isTaken(db, 'email', email);
      // a new account or a new address for one: it must be free; every other scene is for an account's own address
      const forNewAddress = body.scene === 'register' || body.scene === 'bindEmail';
      if (forNewAddress && exists) fail('emailTaken');
      if (!forNewAddress && !exists) fail('emailNotRegistered');
      await limitCodeSending(email, ctx);
      const code = await issueCode(db, email, body.scene);
      const message = codeEmail(ctx.language, body.scene, code);
      await outbox.send({ channel: 'email', purpose: CODE_PURPOSE[body.scene], to: email, ...message });
      return { ...sent, channel: 'email' };
    },

    /**
     * Texts a code to a phone. When texts cannot be sent (no SMS provider, or the provider cannot be
     * reached) the code for the phone is e-mailed to the account's own address instead: the account
     * signed in (confirming a new mobile) or the account the phone belongs to (signing in, resetting the
     * password); the answer says which way it went. A new account has no address to fall back on.
     */
    async sendPhoneCode(body: SendPhoneCodeBody, ctx: RequestContext, userId: number | null = null): Promise<SendCodeResult> {
      if (body.scene === 'bindEmail' || body.scene === 'paymentPassword') return fail('validationFailed');
      const phone = phoneE164(body.dialCode, body.phone);
      // the signed-in account confirming a new mobile: its own bound number is refused, and its e-mail is where the code goes when texts cannot
      const confirming = body.scene === 'bindPhone' && userId !== null ? await store.findUserById(db, userId) : undefined;
      if (confirming?.phone === phone) fail('newValueSameAsBound');
      const exists = await store.isTaken(db, 'phone', phone);
      if ((body.scene === 'bindPhone' || body.scene === 'register') && exists) fail('phoneTaken');
      if ((body.scene === 'login' || body.scene === 'resetPassword') && !exists) fail('phoneNotRegistered');
      // the account's own e-mail, looked up once and only when a code has to go there instead of a text
      let accountEmail: Promise<string | null> | undefined;
      const fallbackEmail = (): Promise<string | null> =>
        (accountEmail ??=
          body.scene === 'login' || body.scene === 'resetPassword'
            ? store.findUserByPhone(db, phone).then((holder) => holder?.email ?? null)
            : Promise.resolve(confirming?.email ?? null));
      if (!config.textsAvailable && (await fallbackEmail()) === null) fail('textsUnavailable');
      await limitCodeSending(phone, ctx);
      const code = await issueCode(db, phone, body.scene);
      const emailInstead = async (): Promise<SendCodeResult> => {
        const email = await fallbackEmail();
        if (!email) return fail('textProviderUnavailable');
        const delivery = await outbox.send({ channel: 'email', purpose: CODE_PURPOSE[body.scene], to: email, ...phoneCodeEmail(ctx.language, body.scene, code, phone) });
        if (delivery.status === 'failed') fail('textProviderUnavailable');
        return { ...sent, channel: 'email' };
      };
      if (!config.textsAvailable) return emailInstead();
      const delivery = await outbox.send({ channel: 'sms', purpose: CODE_PURPOSE[body.scene], to: phone, ...codeSms(ctx.language, body.scene, code) });
      if (delivery.status === 'failed') {
        // a number the provider cannot text is the person's to correct; a provider that is down is ours, so the code goes by e-mail
        if (delivery.refused) fail('textNotDelivered');
        return emailInstead();
      }
      return { ...sent, channel: 'sms' };
    },

    codeChannels: (): CodeChannels => ({ sms: config.textsAvailable }),

    async checkCode(body: CheckCodeBody, ctx: RequestContext): Promise<boolean> {
      await enforce(db, [{ key: `code-check:ip:${ctx.ip}`, windowSeconds: 60, max: 30 }]);
      await checkCode(db, { target: normaliseAddress(body.target), scene: body.scene, code: body.code });
      return true;
    },

    async checkUnique(body: CheckUniqueBody, ctx: RequestContext) {
      await enforce(db, [{ key: `unique:ip:${ctx.ip}`, windowSeconds: 60, max: 120 }]);
      const value = body.field === 'email' ? normaliseEmail(body.value) : body.field === 'phone' ? normalisePhone(body.value) : body.value.trim();
      return { unique: !(await store.isTaken(db, body.field, value)) };
    },

    async register(body: RegisterBody, ctx: RequestContext): Promise<RegisterResult> {
      await enforce(db, [{ key: `register:ip:${ctx.ip}`, windowSeconds: 3600, max: 20 }]);
      const email = normaliseEmail(body.email);
      if (await store.isTaken(db, 'username', body.username)) fail('usernameTaken');
      if (await store.isTaken(db, 'email', email)) fail('emailTaken');
      const codeId = await checkCode(db, { target: email, scene: 'register', code: body.emailCode });
      const passwordHash = await hashPassword(body.password);
      try {
        const result = await db.transaction(async (tx) => {
          await consumeCode(tx, codeId);
          const userId = await store.insertUser(tx, {
            username: body.username,
            email,
            passwordHash,
            language: ctx.language,
            roles: [Role.Buyer],
          });
          const token = await createSession(tx, { userId, pending: false, ip: ctx.ip, userAgent: ctx.userAgent });
          return { userId, tokenHead: TOKEN_HEAD, token };
        });
        await outbox.send({ channel: 'email', purpose: 'welcome', to: email, ...welcomeEmail(ctx.language, body.username) });
        return result;
      } catch (error) {
        const constraint = uniqueViolation(error);
        if (constraint === 'app_user_username_key') fail('usernameTaken');
        if (constraint === 'app_user_email_key') fail('emailTaken');
        throw error;
      }
    },

    async emailPasswordLogin(body: EmailPasswordLoginBody, ctx: RequestContext): Promise<LoginResult> {
      const email = normaliseEmail(body.email);
      // the captcha is single use and cheap to check, so it goes first and spends no attempt
      const captchaPassed = config.captchaEnabled ? await checkCaptcha(db, body.imageKey, body.code) : true;
      if (!captchaPassed) fail('captchaWrong');
      const user = await underSignInLimits(email, ctx, { forgetFailures: true }, async () => {
        const found = await store.findUserByEmail(db, email);
        const passwordOk = found ? await verifyPassword(found.password_hash, body.password) : (await spendVerificationTime(body.password), false);
        return found && passwordOk ? found : fail('wrongCredentials');
      });
      refuseUnlessActive(user);
      return startSession(db, user, ctx);
    },

    async phoneCaptchaLogin(body: PhoneCaptchaLoginBody, ctx: RequestContext): Promise<LoginResult> {
      const phone = phoneE164(body.phoneCode, body.phone);
      const user = await underSignInLimits(phone, ctx, { forgetFailures: true }, async () => {
        const found = await store.findUserByPhone(db, phone);
        if (!found) return fail('phoneNotRegistered');
        await consumeCode(db, await checkCode(db, { target: phone, scene: 'login', code: body.code }));
        return found;
      });
      refuseUnlessActive(user);
      return startSession(db, user, ctx);
    },

    /** Finish a sign-in waiting for its second step: the pending token is swapped for a full one. */
    async secondAuth(session: SessionRecord, code: string, ctx: RequestContext): Promise<LoginResult> {
      const user = await requireUser(session.userId);
      await underSignInLimits(`2fa:${user.id}`, ctx, { forgetFailures: true }, async () => {
        const step = user.totp_secret ? totpStep(user.totp_secret, code) : null;
        if (step === null || !(await store.claimTotpStep(db, user.id, step))) fail('oneTimePasswordWrong');
      });
      return db
        .transaction(async (tx) => {
          await revokeSession(tx, session.sessionId);
          const token = await createSession(tx, { userId: user.id, pending: false, ip: ctx.ip, userAgent: ctx.userAgent });
          return { tokenHead: TOKEN_HEAD, token, needSecondAuth: false };
        })
        .then(async (result) => {
          await tellSignIn(user.id, ctx);
          return result;
        });
    },

    info: async (session: SessionRecord): Promise<UserInfo> => store.toUserInfo(await requireUser(session.userId)),

    /** Signs this session out; its chat sockets close on every server process. */
    async logout(session: SessionRecord): Promise<void> {
      await endChatSessions(db, await revokeSession(db, session.sessionId));
    },

    async resetPassword(body: ResetPasswordBody, ctx: RequestContext): Promise<void> {
      await enforce(db, [{ key: `reset:ip:${ctx.ip}`, windowSeconds: RESET_WINDOW_SECONDS, max: RESET_MAX_PER_IP }]);
      const email = normaliseEmail(body.email);
      const user = await store.findUserByEmail(db, email);
      if (!user) return fail('emailNotRegistered');
      const codeId = await checkCode(db, { target: email, scene: 'resetPassword', code: body.code });
      const passwordHash = await hashPassword(body.password);
      const ended = await db.transaction(async (tx) => {
        await consumeCode(tx, codeId);
        await store.updatePassword(tx, user.id, passwordHash);
        return revokeAllSessions(tx, user.id);
      });
      // every device is signed out: their chat sockets close on every server process
      await endChatSessions(db, ended);
      // the new password starts with a clean slate of sign-in tries
      await clearLimit(db, signInAccountKey(email));
      await outbox.send({ channel: 'email', purpose: 'passwordChanged', to: email, ...passwordChangedEmail(ctx.language, 'reset') });
      await tellHolder(user.id, securityNotice('passwordChanged', { ip: ctx.ip }));
    },

    /**
     * ModifyPwd (issue 14): the current password proves the account holder — at most
     * CHANGE_PASSWORD_MAX_TRIES wrong ones per 15 minutes, each try taken before the password is checked —
     * then the new password is set, every other session signed out, and the holder told by e-mail.
     */
    async changePassword(session: SessionRecord, body: ChangePasswordBody, ctx: RequestContext): Promise<void> {
      const limit = changePasswordLimit(session.userId);
      const attempt = await takeTry(db, limit);
      if (!(await verifyAccountPassword(db, session.userId, body.currentPassword))) {
        return fail((await attempt.failed()) >= limit.max ? limit.refusal : 'currentPasswordWrong');
      }
      await attempt.succeeded({ forgetFailures: true });
      if (body.password === body.currentPassword) fail('newPasswordSameAsCurrent');
      const user = await requireUser(session.userId);
      const passwordHash = await hashPassword(body.password);
      const ended = await db.transaction(async (tx) => {
        await store.updatePassword(tx, user.id, passwordHash);
        return revokeOtherSessions(tx, user.id, session.sessionId);
      });
      await endChatSessions(db, ended);
      await clearLimit(db, signInAccountKey(user.email));
      await outbox.send({ channel: 'email', purpose: 'passwordChanged', to: user.email, ...passwordChangedEmail(ctx.language, 'changed') });
      await tellHolder(user.id, securityNotice('passwordChanged', { ip: ctx.ip }));
    },

    selectOne: async (session: SessionRecord): Promise<UserProfile> => store.toUserProfile(await requireUser(session.userId)),

    async updateNickname(session: SessionRecord, nickname: string): Promise<UserProfile> {
      const user = await requireUser(session.userId);
      if (user.nickname === nickname) fail('usernameUnchanged');
      await store.updateNickname(db, user.id, nickname);
      return store.toUserProfile(await requireUser(user.id));
    },

    async completeRegistration(session: SessionRecord, body: CompleteRegistrationBody): Promise<UserInfo> {
      if (body.userId !== session.userId) fail('insufficientPermissions');
      const user = await requireUser(session.userId);
      if (user.purchase_permission) fail('profileAlreadyComplete');
      const phone = phoneE164(body.dialCode, body.phone);
      const codeId = await checkCode(db, { target: phone, scene: 'bindPhone', code: body.phoneCode });
      try {
        await db.transaction(async (tx) => {
          await consumeCode(tx, codeId);
          const done = await store.completeRegistration(tx, user.id, {
            firstName: body.firstName,
            lastName: body.lastName,
            companyName: body.companyName,
            vatNumber: body.vatNumber ? body.vatNumber.toUpperCase() : null,
            phone,
          });
          if (!done) fail('profileAlreadyComplete');
          // this session made the change itself, so it should not be told to reload
          await syncSessionPermissions(tx, session.sessionId);
        });
      } catch (error) {
        if (uniqueViolation(error) === 'app_user_phone_key') fail('phoneTaken');
        throw error;
      }
      return store.toUserInfo(await requireUser(user.id));
    },

    async secondAuthSetup(session: SessionRecord): Promise<SecondAuthSetupResult> {
      const user = await requireUser(session.userId);
      const secret = newTotpSecret();
      await store.setPendingTotpSecret(db, user.id, secret);
      return { secret, ...(await totpEnrolment(secret, user.email)) };
    },

    async updateSecondAuthButton(session: SessionRecord, enabled: boolean, code: string, ctx: RequestContext): Promise<SecondAuthStatus> {
      const user = await requireUser(session.userId);
      const secret = enabled ? user.totp_pending_secret : user.totp_secret;
      if (enabled && user.second_auth_enabled) return { enabled: true, appName: 'Authenticator' };
      if (!secret) return fail('secondAuthNotSetUp');
      // only wrong codes count here: a right one gives its tries back without forgetting earlier failures
      await underSignInLimits(`2fa:${user.id}`, ctx, { forgetFailures: false }, async () => {
        const step = totpStep(secret, code);
        if (step === null || !(await store.claimTotpStep(db, user.id, step))) fail('oneTimePasswordWrong');
      });
      if (enabled) await store.enableSecondAuth(db, user.id);
      else await store.disableSecondAuth(db, user.id);
      await tellHolder(user.id, securityNotice(enabled ? 'secondAuthOn' : 'secondAuthOff', { ip: ctx.ip }));
      return { enabled, appName: enabled ? 'Authenticator' : null };
    },

    async selectSecondAuthStatus(session: SessionRecord): Promise<SecondAuthStatus> {
      const user = await requireUser(session.userId);
      return { enabled: user.second_auth_enabled, appName: user.second_auth_enabled ? 'Authenticator' : null };
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
export type { CodeScene };
