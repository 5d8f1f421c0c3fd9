import { Alert, Button, Card, InputNumber, Result, Select, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from '../../../shared/router';
import { formatPounds } from '@clearlot/contract/format/money';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { hashHref, paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { signInPath } from '../../../shared/session/signInPath';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
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
  // one key per attempt at these details: a double click or a retry repeats the same redemption
  const clientKey = useMemo(() => newRedemptionKey(), [goodsId, quantity, chosenAddress]); // eslint-disable-line react-hooks/exhaustive-deps

  if (goodsId === null || goods.isError) {
    return (
      <div className="page-width points-page">
        {goods.isError ? (
          <LoadFailed title={t('detail.loadFailed')} error={goods.error} onRetry={() => void goods.refetch()} />
        ) : (
          <Result status="404" title={t('detail.notFound')} extra={<Button href={hashHref(paths.pointMall.getHref())}>{t('detail.backToMall')}</Button>} />
        )}
      </div>
    );
  }
  if (!goods.data) {
    return (
      <div className="page-width points-page">
        <Skeleton active paragraph={{ rows: 8 }} />
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
          title={t('detail.redeemed')}
          subTitle={t('detail.redeemedText', { orderNo: redeem.data.orderNo, points: formatPoints(redeem.data.pointsSpent), balance: formatPoints(redeem.data.balance) })}
          extra={[
            <Button type="primary" key="order" href={hashHref(paths.orderDetail.getHref(redeem.data.orderNo))} data-testid="redeemed-order">
              {t('detail.viewOrder')}
            </Button>,
            <Button key="points" href={hashHref(paths.myPoints.getHref())}>
              {t('mall.myPoints')}
            </Button>,
            <Button key="mall" href={hashHref(paths.pointMall.getHref())}>
              {t('detail.backToMall')}
            </Button>,
          ]}
          data-testid="redeem-result"
        />
      </div>
    );
  }

  let action;
  if (!token) {
    action = (
      <Button type="primary" size="large" href={hashHref(signInPath(paths.pointGoodsDetail.getHref(item.id)))} data-testid="redeem-sign-in">
        {t('detail.signInToRedeem')}
      </Button>
    );
  } else {
    action = (
      <>
        <label className="points-detail__field">
          <span>{t('detail.address')}</span>
          {addresses.data && addresses.data.length === 0 ? (
            <Link to={paths.addAddress.getHref({ back: paths.pointGoodsDetail.getHref(item.id) })}>{t('detail.addAddress')}</Link>
          ) : (
            <Select
              value={addressId ?? undefined}
              onChange={setChosenAddress}
              loading={!addresses.data}
              aria-label={t('detail.address')}
              options={(addresses.data ?? []).map((address) => ({
                value: address.id,
                label: `${address.recipientName}, ${address.addressLine1}, ${address.city} ${address.postcode}`,
              }))}
              data-testid="redeem-address"
            />
          )}
        </label>
        <div className="points-detail__total">
          {t('detail.total', { count: cost, points: formatPoints(cost) })} <span className="muted">{t('detail.balance', { points: formatPoints(balance) })}</span>
        </div>
        {short && <Alert type="warning" showIcon message={t('detail.short', { count: cost - balance, points: formatPoints(cost - balance) })} />}
        <Button
          type="primary"
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
      <nav className="points-detail__crumbs">
        <Link to={paths.pointMall.getHref()}>{t('mall.title')}</Link>
      </nav>
      <Card>
        <div className="points-detail">
          <GoodsImage image={item.media.join(',')} alt={name} className="points-detail__image" />
          <div className="points-detail__body">
            <Typography.Title level={1} className="points-page__title">
              {name}
            </Typography.Title>
            <div className="points-goods__price points-detail__price" data-testid="goods-points-price">
              {t('mall.pointsPrice', { count: item.pointsPrice, points: formatPoints(item.pointsPrice) })}
            </div>
            <div className="muted">
              {t('mall.worth', { price: formatPounds(item.referencePrice) })} ·{' '}
              {t('detail.shipsFrom', { warehouse: byLanguage(language, item.warehouseName, item.warehouseNameEn) })} ·{' '}
              {soldOut ? t('mall.soldOut') : t('mall.stock', { count: item.stock })}
            </div>
            <p className="muted">{t('detail.freeDelivery')}</p>
            <label className="points-detail__field">
              <span>{t('detail.quantity')}</span>
              <InputNumber
                min={1}
                max={Math.max(1, item.maxQuantity)}
                value={quantity}
                onChange={(value) => setQuantity(value ?? 1)}
                disabled={soldOut}
                aria-label={t('detail.quantity')}
              />
            </label>
            {action}
          </div>
        </div>
        {description && <Typography.Paragraph className="points-detail__description">{description}</Typography.Paragraph>}
      </Card>
    </div>
  );
}
