import { ShopOutlined } from '../../../shared/ui/kit/icons/ShopOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { ClientCodes } from '@clearlot/contract/responseCodes';
import { useShop } from '../../../shared/catalogue/api/shops';
import { ProductSearchResults } from '../../../shared/catalogue/components/ProductSearchResults';
import { paths } from '../../../shared/paths';
import { ApiError } from '../../../shared/http/client';
import { Button } from '../../../shared/ui/kit/Button';
import { Result } from '../../../shared/ui/kit/Result';
import { ShopProfile, ShopProfileSkeleton } from './ShopProfile';

/** Not a goods owner we know (or no id at all). */
export function ShopNotFound({ message }: { message?: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <Result
      icon={<ShopOutlined className="merchant__missing-icon" aria-hidden />}
      title={t('merchant.notFoundTitle')}
      subTitle={message ?? t('merchant.notFoundText')}
      extra={
        <Link to={paths.listing.getHref()} className="kit-btn kit-btn--primary merchant__button-link">
          {t('merchant.browse')}
        </Link>
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
    if (error instanceof ApiError && error.code === ClientCodes.shopNotFound) return <ShopNotFound message={error.message} />;
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
      {shop.data ? <ShopProfile shop={shop.data} /> : <ShopProfileSkeleton />}
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
