/** The message service's paths: the development mailbox and the contact form (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.message;

export const mailbox = `${at}/dev/mailbox` as const;
/** operations' list of e-mails and texts that could not be delivered */
export const failedDeliveries = `${at}/platform/delivery/failures` as const;
export const contact = `${at}/contact/submit` as const;

// chat (issue 12; docs/product.md §7 chat): the token, the settings, conversations, messages, unread counts
export const chatToken = `${at}/im/getTokenByUsername` as const;
export const chatSettings = `${at}/common/common/IM` as const;
export const chatConversations = `${at}/chat/conversations` as const;
export const openChat = `${at}/chat/open` as const;
export const chatConversation = `${at}/chat/conversation` as const;
export const chatMessages = `${at}/chat/messages` as const;
export const sendChat = `${at}/chat/send` as const;
export const readChat = `${at}/chat/read` as const;
export const unreadCounts = `${at}/chat/unread` as const;
// the customer-service agent's desk
export const chatDesk = `${at}/chat/desk/list` as const;
export const chatDeskCounts = `${at}/chat/desk/counts` as const;
export const takeChat = `${at}/chat/desk/take` as const;
export const closeChat = `${at}/chat/desk/close` as const;
export const chatBuyerOrders = `${at}/chat/desk/buyerOrders` as const;
// the message centre (/home/MsgList, /home/MsgDetail)
export const notices = `${at}/notice/list` as const;
export const notice = `${at}/notice/detail` as const;
export const readAllNotices = `${at}/notice/readAll` as const;
