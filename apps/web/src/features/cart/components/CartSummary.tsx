import { DeleteOutlined } from '../../../shared/ui/kit/icons/DeleteOutlined';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Checkbox } from '../../../shared/ui/kit/Checkbox';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useNavigate } from '../../../shared/router';
import type { CartItem } from '@clearlot/contract/schemas/order';
import { formatPounds } from '@clearlot/contract/format/money';
import { MIN_ORDER_ITEMS_TOTAL, ORDER_AMOUNT_LIMIT } from '@clearlot/contract/rules/order';
import { useSession } from '../../../shared/session/session';
import { cartTotals, checkStateOf, checkoutBlock, checkoutPath, chosenIds } from '../model/cartSelection';
import { paths } from '../../../shared/paths';
import { usePricesWithVat } from '../../../shared/price/priceDisplay';
import { useVatBasis } from '../../../shared/ui/Price';
import { LandedCostLine } from '../../../shared/catalogue/components/LandedCostLine';

interface CartSummaryProps {
  lines: readonly CartItem[];
  onToggleAll: () => void;
  onRemoveSelected: () => void;
  busy: boolean;
}

/**
 * The bar under the cart: select all, remove the ticked lines, the count and item total of the
 * ticked lines, and Check out (to /pay with their ids). Buyers without purchase permission are
 * asked to complete their information instead (docs/product.md §6); the £20 minimum and the £50,000 limit
 * are explained before checkout refuses them.
 */
export function CartSummary({ lines, onToggleAll, onRemoveSelected, busy }: CartSummaryProps) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const { user } = useSession();
  const state = checkStateOf(lines);
  const totals = cartTotals(lines);
  const block = checkoutBlock(totals);
  const path = checkoutPath(lines);
  const mayOrder = !user || user.purchasePermission;
  const withVat = usePricesWithVat();
  const basis = useVatBasis();
  const ticked = chosenIds(lines);
  const quantityOf = new Map(lines.map((line) => [line.id, line.quantity]));

  let notice = null;
  if (!mayOrder) {
    notice = (
      <Alert
        type="warning"
        title={t('summary.completeInfo')}
        action={
          <Link to={paths.signUpComplete.getHref(user.id)} data-testid="cart-complete-info">
            {t('summary.completeInfoAction')}
          </Link>
        }
        data-testid="cart-permission-notice"
      />
    );
  } else if (block === 'belowMinimum') {
    notice = (
      <Alert
        type="info"
        title={t('summary.belowMinimum', { minimum: formatPounds(MIN_ORDER_ITEMS_TOTAL), missing: formatPounds(MIN_ORDER_ITEMS_TOTAL - totals.itemsTotal) })}
        data-testid="cart-below-minimum"
      />
    );
  } else if (block === 'aboveLimit') {
    notice = (
      <Alert
        type="warning"
        title={t('summary.aboveLimit', { limit: formatPounds(ORDER_AMOUNT_LIMIT) })}
        action={<Link to={paths.contactUs.getHref()}>{t('summary.contactSupport')}</Link>}
        data-testid="cart-above-limit"
      />
    );
  }

  return (
    <div className="cart-summary" data-testid="cart-summary">
      {notice}
      <div className="cart-summary__bar">
        <div className="cart-summary__tools">
          <Checkbox checked={state.checked} indeterminate={state.indeterminate} disabled={state.disabled || busy} onChange={onToggleAll} data-testid="cart-select-all">
            {t('summary.selectAll')}
          </Checkbox>
          <Button variant="link" danger icon={<DeleteOutlined />} disabled={ticked.length === 0 || busy} onClick={onRemoveSelected} data-testid="cart-remove-selected">
            {t('summary.removeSelected')}
          </Button>
        </div>
        <div className="cart-summary__totals" aria-live="polite">
          <span data-testid="cart-selected-count">{t('summary.selected', { count: totals.lines, units: totals.units })}</span>
          <span className="cart-summary__total">
            {t('summary.itemsTotal')} <strong data-testid="cart-selected-total">{formatPounds(withVat ? totals.itemsTotal + totals.itemsVat : totals.itemsTotal)}</strong>{' '}
            <span className="price__basis">{basis}</span>
          </span>
          <span className="cart-summary__vat muted">
            {t('summary.vat')} <span data-testid="cart-selected-vat">{formatPounds(totals.itemsVat)}</span>
          </span>
          {/* the ticked lines delivered to the default address, with VAT */}
          <LandedCostLine of={ticked.length > 0 ? { cartItemIds: ticked, revision: ticked.map((id) => `${id}:${quantityOf.get(id)}`).join(',') } : null} />
        </div>
        {mayOrder && (
          <Button
            variant="primary"
            size="large"
            className="cart-summary__checkout"
            disabled={block !== null || path === null}
            onClick={() => path && void navigate(path)}
            data-testid="cart-checkout"
          >
            {t('summary.checkout')}
          </Button>
        )}
      </div>
    </div>
  );
}
