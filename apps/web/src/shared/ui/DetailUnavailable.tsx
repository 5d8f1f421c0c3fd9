import { errorByCode } from '@clearlot/contract/errors';
import { ApiError } from '../http/client';
import { pickMessage } from '../i18n/language';
import { useTranslation } from '../i18n/useTranslation';
import { Result } from './kit/Result';
import { LoadFailed } from './LoadFailed';

/** The server said that what was asked for is not there: an error of the catalogue whose HTTP status is 404. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && errorByCode(error.code)?.status === 404;
}

/**
 * Why a page about one record (an order, a return, a refund, a complaint …) shows no record: opened
 * without its number, or with one the server does not know for this reader, it is "not found" (the
 * catalogue's own sentence for that record, in the reader's language), not a failure to try again;
 * any other failure says it could not be loaded and offers another try.
 */
export function DetailUnavailable({
  missing,
  error,
  notFound,
  loadFailedTitle,
  onRetry,
}: {
  /** the address carries no number (or not a possible one) */
  missing: boolean;
  error: unknown;
  /** the catalogue entry for this record's absence, e.g. ErrorCatalogue.returnNotFound */
  notFound: { en: string; zh: string };
  loadFailedTitle: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (missing || isNotFoundError(error)) {
    return <Result status="warning" title={pickMessage({ message: notFound.zh, messageEn: notFound.en })} subTitle={t('detailNotFound.text')} data-testid="detail-not-found" />;
  }
  return <LoadFailed title={loadFailedTitle} error={error} onRetry={onRetry} />;
}
