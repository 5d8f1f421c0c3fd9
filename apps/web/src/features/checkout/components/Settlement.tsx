import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, useLocation } from '../../../shared/router';
import { type DeliveryType, OrderType, PREORDER_PERIOD_DAYS } from '@clearlot/contract';
import { currentLanguage } from '../../../shared/i18n/language';
import { useSession } from '../../../shared/session/session';
import { useAddresses } from '../../../shared/data/addresses';
import { paths } from '../../../shared/paths';
import { useCartLines } from '../api/cartLines';
import { useDeliveryQuote } from '../api/deliveryQuote';
import { useCouponOffer } from '../api/couponOffer';
import { type CouponChoice, chosenCoupons, couponDiscounts } from '../model/couponChoice';
import { CouponSection } from './CouponSection';
import { hasItemOffTerms, hasOutOfStockItem, missingCartItemIds, settlementGroups, settlementTotals } from '../model/settlement';
import { useCompleteInfoPrompt } from './CompleteInfoNotice';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { AddressSection } from './AddressSection';
import { DeliverySection } from './DeliverySection';
import { ItemGroups } from './ItemGroups';
import { NotesInvoiceSection } from './NotesInvoiceSection';
import { OrderTypeSection } from './OrderTypeSection';
import { SettlementSummary } from './SettlementSummary';
import { usePlaceOrderAction } from '../hooks/usePlaceOrderAction';

export interface SettlementValues {
  deliveryType: DeliveryType;
  orderType: OrderType;
  preOrderDays: number | null;
  notes: string;
  invoiceType: 'none' | 'company';
  companyName?: string;
  vatNumber?: string;
  invoiceEmail?: string;
}

const INITIAL_VALUES: SettlementValues = {
  deliveryType: 1,
  orderType: OrderType.RealTime,
  preOrderDays: PREORDER_PERIOD_DAYS.default,
  notes: '',
  invoiceType: 'none',
};

/** The order settlement of the chosen cart lines (docs/product.md §2 /pay). */
export function Settlement({ cartItemIds }: { cartItemIds: number[] }) {
  const { t } = useTranslation('checkout');
  const language = currentLanguage();
  const location = useLocation();
  const { user } = useSession();
  const { control, handleSubmit, setError } = useForm<SettlementValues>({ defaultValues: INITIAL_VALUES, mode: 'onTouched' });
  const promptCompleteInfo = useCompleteInfoPrompt();
  const permitted = user?.purchasePermission ?? true;
  const askToComplete = () => {
    if (user) promptCompleteInfo(user.id);
  };
  const { place, placing, failure } = usePlaceOrderAction(setError, askToComplete);

  const cart = useCartLines();
  const addresses = useAddresses();
  const [chosenAddressId, setChosenAddressId] = useState<number | null>(null);
  const addressList = addresses.data;
  const address = addressList?.find((entry) => entry.id === chosenAddressId) ?? addressList?.find((entry) => entry.isDefault) ?? addressList?.[0];
  const addressId = address?.id ?? null;

  // only a cart read during this visit says which lines are still there
  // the cart's answer renders in a transition, in slices (alone it renders the whole settlement in one blocking task)
  const cartList = useDeferredValue(cart.isFetchedAfterMount ? cart.data : undefined);
  const missing = useMemo(() => (cartList ? missingCartItemIds(cartList, cartItemIds) : []), [cartList, cartItemIds]);
  const presentIds = useMemo(() => cartItemIds.filter((id) => !missing.includes(id)), [cartItemIds, missing]);
  const groups = useMemo(() => (cartList ? settlementGroups(cartList, presentIds) : []), [cartList, presentIds]);
  const quote = useDeliveryQuote(cartList ? addressId : null, presentIds);

  const deliveryType: DeliveryType = useWatch({ control, name: 'deliveryType' });
  const orderType: OrderType = useWatch({ control, name: 'orderType' });
  const invoiceType = useWatch({ control, name: 'invoiceType' });
  const option = quote.data?.options.find((entry) => entry.deliveryType === deliveryType);
  const offer = useCouponOffer(cartList ? presentIds : [], addressId, deliveryType, orderType);
  const [couponChoice, setCouponChoice] = useState<CouponChoice>({});
  const coupons = chosenCoupons(offer.data, couponChoice);
  const totals = settlementTotals(groups, address ? { deliveryType, postcode: address.postcode } : null, orderType, couponDiscounts(coupons));
  const outOfStock = orderType === OrderType.RealTime && hasOutOfStockItem(groups);
  // a line under its option's minimum order or in part cases: the server would refuse the order
  const offTerms = hasItemOffTerms(groups);
  const addAddressPath = paths.addAddress.getHref({ back: location.pathname + location.search });

  // the page is drawn once the lines and the addresses are in (or the addresses failed, which their section says):
  // addresses arriving after the lines would push everything below them down
  if (!cartList || addresses.isPending) {
    if (cart.isError) return <LoadFailed title={t('items.loadFailed')} error={cart.error} onRetry={() => void cart.refetch()} />;
    return <Skeleton rows={8} />;
  }
  if (groups.length === 0) {
    return (
      <Result
        status="info"
        title={t('items.goneTitle')}
        titleClassName="checkout-state__title"
        subTitle={t('items.goneText')}
        extra={
          <>
            <Link to={paths.cart.getHref()} className="kit-btn kit-btn--primary checkout-button-link">
              {t('common.backToCart')}
            </Link>
            <Link to={paths.myOrders.getHref()} className="kit-btn kit-btn--default checkout-button-link">
              {t('common.myOrders')}
            </Link>
          </>
        }
        data-testid="checkout-nothing"
      />
    );
  }

  let blocker: string | null = null;
  if (addressList && addressList.length === 0) blocker = t('summary.needAddress');
  else if (outOfStock) blocker = t('summary.outOfStock');
  else if (offTerms) blocker = t('summary.offTerms');
  const quoteReady = quote.data !== undefined && !quote.isPlaceholderData && option !== undefined;
  const canPlace = blocker === null && quoteReady && addressId !== null && !totals.belowMinimum && !totals.aboveLimit;

  const onPlace = async (values: SettlementValues) => {
    if (!canPlace || addressId === null) return;
    const company = values.invoiceType === 'company';
    await place({
      cartItemIds: presentIds,
      addressId,
      deliveryType: values.deliveryType,
      orderType: values.orderType,
      preOrderDays: values.orderType === OrderType.PreOrder ? (values.preOrderDays ?? undefined) : undefined,
      notes: values.notes.trim(),
      couponIds: coupons.map((coupon) => coupon.id),
      invoice: {
        type: values.invoiceType,
        companyName: company ? (values.companyName ?? '').trim() : '',
        vatNumber: company && values.vatNumber?.trim() ? values.vatNumber.trim().toUpperCase() : undefined,
        email: company ? (values.invoiceEmail ?? '').trim() : '',
      },
    });
  };

  const onPlaceClick = () => {
    if (!permitted) {
      askToComplete();
      return;
    }
    void handleSubmit(onPlace)();
  };

  return (
    <form
      name="settlement"
      noValidate
      className="checkout-layout"
      // Enter in a field does not place the order; the button does
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="checkout-main">
        {missing.length > 0 && <Alert type="warning" title={t('items.someGone', { count: missing.length })} />}
        {outOfStock && (
          <Alert
            type="error"
            title={t('items.outOfStockTitle')}
            description={t('items.outOfStockText')}
            action={
              <Link to={paths.cart.getHref()} className="kit-btn kit-btn--default kit-btn--small checkout-button-link">
                {t('common.backToCart')}
              </Link>
            }
            data-testid="checkout-out-of-stock"
          />
        )}
        {offTerms && (
          <Alert
            type="error"
            title={t('items.offTermsTitle')}
            description={t('items.offTermsText')}
            action={
              <Link to={paths.cart.getHref()} className="kit-btn kit-btn--default kit-btn--small checkout-button-link">
                {t('common.backToCart')}
              </Link>
            }
            data-testid="checkout-off-terms"
          />
        )}
        <AddressSection
          addresses={addressList}
          error={addresses.error}
          onRetry={() => void addresses.refetch()}
          selectedId={addressId}
          onSelect={setChosenAddressId}
          addAddressPath={addAddressPath}
        />
        <ItemGroups groups={groups} totals={totals} language={language} />
        <DeliverySection
          control={control}
          quote={quote.data}
          updating={quote.isPlaceholderData && quote.isFetching}
          error={quote.error}
          onRetry={() => void quote.refetch()}
          hasAddress={addressId !== null}
          deliveryType={deliveryType}
          groups={groups}
          language={language}
        />
        <CouponSection
          offer={offer.data}
          chosen={coupons}
          onChoose={(slot, couponId) => setCouponChoice((now) => ({ ...now, [slot]: couponId }))}
          language={language}
          basket={presentIds.length > 0 ? { cartItemIds: presentIds, addressId: addressId ?? undefined, deliveryType, orderType } : null}
        />
        <OrderTypeSection control={control} orderType={orderType} totals={totals} />
        <NotesInvoiceSection control={control} invoiceType={invoiceType} />
      </div>
      <SettlementSummary totals={totals} orderType={orderType} blocker={blocker} failure={failure} placing={placing} canPlace={canPlace} onPlace={onPlaceClick} />
    </form>
  );
}
