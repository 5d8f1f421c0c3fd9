/**
 * Seller and middle-man applications (issue 13; docs/product.md §1 sellers register through a
 * merchant application and are told the result by e-mail, §3 seller application, §6 the implied
 * middle-man profile). Plain constants without zod: the pages load this module. The values the
 * specification leaves open are chosen here once and recorded in docs/decisions.md ("Applications").
 */
import type { Bilingual } from '../messages';

/** What is applied for: a goods owner's shop, or the middle-man (intermediary) profile. */
export const APPLICATION_KINDS = ['seller', 'middleMan'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

export const ApplicationKindText: Record<ApplicationKind, Bilingual> = {
  seller: { en: 'Goods owner (seller)', zh: '货主（卖家）' },
  middleMan: { en: 'Middle man', zh: '中间商' },
};

/**
 * Draft (1) → submitted (2) → approved (3) or rejected (4); a rejected application is corrected and
 * submitted again (4 → 2), keeping its number and history.
 */
export const ApplicationStatus = { Draft: 1, Submitted: 2, Approved: 3, Rejected: 4 } as const;
export type ApplicationStatus = (typeof ApplicationStatus)[keyof typeof ApplicationStatus];

export const ApplicationStatusText: Record<ApplicationStatus, { name: Bilingual; history: Bilingual }> = {
  1: { name: { en: 'Draft', zh: '草稿' }, history: { en: 'Application started.', zh: '申请已创建。' } },
  2: { name: { en: 'Under review', zh: '审核中' }, history: { en: 'Application submitted for review.', zh: '申请已提交审核。' } },
  3: { name: { en: 'Approved', zh: '已通过' }, history: { en: 'Application approved.', zh: '申请已通过。' } },
  4: { name: { en: 'Rejected', zh: '未通过' }, history: { en: 'Application rejected.', zh: '申请未通过。' } },
};

/** The statuses in which the applicant may still change the application. */
export const APPLICATION_EDITABLE_STATUSES: readonly ApplicationStatus[] = [ApplicationStatus.Draft, ApplicationStatus.Rejected];

export const ApplicationActor = { Applicant: 'applicant', Reviewer: 'reviewer', System: 'system' } as const;
export type ApplicationActor = (typeof ApplicationActor)[keyof typeof ApplicationActor];

/** The documents a seller application needs (issue 13): one of each, JPG, PNG or PDF, up to 10 MB. */
export const APPLICATION_DOCUMENT_TYPES = ['incorporation', 'proofOfAddress'] as const;
export type ApplicationDocumentType = (typeof APPLICATION_DOCUMENT_TYPES)[number];

export const ApplicationDocumentText: Record<ApplicationDocumentType, Bilingual> = {
  incorporation: { en: 'Certificate of incorporation', zh: '公司注册证书' },
  proofOfAddress: { en: 'Proof of business address', zh: '经营地址证明' },
};

/**
 * What a register said about a company or VAT number: not asked (the look-up is not configured),
 * found (with the registered name and, for companies, whether it is active), not found, or no
 * answer (the register failed or timed out; the reviewer decides without it).
 */
export const REGISTER_CHECK_RESULTS = ['notChecked', 'found', 'inactive', 'notFound', 'unavailable'] as const;
export type RegisterCheckResult = (typeof REGISTER_CHECK_RESULTS)[number];

export const RegisterCheckText: Record<RegisterCheckResult, Bilingual> = {
  notChecked: { en: 'Not checked (register look-up not configured)', zh: '未核验（未配置登记机构查询）' },
  found: { en: 'Found in the register', zh: '登记信息已找到' },
  inactive: { en: 'Found, but not active', zh: '已找到，但非存续状态' },
  notFound: { en: 'Not found in the register', zh: '登记信息中未找到' },
  unavailable: { en: 'Not checked (the register did not answer)', zh: '未核验（登记机构未响应）' },
};

/** The UK's twelve ITL 1 regions, which a middle man says they serve. */
export const UK_REGIONS = [
  'northEast',
  'northWest',
  'yorkshire',
  'eastMidlands',
  'westMidlands',
  'eastOfEngland',
  'london',
  'southEast',
  'southWest',
  'wales',
  'scotland',
  'northernIreland',
] as const;
export type UkRegion = (typeof UK_REGIONS)[number];

export const UkRegionText: Record<UkRegion, Bilingual> = {
  northEast: { en: 'North East', zh: '东北英格兰' },
  northWest: { en: 'North West', zh: '西北英格兰' },
  yorkshire: { en: 'Yorkshire and the Humber', zh: '约克郡-亨伯' },
  eastMidlands: { en: 'East Midlands', zh: '东米德兰兹' },
  westMidlands: { en: 'West Midlands', zh: '西米德兰兹' },
  eastOfEngland: { en: 'East of England', zh: '英格兰东部' },
  london: { en: 'London', zh: '伦敦' },
  southEast: { en: 'South East', zh: '东南英格兰' },
  southWest: { en: 'South West', zh: '西南英格兰' },
  wales: { en: 'Wales', zh: '威尔士' },
  scotland: { en: 'Scotland', zh: '苏格兰' },
  northernIreland: { en: 'Northern Ireland', zh: '北爱尔兰' },
};

/** Longest reason a reviewer writes when rejecting. */
export const APPLICATION_REASON_MAX = 500;
/** How long an e-mail confirmation keeps a draft open in one browser (seconds): a working day and a night. */
export const APPLICATION_DRAFT_TTL_SECONDS = 24 * 60 * 60;
/** Documents an application may upload per hour (replacing included). */
export const APPLICATION_UPLOADS_PER_HOUR = 30;
