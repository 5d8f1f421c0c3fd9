/** Request and response shapes of the user service (docs/product.md §3, §7). Shared by forms and routes. */
import { z } from 'zod';
import { emailProblem, passwordProblem, usernameProblem, verificationCodeProblem } from '../rules/account';
import { requiredText, ruleString } from './common';
import { epochTime, integer, rowId } from './fields';
import { STORED_NAME_PATTERN } from './file';

export const Email = ruleString(emailProblem, 254);
export const Password = ruleString(passwordProblem, 64);
export const Username = ruleString(usernameProblem, 64);
export const VerificationCode = ruleString(verificationCodeProblem, 16);
/** Image captcha answer: 4-6 characters as drawn, compared case-insensitively. */
export const CaptchaAnswer = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(8, { error: 'captchaFormat' });
export const ImageKey = z.string({ error: 'required' }).uuid({ error: 'captchaFormat' });

// ---- captcha ----
export const CodeScene = z.enum(['register', 'login', 'resetPassword', 'bindPhone', 'bindEmail', 'paymentPassword', 'closeAccount'], { error: 'invalidValue' });
export type CodeScene = z.infer<typeof CodeScene>;
/** The scenes anyone may ask a code for by address; a closure code goes only to the signed-in account's own e-mail (/buyer/cancel/sendCode). */
export const SendableScene = CodeScene.exclude(['closeAccount'], { error: 'invalidValue' });

export const CaptchaImageBody = z.object({}).strict().optional();
export const CaptchaImageResult = z
  .object({
    imageKey: z.string(),
    /** data: URL of an SVG picture */
    image: z.string(),
    /** seconds */
    expiresIn: integer(),
  })
  .strict();
export type CaptchaImageResult = z.infer<typeof CaptchaImageResult>;

export const SendEmailCodeBody = z.object({ email: Email, scene: SendableScene }).strict();
export type SendEmailCodeBody = z.infer<typeof SendEmailCodeBody>;

/** How a verification code reaches a person. */
export const CodeChannel = z.enum(['sms', 'email']);
export type CodeChannel = z.infer<typeof CodeChannel>;

/** Which ways of sending codes this platform has: `sms` false when no text provider is configured. */
export const CodeChannels = z.object({ sms: z.boolean() }).strict();
export type CodeChannels = z.infer<typeof CodeChannels>;

export const SendCodeResult = z
  .object({
    /**
     * How the code went: `sms` to the phone, or `email` to the account's e-mail address when texts
     * cannot be sent (no SMS provider: the code is e-mailed instead, docs/decisions.md "Texts")
     */
    channel: CodeChannel,
    /** seconds until another code may be requested for the same address */
    resendAfter: integer(),
    /** seconds */
    expiresIn: integer(),
  })
  .strict();
export type SendCodeResult = z.infer<typeof SendCodeResult>;

export const CheckCodeBody = z
  .object({
    target: z.string({ error: 'required' }).min(1, { error: 'required' }).max(254, { error: 'tooLong' }),
    code: VerificationCode,
    scene: CodeScene,
  })
  .strict();
export type CheckCodeBody = z.infer<typeof CheckCodeBody>;

// ---- registration ----
export const RegisterBody = z
  .object({
    username: Username,
    email: Email,
    password: Password,
    confirmPassword: z.string({ error: 'required' }).max(64, { error: 'tooLong' }),
    emailCode: VerificationCode,
    agreeTerms: z.literal(true, { error: 'termsRequired' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'passwordsDiffer', path: ['confirmPassword'] });
    }
  });
export type RegisterBody = z.infer<typeof RegisterBody>;
export const RegisterResult = z.object({ userId: rowId(), tokenHead: z.string(), token: z.string() }).strict();
export type RegisterResult = z.infer<typeof RegisterResult>;

export const UniqueField = z.enum(['username', 'email', 'phone'], { error: 'invalidValue' });
export const CheckUniqueBody = z.object({ field: UniqueField, value: z.string({ error: 'required' }).min(1, { error: 'required' }).max(254, { error: 'tooLong' }) }).strict();
export type CheckUniqueBody = z.infer<typeof CheckUniqueBody>;
export const CheckUniqueResult = z.object({ unique: z.boolean() }).strict();
export type CheckUniqueResult = z.infer<typeof CheckUniqueResult>;

// ---- sign-in ----
export const EmailPasswordLoginBody = z
  .object({
    email: Email,
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
    code: CaptchaAnswer,
    imageKey: ImageKey,
  })
  .strict();
export type EmailPasswordLoginBody = z.infer<typeof EmailPasswordLoginBody>;

export const LoginResult = z
  .object({
    tokenHead: z.string(),
    token: z.string(),
    /** true when the account uses two-step verification and /buyer/secondAuth must follow */
    needSecondAuth: z.boolean(),
  })
  .strict();
export type LoginResult = z.infer<typeof LoginResult>;

export const SecondAuthBody = z.object({ code: z.string({ error: 'required' }).regex(/^\d{6}$/, { error: 'totpFormat' }), token: z.string().max(200).optional() }).strict();
export type SecondAuthBody = z.infer<typeof SecondAuthBody>;

export const TokenBody = z
  .object({ token: z.string().max(200).optional() })
  .strict()
  .optional();

export const UserInfo = z
  .object({
    id: rowId(),
    icon: z.string().nullable(),
    roleIdList: z.array(integer()),
    purchasePermission: z.boolean(),
    username: z.string(),
    email: z.string(),
    /** the buyer's price display: with VAT (true) or ex VAT (false, the default) */
    pricesWithVat: z.boolean(),
  })
  .strict();
export type UserInfo = z.infer<typeof UserInfo>;

export const ResetPasswordBody = z
  .object({
    email: Email,
    code: VerificationCode,
    password: Password,
    confirmPassword: z.string({ error: 'required' }).max(64, { error: 'tooLong' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'passwordsDiffer', path: ['confirmPassword'] });
    }
  });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** ModifyPwd (issue 14): the current password, and the new one (docs/product.md §5 rules) twice. */
export const ChangePasswordBody = z
  .object({
    currentPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
    password: Password,
    confirmPassword: z.string({ error: 'required' }).max(64, { error: 'tooLong' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: 'passwordsDiffer', path: ['confirmPassword'] });
    }
  });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const UserProfile = z
  .object({
    id: rowId(),
    username: z.string(),
    nickname: z.string().nullable(),
    email: z.string(),
    phone: z.string().nullable(),
    icon: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    companyName: z.string().nullable(),
    vatNumber: z.string().nullable(),
    purchasePermission: z.boolean(),
    secondAuthEnabled: z.boolean(),
    roleIdList: z.array(integer()),
    createdAt: epochTime(),
    /** the buyer's price display: true shows prices with VAT, false ex VAT (the default for businesses) */
    pricesWithVat: z.boolean(),
  })
  .strict();
export type UserProfile = z.infer<typeof UserProfile>;

/** The buyer's price display (issue 35 item 2): with VAT, or ex VAT. */
export const UpdatePriceDisplayBody = z.object({ pricesWithVat: z.boolean({ error: 'required' }) }).strict();
export type UpdatePriceDisplayBody = z.infer<typeof UpdatePriceDisplayBody>;

export const UpdateNicknameBody = z.object({ nickname: z.string({ error: 'required' }).trim().min(1, { error: 'nicknameLength' }).max(30, { error: 'nicknameLength' }) }).strict();
export type UpdateNicknameBody = z.infer<typeof UpdateNicknameBody>;

/** A new e-mail address, confirmed by the code sent to it (scene bindEmail). */
export const UpdateEmailBody = z.object({ email: Email, code: VerificationCode }).strict();
export type UpdateEmailBody = z.infer<typeof UpdateEmailBody>;

/** A new mobile number, confirmed by the code texted to it (scene bindPhone). */

/** The account holder's first and last name (§3), as on company documents. */
export const UpdateNameBody = z.object({ firstName: requiredText(50), lastName: requiredText(50) }).strict();
export type UpdateNameBody = z.infer<typeof UpdateNameBody>;

/** The avatar: the stored name of a photo the user uploaded, or null to remove it. */
export const UpdateAvatarBody = z.object({ icon: z.string({ error: 'wrongType' }).regex(STORED_NAME_PATTERN, { error: 'invalidValue' }).nullable() }).strict();
export type UpdateAvatarBody = z.infer<typeof UpdateAvatarBody>;

// ---- two-step verification ----
export const SecondAuthSetupBody = z.object({}).strict().optional();
export const SecondAuthSetupResult = z
  .object({
    secret: z.string(),
    otpauthUrl: z.string(),
    /** data: URL of a PNG QR code for Google or Microsoft Authenticator */
    qrCode: z.string(),
  })
  .strict();
export type SecondAuthSetupResult = z.infer<typeof SecondAuthSetupResult>;
export const UpdateSecondAuthButtonBody = z
  .object({
    enabled: z.boolean({ error: 'required' }),
    code: z.string({ error: 'required' }).regex(/^\d{6}$/, { error: 'totpFormat' }),
  })
  .strict();
export type UpdateSecondAuthButtonBody = z.infer<typeof UpdateSecondAuthButtonBody>;
export const SecondAuthStatus = z.object({ enabled: z.boolean(), appName: z.string().nullable() }).strict();
export type SecondAuthStatus = z.infer<typeof SecondAuthStatus>;

export const TOKEN_HEAD = 'Bearer ';
export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const CAPTCHA_TTL_SECONDS = 5 * 60;
