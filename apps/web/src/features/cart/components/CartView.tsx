import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { CartItem } from '@clearlot/contract/schemas/order';
import { useCartFailureNotice } from '../../../shared/catalogue/hooks/useAddToCart';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { hashHref, paths } from '../../../shared/paths';
import { useCartList } from '../api/cartList';
import { useSelectCartItems } from '../api/selectCartItems';
import { useRemoveCartLines } from '../hooks/useRemoveCartLines';
import { cartLines, chosenIds, groupKey, toggleAll, unavailableIds } from '../model/cartSelection';
import { CartGroupCard } from './CartGroupCard';
import { CartSummary } from './CartSummary';

/** The signed-in buyer's cart: groups of lines, the out-of-stock notice and the summary bar. */
export function CartView() {
  const { t } = useTranslation('cart');
  const query = useCartList();
  const select = useSelectCartItems();
  const removal = useRemoveCartLines();
  const notifyFailure = useCartFailureNotice();

  if (query.isPending) {
    return (
      <div data-testid="cart-loading">
        <Skeleton rows={8} />
      </div>
    );
  }
  if (query.isError) {
    return <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>} data-testid="cart-load-failed" />;
  }

  const list = query.data;
  const lines = cartLines(list);
  if (lines.length === 0) {
    return (
      <EmptyResult title={t('empty.title')} hint={t('empty.hint')}>
        <a className="kit-btn kit-btn--primary cart-button-link" href={hashHref(paths.listing.getHref())} data-testid="cart-go-shopping">
          {t('empty.goShopping')}
        </a>
      </EmptyResult>
    );
  }

  const changeSelection = (change: { ids: number[]; selected: boolean } | null) => {
    if (change) select.mutate(change, { onError: notifyFailure });
  };
  const unavailable = unavailableIds(lines);

  return (
    <div className="cart-view">
      {unavailable.length > 0 && (
        <Alert
          type="warning"
          title={t('outOfStockNotice', { count: unavailable.length })}
          action={
            <Button size="small" danger onClick={() => removal.confirmRemove(unavailable)} data-testid="cart-remove-unavailable">
              {t('removeUnavailable')}
            </Button>
          }
          data-testid="cart-out-of-stock-notice"
        />
      )}
      {list.resultList.map((group) => (
        <CartGroupCard
          key={groupKey(group)}
          group={group}
          onToggleGroup={(groupLines) => changeSelection(toggleAll(groupLines))}
          onSelectLine={(line: CartItem, selected) => changeSelection({ ids: [line.id], selected })}
          onRemoveLine={(line) => removal.confirmRemove([line.id])}
        />
      ))}
      <CartSummary lines={lines} busy={removal.pending} onToggleAll={() => changeSelection(toggleAll(lines))} onRemoveSelected={() => removal.confirmRemove(chosenIds(lines))} />
      <p className="cart-view__more muted">
        <Link to={paths.listing.getHref()}>{t('continueShopping')}</Link>
      </p>
    </div>
  );
}
