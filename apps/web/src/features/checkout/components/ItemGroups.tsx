import { ShopOutlined } from '../../../shared/ui/kit/icons/ShopOutlined';
import { Tag } from '../../../shared/ui/kit/Tag';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { formatPounds } from '@clearlot/contract/format/money';
import { byLanguage, productNameOf, skuOptionsOf } from '../../../shared/catalogue/model/localized';
import type { Language } from '../../../shared/i18n/language';
import { type SettlementGroup, type SettlementTotals, isOffTerms } from '../model/settlement';
import { LineThumb } from '../../../shared/catalogue/components/LineThumb';
import { hashHref, paths } from '../../../shared/paths';
import { priceShown, usePricesWithVat } from '../../../shared/price/priceDisplay';
import { Price } from '../../../shared/ui/Price';

interface ItemGroupsProps {
  groups: SettlementGroup[];
  totals: SettlementTotals;
  language: Language;
}

/** The chosen lines, one block per future order (goods owner + ship-from warehouse). */
export function ItemGroups({ groups, totals, language }: ItemGroupsProps) {
  const { t } = useTranslation('checkout');
  const withVat = usePricesWithVat();
  return (
    <section className="checkout-section" aria-labelledby="checkout-items-title">
      <header className="checkout-section__header">
        <h2 id="checkout-items-title" className="checkout-section__title">
          {t('items.title')}
        </h2>
        <span className="muted">{t('items.orders', { count: groups.length })}</span>
      </header>
      {groups.map((group) => {
        const figures = totals.groups.get(group.key);
        return (
          <div key={group.key} className="checkout-group" data-testid="checkout-group">
            <div className="checkout-group__header">
              <ShopOutlined aria-hidden />
              <span className="checkout-group__owner">{byLanguage(language, group.ownerName, group.ownerNameEn)}</span>
              <span className="muted">{t('items.shipsFrom', { warehouse: byLanguage(language, group.warehouseName, group.warehouseNameEn) })}</span>
            </div>
            <ul className="checkout-items">
              {group.items.map((item) => (
                <li key={item.id} className="checkout-item" data-testid="checkout-item">
                  <LineThumb productImage={item.productImage} className="checkout-item__thumb" size={64} />
                  <div className="checkout-item__info">
                    <a href={hashHref(paths.productDetail.getHref(item.productId))} target="_blank" rel="noopener" className="checkout-item__name">
                      {productNameOf(item, language)}
                    </a>
                    {item.skuOptions.length > 0 && (
                      <span className="muted" data-testid="checkout-item-options">
                        {skuOptionsOf(item.skuOptions, language)}
                      </span>
                    )}
                    <span className="muted">{t('items.unitTimesQuantity', { price: formatPounds(priceShown(item.price, item.vatRate, withVat)), quantity: item.quantity })}</span>
                    {item.outOfStock && <Tag tone="error">{t('items.outOfStock')}</Tag>}
                    {isOffTerms(item) && (
                      <Tag tone="error" data-testid="checkout-item-off-terms">
                        {t('items.offTerms', { minimum: item.minQuantity, casePack: item.casePack })}
                      </Tag>
                    )}
                  </div>
                  <span className="checkout-item__total">
                    <Price net={item.lineTotal} vatRate={item.vatRate} />
                  </span>
                </li>
              ))}
            </ul>
            <div className="checkout-group__footer">
              {figures && <span>{t('items.groupItems', { amount: formatPounds(figures.itemsTotal) })}</span>}
              {figures && figures.delivery !== null && <span>{t('items.groupDelivery', { amount: formatPounds(figures.delivery) })}</span>}
            </div>
          </div>
        );
      })}
    </section>
  );
}
