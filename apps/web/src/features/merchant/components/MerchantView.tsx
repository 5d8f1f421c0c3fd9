import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { useShop } from '../../../shared/catalogue/api/shops';
import { ProductSearchResults } from '../../../shared/catalogue/components/ProductSearchResults';
import { LISTING_PATH } from '../../../shared/catalogue/model/listingQuery';
import { ApiError } from '../../../shared/http/client';
import { ShopProfile } from './ShopProfile';

/** Not a goods owner we know (or no id at all). */
export function ShopNotFound({ message }: { message?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <Result
      status="404"
      title={t('merchant.notFoundTitle')}
      subTitle={message ?? t('merchant.notFoundText')}
      extra={
        <Button type="primary" href={`#${LISTING_PATH}`}>
          {t('merchant.browse')}
        </Button>
      }
      data-testid="shop-not-found"
    />
  );
}

/** A goods owner's page: the shop, then its products (visitors see the first page only). */
export function MerchantView({ ownerId }: { ownerId: number }) {
  const { t } = useTranslation('catalogue');
  const shop = useShop(ownerId);

  if (shop.isError) {
    const error = shop.error;
    if (error instanceof ApiError && error.code === ErrorCatalogue.shopNotFound.code) return <ShopNotFound message={error.message} />;
    return (
      <Result
        status="warning"
        title={t('results.failedTitle')}
        subTitle={error instanceof ApiError && error.message ? error.message : t('results.failedText')}
        extra={<Button onClick={() => void shop.refetch()}>{t('results.retry')}</Button>}
      />
    );
  }

  return (
    <div className="page-width merchant">
      {shop.data ? (
        <ShopProfile shop={shop.data} />
      ) : (
        <Card>
          <Skeleton active avatar paragraph={{ rows: 3 }} />
        </Card>
      )}
      <ProductSearchResults
        label={t('merchant.productsLabel')}
        criteria={{ queryParamList: [{ field: 'ownerId', fieldValue: ownerId }], rangeQueryParamList: [], sortQueryParamList: [{ field: 'profitable', fieldValue: 'desc' }] }}
        header={(total) => (
          <h2 className="merchant__products-title">
            {t('merchant.productsTitle')}
            {total !== null && <span className="merchant__products-total muted">{t('merchant.productsTotal', { count: total })}</span>}
          </h2>
        )}
        empty={<p className="muted">{t('merchant.noProducts')}</p>}
      />
    </div>
  );
}
