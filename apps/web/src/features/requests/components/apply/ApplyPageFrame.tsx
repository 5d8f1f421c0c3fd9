import { AFTER_SALE_WINDOW_DAYS } from '@clearlot/contract/rules/afterSales';
import { useSearchParams } from '../../../../shared/router';
import { useTranslation } from '../../../../shared/i18n/useTranslation';
import { paths } from '../../../../shared/paths';
import { LoadFailed } from '../../../../shared/ui/LoadFailed';
import { Alert } from '../../../../shared/ui/kit/Alert';
import { ButtonLink } from '../../../../shared/ui/kit/ButtonLink';
import { Skeleton } from '../../../../shared/ui/kit/Skeleton';
import type { ApplySource } from '../../model/applyForm';
import type { RequestKind } from '../../model/request';
import { ApplyRequestForm } from './ApplyRequestForm';
import '../../requests.css';

/** The order and line an apply page was opened for: ?orderNo=&itemId= (the line the buyer came from, when any). */
export function useApplyAddress(): { orderNo: string; fromItemId: number | null } {
  const [params] = useSearchParams();
  const itemId = Number(params.get('itemId'));
  return { orderNo: (params.get('orderNo') ?? '').trim(), fromItemId: Number.isInteger(itemId) && itemId > 0 ? itemId : null };
}

/**
 * An apply page around the one form: its title and what it is for, then the form while the order allows a
 * request of the kind, a notice with the way back to the order when it does not, or why the order could not
 * be read.
 */
export function ApplyPageFrame({
  kind,
  orderNo,
  fromItemId,
  source,
  failed,
  error,
  onRetry,
}: {
  kind: RequestKind;
  orderNo: string;
  fromItemId: number | null;
  /** what the order allows, once read */
  source: ApplySource | null;
  failed: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('requests');
  const { t: common } = useTranslation();
  let content;
  // keyed by the order and line: another order opened on the same page starts a fresh form
  if (source && source.order.canApply) content = <ApplyRequestForm key={`${orderNo}-${fromItemId}`} source={source} fromItemId={fromItemId} />;
  else if (source)
    content = (
      <Alert
        type="info"
        title={t(`apply.cannotApply.${kind}`)}
        description={t(`apply.cannotApplyText.${kind}`)}
        action={<ButtonLink to={paths.orderDetail.getHref(orderNo)}>{t('apply.backToOrder')}</ButtonLink>}
        data-testid={kind === 'return' ? 'apply-closed' : 'after-sale-closed'}
      />
    );
  else if (failed || orderNo === '') content = <LoadFailed title={t('apply.loadFailed')} error={error} onRetry={onRetry} />;
  else content = <Skeleton rows={8} label={common('a11y.loading')} />;

  return (
    <section className="request-page" aria-labelledby="apply-title">
      <header className="request-page__header">
        <h1 id="apply-title" className="request-page__title">
          {t(`apply.title.${kind}`)}
        </h1>
        <p className="muted">{t(`apply.intro.${kind}`, { orderNo, days: AFTER_SALE_WINDOW_DAYS })}</p>
      </header>
      {content}
    </section>
  );
}
