/**
 * Complaints (issue 14 "Complaints"; docs/product.md §1 complaints, §2 Complain, ComplainList,
 * ComplainDetail). A buyer complains about one of their orders or about a goods owner, with a type,
 * a description and evidence photos. Customer service answers from the platform desk (open →
 * answered; the buyer is told by e-mail) and closes it with a resolution (→ closed); the buyer can
 * add to an answered complaint (answered → open) or withdraw an unresolved one. Every move is logged
 * with who made it and their words: the log is the complaint's history. Values the issue leaves
 * open are chosen here and recorded in docs/decisions.md ("Reviews and complaints").
 */
import type { Bilingual } from '../messages';

export const ComplaintStatus = { Open: 1, Answered: 2, Closed: 3, Withdrawn: 4 } as const;
export type ComplaintStatus = (typeof ComplaintStatus)[keyof typeof ComplaintStatus];

export const ComplaintStatusText: Record<ComplaintStatus, { name: Bilingual; history: Bilingual }> = {
  1: { name: { en: 'Waiting for customer service', zh: '待客服处理' }, history: { en: 'Complaint sent to customer service.', zh: '投诉已提交给客服。' } },
  2: { name: { en: 'Answered', zh: '客服已回复' }, history: { en: 'Customer service answered.', zh: '客服已回复。' } },
  3: { name: { en: 'Closed', zh: '已结案' }, history: { en: 'Customer service closed the complaint.', zh: '客服已结案。' } },
  4: { name: { en: 'Withdrawn', zh: '已撤销' }, history: { en: 'The buyer withdrew the complaint.', zh: '买家已撤销投诉。' } },
};

/** Who moves a complaint. */
export const ComplaintActor = { Buyer: 'buyer', Agent: 'agent' } as const;
export type ComplaintActor = (typeof ComplaintActor)[keyof typeof ComplaintActor];

/** What a complaint is about: one of the buyer's orders, or a goods owner. */
export const COMPLAINT_TARGETS = ['order', 'owner'] as const;
export type ComplaintTarget = (typeof COMPLAINT_TARGETS)[number];

export const COMPLAINT_TYPES = ['quality', 'notAsDescribed', 'delivery', 'service', 'pricing', 'fraud', 'other'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export const ComplaintTypeText: Record<ComplaintType, Bilingual> = {
  quality: { en: 'Product quality', zh: '商品质量' },
  notAsDescribed: { en: 'Not as described', zh: '与描述不符' },
  delivery: { en: 'Delivery', zh: '物流配送' },
  service: { en: "Goods owner's service", zh: '货主服务' },
  pricing: { en: 'Pricing or charges', zh: '价格或收费' },
  fraud: { en: 'Suspected fraud', zh: '疑似欺诈' },
  other: { en: 'Other', zh: '其他' },
};

export const COMPLAINT_DESCRIPTION_MIN = 10;
export const COMPLAINT_TEXT_MAX = 2000;
export const COMPLAINT_PHOTOS_MAX = 6;
/** complaints filed per buyer per day */
export const COMPLAINTS_PER_DAY = 10;

/** ComplainList's and the desk's tabs. */
export const COMPLAINT_TABS = ['all', 'open', 'answered', 'closed'] as const;
export type ComplaintTab = (typeof COMPLAINT_TABS)[number];

export const COMPLAINT_TAB_STATUSES: Record<ComplaintTab, readonly ComplaintStatus[]> = {
  all: [ComplaintStatus.Open, ComplaintStatus.Answered, ComplaintStatus.Closed, ComplaintStatus.Withdrawn],
  open: [ComplaintStatus.Open],
  answered: [ComplaintStatus.Answered],
  closed: [ComplaintStatus.Closed, ComplaintStatus.Withdrawn],
};

/** From where each move may happen. */
export const COMPLAINT_ANSWERABLE: readonly ComplaintStatus[] = [ComplaintStatus.Open, ComplaintStatus.Answered];
export const COMPLAINT_CLOSABLE: readonly ComplaintStatus[] = [ComplaintStatus.Open, ComplaintStatus.Answered];
export const COMPLAINT_WITHDRAWABLE: readonly ComplaintStatus[] = [ComplaintStatus.Open, ComplaintStatus.Answered];
/** the buyer adds to a complaint that has been answered (it goes back to customer service) or is still open */
export const COMPLAINT_FOLLOW_UP_FROM: readonly ComplaintStatus[] = [ComplaintStatus.Open, ComplaintStatus.Answered];
