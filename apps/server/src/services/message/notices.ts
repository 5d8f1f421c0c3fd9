import type { ContactUsBody } from '@clearlot/contract';
import type { Language } from '../../platform/request-context';

export function contactAcknowledgement(language: Language, ticket: string, name: string) {
  return language === 'zh'
    ? {
        subject: `我们已收到您的留言（${ticket}）`,
        text: `${name}，您好：\n\n感谢您联系 ClearLot。您的工单号是 ${ticket}，客服将在一个工作日内（英国时间周一至周五 9:00–17:30）回复您。\n\nClearLot 客服团队`,
      }
    : {
        subject: `We have your message (${ticket})`,
        text: `Hello ${name},\n\nThank you for contacting ClearLot. Your ticket number is ${ticket}; our team replies within one working day (Mon–Fri 9:00–17:30 UK time).\n\nClearLot customer service`,
      };
}

export function contactForSupport(ticket: string, body: ContactUsBody) {
  return {
    subject: `[${ticket}] ${body.topic}: message from ${body.name}`,
    text: `Ticket: ${ticket}\nFrom: ${body.name} <${body.email}>\nTopic: ${body.topic}\n\n${body.message}`,
  };
}
