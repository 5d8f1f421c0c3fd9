import { useId, useMemo, useState } from 'react';
import { formatPounds } from '@clearlot/contract/format/money';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { Link, useSearchParams } from '../../../shared/router';
import { useSession } from '../../../shared/session/session';
import { signInPath } from '../../../shared/session/signInPath';
import { isNotFoundError } from '../../../shared/ui/DetailUnavailable';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Breadcrumb } from '../../../shared/ui/kit/Breadcrumb';
import { Button } from '../../../shared/ui/kit/Button';
import { NumberInput } from '../../../shared/ui/kit/NumberInput';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { Field } from '../../../shared/ui/kit/Field';
import { Select } from '../../../shared/ui/kit/Select';
import { useDeliveryAddresses } from '../api/addresses';
import { usePointGoods } from '../api/pointMall';
import { usePointsSummary } from '../api/pointsSummary';
import { useRedeemPoints } from '../api/redeemPoints';
import { GoodsImage } from '../components/GoodsImage';
import { formatPoints } from '../components/formatPoints';
import { newRedemptionKey } from '../model/redemptionKey';
import '../points.css';

const goodsIdOf = (params: URLSearchParams): number | null => {
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** /pointGoodsDetail?id=: one point-mall item, and redeeming it for delivery to one of the buyer's addresses. */
export default function PointGoodsDetailPage() {
  const { t } = useTranslation('points');
  const { t: common } = useTranslation();
  const language = currentLanguage();
  const [params] = useSearchParams();
  const goodsId = goodsIdOf(params);
  const { token } = useSession();
  const goods = usePointGoods(goodsId);
  const summary = usePointsSummary();
  const addresses = useDeliveryAddresses();
  const redeem = useRedeemPoints();
  const [quantity, setQuantity] = useState(1);
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const quantityId = useId();
  // one key per attempt at these details: a double click or a retry repeats the same redemption
  const clientKey = useMemo(() => newRedemptionKey(), [goodsId, quantity, chosenAddress]); // eslint-disable-line react-hooks/exhaustive-deps
  const backToMall = <ButtonLink to={paths.pointMall.getHref()}>{t('detail.backToMall')}</ButtonLink>;

  if (goodsId === null || isNotFoundError(goods.error)) {
    return (
      <div className="page-width points-page">
        <Result status="warning" titleLevel={1} title={t('detail.notFound')} extra={backToMall} data-testid="detail-not-found" />
      </div>
    );
  }
  if (goods.isError) {
    return (
      <div className="page-width points-page">
        <LoadFailed title={t('detail.loadFailed')} error={goods.error} onRetry={() => void goods.refetch()} />
      </div>
    );
  }
  if (!goods.data) {
    return (
      <div className="page-width points-page">
        <Skeleton rows={8} label={common('a11y.loading')} />
      </div>
    );
  }

  const item = goods.data;
  const name = byLanguage(language, item.name, item.nameEn);
  const description = byLanguage(language, item.description, item.descriptionEn);
  const defaultAddress = addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0];
  const addressId = chosenAddress ?? defaultAddress?.id ?? null;
  const cost = item.pointsPrice * quantity;
  const balance = summary.data?.balance ?? 0;
  const short = summary.data !== undefined && balance < cost;
  const soldOut = item.maxQuantity <= 0;

  if (redeem.data) {
    return (
      <div className="page-width points-page">
        <Result
          status="success"
          titleLevel={1}
          title={t('detail.redeemed')}
          subTitle={t('detail.redeemedText', { orderNo: redeem.data.orderNo, points: formatPoints(redeem.data.pointsSpent), balance: formatPoints(redeem.data.balance) })}
          extra={
            <>
              <ButtonLink variant="primary" to={paths.orderDetail.getHref(redeem.data.orderNo)} data-testid="redeemed-order">
                {t('detail.viewOrder')}
              </ButtonLink>
              <ButtonLink to={paths.myPoints.getHref()}>{t('mall.myPoints')}</ButtonLink>
              {backToMall}
            </>
          }
          data-testid="redeem-result"
        />
      </div>
    );
  }

  let action;
  if (!token) {
    action = (
      <ButtonLink variant="primary" size="large" to={signInPath(paths.pointGoodsDetail.getHref(item.id))} data-testid="redeem-sign-in">
        {t('detail.signInToRedeem')}
      </ButtonLink>
    );
  } else {
    action = (
      <>
        {addresses.data && addresses.data.length === 0 ? (
          <div className="points-detail__field">
            <span className="kit-field__label">{t('detail.address')}</span>
            <Link to={paths.addAddress.getHref({ back: paths.pointGoodsDetail.getHref(item.id) })}>{t('detail.addAddress')}</Link>
          </div>
        ) : (
          <Field label={t('detail.address')} className="points-detail__field">
            <Select<number>
              value={addressId}
              onChange={setChosenAddress}
              disabled={!addresses.data}
              placeholder={addresses.data ? undefined : common('a11y.loading')}
              options={(addresses.data ?? []).map((address) => ({
                value: address.id,
                label: `${address.recipientName}, ${address.addressLine1}, ${address.city} ${address.postcode}`,
              }))}
              data-testid="redeem-address"
            />
          </Field>
        )}
        <div className="points-detail__total">
          {t('detail.total', { count: cost, points: formatPoints(cost) })} {/* the balance once it is known: "(you have 0)" while it loads read as an empty account */}
          {summary.data !== undefined && <span className="muted">{t('detail.balance', { points: formatPoints(balance) })}</span>}
        </div>
        {short && <Alert type="warning" title={t('detail.short', { count: cost - balance, points: formatPoints(cost - balance) })} />}
        <Button
          variant="primary"
          size="large"
          disabled={soldOut || short || addressId === null}
          loading={redeem.isPending}
          onClick={() => addressId !== null && redeem.mutate({ goodsId: item.id, quantity, addressId, clientKey })}
          data-testid="redeem"
        >
          {t('detail.redeem')}
        </Button>
      </>
    );
  }

  return (
    <div className="page-width points-page">
      <Breadcrumb
        label={t('detail.breadcrumb')}
        className="points-detail__crumbs"
        items={[
          { key: 'mall', title: <Link to={paths.pointMall.getHref()}>{t('mall.title')}</Link> },
          { key: 'item', title: name },
        ]}
      />
      <Card>
        <div className="points-detail">
          <GoodsImage image={item.media.join(',')} alt={name} className="points-detail__image" />
          <div className="points-detail__body">
            <h1 className="points-page__title">{name}</h1>
            <div className="points-goods__price points-detail__price" data-testid="goods-points-price">
              {t('mall.pointsPrice', { count: item.pointsPrice, points: formatPoints(item.pointsPrice) })}
            </div>
            <div className="muted">
              {t('mall.worth', { price: formatPounds(item.referencePrice) })} ·{' '}
              {t('detail.shipsFrom', { warehouse: byLanguage(language, item.warehouseName, item.warehouseNameEn) })} ·{' '}
              {soldOut ? t('mall.soldOut') : t('mall.stock', { count: item.stock })}
            </div>
            <p className="muted points-detail__note">{t('detail.freeDelivery')}</p>
            <div className="points-detail__field">
              <label htmlFor={quantityId} className="kit-field__label">
                {t('detail.quantity')}
              </label>
              <NumberInput
                id={quantityId}
                min={1}
                max={Math.max(1, item.maxQuantity)}
                value={quantity}
                onChange={(value) => setQuantity(value ?? 1)}
                blankValue={1}
                stepperLabels={{ decrease: t('detail.fewer'), increase: t('detail.more') }}
                disabled={soldOut}
                className="points-detail__quantity"
                data-testid="redeem-quantity"
              />
            </div>
            {action}
          </div>
        </div>
        {description && <p className="points-detail__description">{description}</p>}
      </Card>
    </div>
  );
}
