/**
 * /pay?cartItemIds=1,2,3 (docs/product.md §2): the order settlement of the chosen cart lines — address,
 * items per goods owner and warehouse, delivery type and charges, real-time or pre-order,
 * notes, invoice, and the totals — then Place order, which opens the payment page.
 */
import { Result } from '../../../shared/ui/kit/Result';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useSearchParams } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { CheckoutSignInPrompt } from '../components/CheckoutSignInPrompt';
import { CheckoutSteps } from '../components/CheckoutSteps';
import { CompleteInfoNotice } from '../components/CompleteInfoNotice';
import { Settlement } from '../components/Settlement';
import { parseCartItemIds } from '../model/cartItemIds';
import '../checkout.css';

export default function SettlementPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const { token, user } = useSession();
  const idsParam = params.get('cartItemIds');
  const cartItemIds = useMemo(() => parseCartItemIds(idsParam), [idsParam]);

  let content;
  if (!token) content = <CheckoutSignInPrompt />;
  else if (cartItemIds.length === 0) {
    content = (
      <Result
        status="info"
        title={t('items.noneChosenTitle')}
        titleClassName="checkout-state__title"
        subTitle={t('items.noneChosenText')}
        extra={
          <Link to={paths.cart.getHref()} className="kit-btn kit-btn--primary checkout-button-link">
            {t('common.backToCart')}
          </Link>
        }
        data-testid="checkout-none-chosen"
      />
    );
  } else content = <Settlement key={cartItemIds.join(',')} cartItemIds={cartItemIds} />;

  return (
    <div className="page-width checkout-page">
      <h1 className="checkout-page__title">{t('settlement.title')}</h1>
      <CheckoutSteps current={1} />
      {token && user && !user.purchasePermission && <CompleteInfoNotice userId={user.id} />}
      {content}
    </div>
  );
}
