/**
 * The e-mails of seller and middle-man applications, in the applicant's language (the language
 * of the page they applied from): the e-mail code, the receipt, the approval with how to sign in,
 * and the rejection with the reasons and how to correct and resubmit.
 */
import { ApplicationKindText, NoticeKind, VERIFICATION_CODE_TTL_SECONDS } from '@clearlot/contract';
import type { Language } from '../../../platform/request-context';
import type { ApplicationRow } from './store';

const minutes = VERIFICATION_CODE_TTL_SECONDS / 60;
type Mail = { subject: string; text: string };

export function applicationCodeEmail(language: Language, code: string): Mail {
  return language === 'zh'
    ? {
        subject: `您的 ClearLot 验证码：${code}`,
        text: `您好，\n\n您的验证码是 ${code}，用于验证邮箱并继续填写 ClearLot 货主入驻申请。验证码 ${minutes} 分钟内有效，且只能使用一次。\n\n如果这不是您本人的操作，请忽略此邮件。\n\nClearLot 团队`,
      }
    : {
        subject: `Your ClearLot verification code: ${code}`,
        text: `Hello,\n\nYour verification code is ${code}. Use it to confirm your e-mail and carry on with your ClearLot seller application. It is valid for ${minutes} minutes and can be used once.\n\nIf you did not ask for this code, you can ignore this e-mail.\n\nThe ClearLot team`,
      };
}

const kindName = (row: ApplicationRow, language: Language) => ApplicationKindText[row.kind][language];

export function receiptEmail(row: ApplicationRow): Mail {
  const company = row.companyName;
  return row.language === 'zh'
    ? {
        subject: `ClearLot 已收到您的申请 ${row.applicationNo}`,
        text: `您好，\n\n我们已收到 ${company} 的${kindName(row, 'zh')}申请（编号 ${row.applicationNo}）。平台审核通常在 2 个工作日内完成，结果将通过邮件通知您。\n\nClearLot 团队`,
      }
    : {
        subject: `ClearLot received your application ${row.applicationNo}`,
        text: `Hello,\n\nWe have received the ${kindName(row, 'en').toLowerCase()} application of ${company} (number ${row.applicationNo}). Our team usually reviews applications within 2 working days and will tell you the result by e-mail.\n\nThe ClearLot team`,
      };
}

/** Approval: how to sign in — with the account's own password, or by choosing one through "Forgot password" for a new account. */
export function approvalEmail(row: ApplicationRow, accountCreated: boolean): Mail {
  if (row.language === 'zh') {
    const signIn = accountCreated
      ? `我们已为您创建货主账户，登录邮箱为 ${row.email}。首次登录前请先设置密码：在 ClearLot 登录页点击"忘记密码"，输入该邮箱，使用收到的验证码设置密码，然后用邮箱和新密码登录。`
      : `请使用 ${row.email} 及您现有的密码登录 ClearLot。`;
    const unlocked =
      row.kind === 'seller'
        ? `登录后，您的货主工作台（订单与发货、退货退款、售后审核、评价回复、买家消息）在 ClearLot 管理后台：网站的 /console/ 页面，账户菜单中也有入口。店铺"${row.storeName}"已开通。`
        : '您的中间商资料已生效，账户已获得采购权限。';
    return {
      subject: `您的 ClearLot 申请 ${row.applicationNo} 已通过`,
      text: `您好，\n\n恭喜！${row.companyName} 的${kindName(row, 'zh')}申请已通过审核。\n\n${signIn}\n\n${unlocked}\n\nClearLot 团队`,
    };
  }
  const signIn = accountCreated
    ? `We have created your goods-owner account for ${row.email}. Before you sign in for the first time, choose your password: on the ClearLot sign-in page choose "Forgot password", enter this e-mail address and set a password with the code we send. Then sign in with the e-mail and that password.`
    : `Sign in to ClearLot with ${row.email} and your existing password.`;
  const unlocked =
    row.kind === 'seller'
      ? `Once signed in, your goods-owner desks (orders and shipping, returns and refunds, after-sales review, review replies, buyer messages) are in the ClearLot console, at /console/ on the ClearLot site; the account menu links to it. Your shop "${row.storeName}" is open.`
      : 'Your middle-man profile is active and your account can now buy.';
  return {
    subject: `Your ClearLot application ${row.applicationNo} is approved`,
    text: `Hello,\n\nGood news: the ${kindName(row, 'en').toLowerCase()} application of ${row.companyName} has been approved.\n\n${signIn}\n\n${unlocked}\n\nThe ClearLot team`,
  };
}

/** Rejection: the reviewer's reasons, and how to correct the application and submit it again. */
export function rejectionEmail(row: ApplicationRow, reason: string): Mail {
  if (row.language === 'zh') {
    const again =
      row.kind === 'seller'
        ? '您可以修改后重新提交：在 ClearLot 页脚点击"创建账户"打开入驻页面，用同一邮箱获取验证码，即可打开原申请进行修改并重新提交。'
        : '您可以在"我的申请"中修改中间商资料后重新提交。';
    return {
      subject: `您的 ClearLot 申请 ${row.applicationNo} 未通过`,
      text: `您好，\n\n很抱歉，${row.companyName} 的${kindName(row, 'zh')}申请未通过审核，原因如下：\n\n${reason}\n\n${again}\n\nClearLot 团队`,
    };
  }
  const again =
    row.kind === 'seller'
      ? 'You can correct it and submit it again: open "Create account" in the ClearLot footer, confirm the same e-mail address with a code, and your application opens for changes.'
      : 'You can correct your middle-man profile under "My applications" and submit it again.';
  return {
    subject: `Your ClearLot application ${row.applicationNo} was not approved`,
    text: `Hello,\n\nWe are sorry: the ${kindName(row, 'en').toLowerCase()} application of ${row.companyName} was not approved, for these reasons:\n\n${reason}\n\n${again}\n\nThe ClearLot team`,
  };
}

/** The message-centre notice of a result, in both languages, linked to My applications. */
export function applicationNotice(row: ApplicationRow, result: 'approved' | 'rejected', reason: string) {
  const kind = ApplicationKindText[row.kind];
  const approved = result === 'approved';
  return {
    kind: NoticeKind.Application,
    title: approved
      ? { en: `${kind.en} ${row.applicationNo} approved`, zh: `${kind.zh} ${row.applicationNo} 已通过` }
      : { en: `${kind.en} ${row.applicationNo} not approved`, zh: `${kind.zh} ${row.applicationNo} 未通过` },
    body: approved
      ? { en: `${row.companyName}: approved.`, zh: `${row.companyName}：审核已通过。` }
      : { en: `${row.companyName}: ${reason} You can correct the application and submit it again.`, zh: `${row.companyName}：${reason} 您可以修改后重新提交。` },
    link: '/home/Distribution',
    dedupeKey: `application:${row.applicationNo}:${result}:${row.reviewedAt ?? ''}`,
  };
}
