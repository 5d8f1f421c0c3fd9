/** How the review desk names an application's status, kind, documents, register checks and regions in the page language. */
import type { Language } from '@clearlot/browser/i18n/language';
import {
  ApplicationDocumentText,
  type ApplicationDocumentType,
  type ApplicationKind,
  ApplicationKindText,
  ApplicationStatus,
  ApplicationStatusText,
  type RegisterCheckResult,
  RegisterCheckText,
  type UkRegion,
  UkRegionText,
} from '@clearlot/contract/rules/applications';

export const statusName = (status: ApplicationStatus, language: Language) => ApplicationStatusText[status].name[language];
export const kindName = (kind: ApplicationKind, language: Language) => ApplicationKindText[kind][language];
export const documentName = (type: ApplicationDocumentType, language: Language) => ApplicationDocumentText[type][language];
export const checkName = (result: RegisterCheckResult, language: Language) => RegisterCheckText[result][language];
export const regionName = (region: UkRegion, language: Language) => UkRegionText[region][language];

/** Tag colours: a draft (default), waiting for review (processing), approved (success), rejected (error). */
export const STATUS_COLOUR: Record<ApplicationStatus, string> = {
  [ApplicationStatus.Draft]: 'default',
  [ApplicationStatus.Submitted]: 'processing',
  [ApplicationStatus.Approved]: 'success',
  [ApplicationStatus.Rejected]: 'error',
};

export const CHECK_COLOUR: Record<RegisterCheckResult, string> = {
  notChecked: 'default',
  found: 'success',
  inactive: 'warning',
  notFound: 'error',
  unavailable: 'default',
};

/** File sizes as people read them: 2.4 MB, 180 KB. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
