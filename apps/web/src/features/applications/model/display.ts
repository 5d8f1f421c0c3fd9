/** How the application pages name things in the reader's language (issue 13). */
import {
  ApplicationDocumentText,
  type ApplicationDocumentType,
  type ApplicationKind,
  ApplicationKindText,
  ApplicationStatus,
  ApplicationStatusText,
  type UkRegion,
  UkRegionText,
} from '@clearlot/contract/rules/applications';
import type { Language } from '../../../shared/i18n/language';
import type { Tone } from '../../../shared/ui/kit/Tag';

export const statusName = (status: ApplicationStatus, language: Language) => ApplicationStatusText[status].name[language];
export const kindName = (kind: ApplicationKind, language: Language) => ApplicationKindText[kind][language];
export const documentName = (type: ApplicationDocumentType, language: Language) => ApplicationDocumentText[type][language];
export const regionName = (region: UkRegion, language: Language) => UkRegionText[region][language];

/** Tag tones: a draft (neutral), waiting for review (info), approved (success), rejected (error). */
export const STATUS_TONE: Record<ApplicationStatus, Tone> = {
  [ApplicationStatus.Draft]: 'neutral',
  [ApplicationStatus.Submitted]: 'info',
  [ApplicationStatus.Approved]: 'success',
  [ApplicationStatus.Rejected]: 'error',
};

/** File sizes as people read them: 2.4 MB, 180 KB. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The language the query asks for (/shopEntry?lang=zh), or null when it names none we have. */
export function queryLanguage(search: string): Language | null {
  const lang = new URLSearchParams(search).get('lang');
  return lang === 'zh' || lang === 'en' ? lang : null;
}
