/** The texts of the e-mails and text messages the user service sends, in both languages. */
import { type CodeScene, NoticeKind, VERIFICATION_CODE_TTL_SECONDS } from '@clearlot/contract';
import { maskInternationalPhone } from '@clearlot/contract/rules/phone';
import type { Language } from '../../platform/request-context';

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;

const purpose: Record<CodeScene, { en: string; zh: string }> = {
  register: { en: 'finish creating your ClearLot account', zh: '完成 ClearLot 账户注册' },
  login: { en: 'sign in to ClearLot', zh: '登录 ClearLot' },
  resetPassword: { en: 'reset your ClearLot password', zh: '重置 ClearLot 密码' },
  bindPhone: { en: 'confirm this phone number for your ClearLot account', zh: '为您的 ClearLot 账户验证此手机号' },
  bindEmail: { en: 'confirm this e-mail address for your ClearLot account', zh: '为您的 ClearLot 账户验证此邮箱' },
  paymentPassword: { en: 'reset your ClearLot payment password', zh: '重置 ClearLot 支付密码' },
  closeAccount: { en: 'close your ClearLot account (this cannot be undone)', zh: '注销您的 ClearLot 账户（注销后无法恢复）' },
};

export function codeEmail(language: Language, scene: CodeScene, code: string) {
  if (language === 'zh') {
    return {
      subject: `您的 ClearLot 验证码：${code}`,
      text: `您好，\n\n您的验证码是 ${code}，用于${purpose[scene].zh}。验证码 ${minutes} 分钟内有效，且只能使用一次。\n\n如果这不是您本人的操作，请忽略此邮件；您的账户不会有任何变化。\n\nClearLot 团队`,
    };
  }
  return {
    subject: `Your ClearLot verification code: ${code}`,
    text: `Hello,\n\nYour verification code is ${code}. Use it to ${purpose[scene].en}. It is valid for ${minutes} minutes and can be used once.\n\nIf you did not ask for this code, you can ignore this e-mail; nothing changes on your account.\n\nThe ClearLot team`,
  };
}

/**
 * A code meant to be texted to `phone`, e-mailed to the account's address instead because texts cannot be
 * sent (no provider, or it could not be reached): it names the number, so the person knows what it is for.
 */
export function phoneCodeEmail(language: Language, scene: CodeScene, code: string, phone: string) {
  if (language === 'zh') {
    return {
      subject: `您的 ClearLot 验证码：${code}`,
      text: `您好，\n\n我们暂时无法向手机号 ${phone} 发送短信，因此通过邮件将验证码发给您。\n\n您的验证码是 ${code}，用于${purpose[scene].zh}。验证码 ${minutes} 分钟内有效，且只能使用一次。\n\n如果这不是您本人的操作，请忽略此邮件；您的账户不会有任何变化。\n\nClearLot 团队`,
    };
  }
  return {
    subject: `Your ClearLot verification code: ${code}`,
    text: `Hello,\n\nWe cannot send text messages to ${phone} at the moment, so here is your code by e-mail.\n\nYour verification code is ${code}. Use it to ${purpose[scene].en}. It is valid for ${minutes} minutes and can be used once.\n\nIf you did not ask for this code, you can ignore this e-mail; nothing changes on your account.\n\nThe ClearLot team`,
  };
}

export function codeSms(language: Language, scene: CodeScene, code: string) {
  return language === 'zh'
    ? { subject: 'ClearLot 短信验证码', text: `【ClearLot】验证码 ${code}，用于${purpose[scene].zh}，${minutes} 分钟内有效。请勿告诉他人。` }
    : { subject: 'ClearLot SMS code', text: `ClearLot: ${code} is your code to ${purpose[scene].en}. Valid for ${minutes} minutes. Never share it.` };
}

/**
 * How the password came to change, which decides who is signed out: a reset (the e-mailed code) signs out
 * every device; a change (ModifyPwd, with the current password) signs out the others and keeps the
 * device it was made on, as the change form says.
 */
export type PasswordChange = 'reset' | 'changed';

/** The e-mail telling the holder the password changed: what happened to their sessions, as it happened. */
export function passwordChangedEmail(language: Language, how: PasswordChange) {
  if (how === 'reset') {
    return language === 'zh'
      ? {
          subject: '您的 ClearLot 密码已重置',
          text: '您好，\n\n您的 ClearLot 账户密码刚刚被重置，所有设备已退出登录。如果这不是您本人的操作，请立即联系 support@clearlot.co.uk。\n\nClearLot 团队',
        }
      : {
          subject: 'Your ClearLot password was reset',
          text: 'Hello,\n\nThe password of your ClearLot account was just reset and every device was signed out. If this was not you, contact support@clearlot.co.uk at once.\n\nThe ClearLot team',
        };
  }
  return language === 'zh'
    ? {
        subject: '您的 ClearLot 密码已修改',
        text: '您好，\n\n您的 ClearLot 账户密码刚刚已修改。已登录您账户的其他设备均已退出登录，修改密码的设备保持登录。\n\n如果这不是您本人的操作，请立即通过"忘记密码"重置密码（重置会让所有设备退出登录），并联系 support@clearlot.co.uk。\n\nClearLot 团队',
      }
    : {
        subject: 'Your ClearLot password was changed',
        text: 'Hello,\n\nThe password of your ClearLot account was just changed. Every other device signed in to your account was signed out; the device the password was changed on stays signed in.\n\nIf this was not you, reset your password at once with "Forgot password" (a reset signs out every device) and contact support@clearlot.co.uk.\n\nThe ClearLot team',
      };
}

export function welcomeEmail(language: Language, username: string) {
  return language === 'zh'
    ? { subject: '欢迎加入 ClearLot', text: `${username}，您好：\n\n欢迎加入 ClearLot。完善企业信息后即可下单采购。\n\nClearLot 团队` }
    : { subject: 'Welcome to ClearLot', text: `Hello ${username},\n\nWelcome to ClearLot. Complete your business information to start buying.\n\nThe ClearLot team` };
}

const contactName = { email: { en: 'e-mail address', zh: '邮箱' }, phone: { en: 'mobile number', zh: '手机号' } } as const;

/** To the address that was bound: the account's e-mail or phone changed, and to what (masked: the old inbox may not be the holder's any more). */
export function contactChangedEmail(language: Language, field: 'email' | 'phone', to: string) {
  const shown = maskContact(field, to);
  const name = contactName[field];
  return language === 'zh'
    ? {
        subject: `您的 ClearLot 账户${name.zh}已更改`,
        text: `您好，\n\n您的 ClearLot 账户${name.zh}已更改为 ${shown}。如果这不是您本人的操作，请立即联系 support@clearlot.co.uk。\n\nClearLot 团队`,
      }
    : {
        subject: `Your ClearLot ${name.en} was changed`,
        text: `Hello,\n\nThe ${name.en} of your ClearLot account was changed to ${shown}. If this was not you, contact support@clearlot.co.uk at once.\n\nThe ClearLot team`,
      };
}

/** The message-centre notice of the same change. */
export function contactChangedNotice(field: 'email' | 'phone', to: string, ip: string | null) {
  const shown = maskContact(field, to);
  const name = contactName[field];
  const where = ip ? ` (IP ${ip})` : '';
  return {
    kind: NoticeKind.Security,
    title: { en: `Your ${name.en} was changed`, zh: `您的${name.zh}已更改` },
    body: { en: `Now ${shown}${where}. If this was not you, change your password now.`, zh: `已更改为 ${shown}${where}。如非本人操作，请立即修改密码。` },
    link: '/home/Profile',
  };
}

/** b***@example.com, +44 77** ***123: enough to recognise, not enough to harvest. */
function maskContact(field: 'email' | 'phone', value: string): string {
  if (field === 'phone') return maskInternationalPhone(value);
  const [local = '', domain = ''] = value.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
