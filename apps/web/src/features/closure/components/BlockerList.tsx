import { Link } from '../../../shared/router';
import { type ClosureBlocker, type ClosureRef, formatPounds } from '@clearlot/contract';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Text } from '../../../shared/ui/kit/Text';

/** Where one blocking record is settled: the holder's own purchase or request, or their shop's desk. */
function refHref(kind: ClosureBlocker['kind'], ref: ClosureRef): string {
  switch (kind) {
    case 'openOrders':
      return ref.asOwner ? paths.ownerOrders.getHref() : paths.orderDetail.getHref(ref.no);
    case 'openReturns':
      return paths.returnDetail.getHref(ref.no, ref.asOwner ? 'owner' : 'buyer');
    case 'openAfterSales':
      return paths.afterSaleDetail.getHref(ref.no, ref.asOwner ? 'owner' : 'buyer');
    case 'refundsInProgress':
      return paths.refundDetail.getHref(ref.no);
    case 'walletBalance':
      return paths.wallet.getHref();
    case 'shopBalance':
      return consolePaths.settlement.href;
  }
}

/** The list a kind of blocker is settled from (the desk when the first record is the shop's). */
function listHref(blocker: ClosureBlocker): string {
  const asOwner = blocker.refs[0]?.asOwner ?? false;
  switch (blocker.kind) {
    case 'openOrders':
      return asOwner ? paths.ownerOrders.getHref() : paths.myOrders.getHref();
    case 'openReturns':
      return asOwner ? paths.ownerReturns.getHref() : paths.returnList.getHref();
    case 'openAfterSales':
      return paths.afterSaleList.getHref(asOwner ? 'owner' : 'buyer');
    case 'refundsInProgress':
      return paths.returnList.getHref('refunds');
    case 'walletBalance':
      return paths.wallet.getHref();
    case 'shopBalance':
      return consolePaths.settlement.href;
  }
}

/** Step 2's findings: each blocker with its message, the records that block (linked) and where to settle them. */
export function BlockerList({ blockers }: { blockers: readonly ClosureBlocker[] }) {
  const { t } = useTranslation('closure');
  return (
    <div className="closure-step">
      <Alert type="warning" title={t('check.blockedTitle')} description={t('check.blockedText')} />
      <ul className="closure-blockers">
        {blockers.map((blocker) => (
          <li key={blocker.kind} className="closure-blocker" data-testid={`closure-blocker-${blocker.kind}`}>
            <Text strong>{t(`check.${blocker.kind}`, { count: blocker.count, amount: formatPounds(blocker.amount ?? 0) })}</Text>
            {blocker.refs.length > 0 && (
              <div className="closure-blocker__refs">
                {blocker.refs.map((ref) => (
                  <Link key={ref.no} to={refHref(blocker.kind, ref)} data-testid="closure-blocker-ref">
                    {ref.no}
                  </Link>
                ))}
                {blocker.count > blocker.refs.length && <Text tone="secondary">{t('check.more', { count: blocker.count - blocker.refs.length })}</Text>}
              </div>
            )}
            <div>
              {blocker.kind === 'shopBalance' ? (
                // the settlement page is the console's, outside the storefront's routes
                <a href={listHref(blocker)}>{t('check.openSettlement')}</a>
              ) : (
                <Link to={listHref(blocker)}>{blocker.kind === 'walletBalance' ? t('check.openWallet') : t('check.openList')}</Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
