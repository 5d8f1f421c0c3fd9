/** The e-mail that tells the holder their account was closed (sent to the address it had), in both languages. */
import type { Language } from '../../../platform/request-context';

export function accountClosedEmail(language: Language, username: string) {
  return language === 'zh'
    ? {
        subject: '您的 ClearLot 账户已注销',
        text: `${username}，您好：\n\n您的 ClearLot 账户已按您的要求注销，所有设备均已退出登录。您的个人信息已被删除；订单和付款记录按会计法规保留六年，且不再与您的姓名或邮箱关联。\n\n此邮箱可随时重新注册新账户。如果这不是您本人的操作，请立即联系 support@clearlot.co.uk。\n\nClearLot 团队`,
      }
    : {
        subject: 'Your ClearLot account has been closed',
        text: `Hello ${username},\n\nYour ClearLot account has been closed as you asked, and every device was signed out. Your personal details have been erased; order and payment records are kept for six years as accounting law requires, no longer linked to your name or e-mail.\n\nThis e-mail address can register a new account at any time. If this was not you, contact support@clearlot.co.uk at once.\n\nThe ClearLot team`,
      };
}
