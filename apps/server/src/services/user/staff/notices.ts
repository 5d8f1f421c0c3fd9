/** The e-mail a new staff member gets (issue 34 item 1), in the administrator's language: the account exists, never its password. */
import { Role } from '@clearlot/contract';
import type { Language } from '../../../platform/request-context';

const ROLE_NAMES: Record<number, { en: string; zh: string }> = {
  [Role.CustomerService]: { en: 'customer service', zh: '客服' },
  [Role.Operations]: { en: 'operations', zh: '运营' },
  [Role.Finance]: { en: 'finance', zh: '财务' },
  [Role.Administrator]: { en: 'administrator', zh: '管理员' },
};

export function staffWelcomeEmail(language: Language, name: string, roles: readonly number[]) {
  const named = roles.map((role) => ROLE_NAMES[role]).filter((role) => role !== undefined);
  if (language === 'zh') {
    return {
      subject: '您的 ClearLot 员工账户已开通',
      text: `${name}，您好：\n\n管理员已为您开通 ClearLot 员工账户，角色：${named.map((role) => role.zh).join('、')}。\n\n请使用本邮箱和管理员告知您的初始密码登录 ClearLot 控制台（/console/），登录后请在账户设置中修改密码。\n\nClearLot 团队`,
    };
  }
  return {
    subject: 'Your ClearLot staff account is ready',
    text: `Hello ${name},\n\nAn administrator has opened a ClearLot staff account for you, with these roles: ${named.map((role) => role.en).join(', ')}.\n\nSign in to the ClearLot console (/console/) with this e-mail address and the first password your administrator gave you, then change it in your account settings.\n\nThe ClearLot team`,
  };
}
