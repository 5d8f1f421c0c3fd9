import type { ConditionGrade } from '@clearlot/contract/rules/listing';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { ProductDetail } from '@clearlot/contract';
import { listingUrl } from '../../../shared/catalogue/model/listingQuery';
import { brandNameOf, byLanguage, categoryNameOf, shopNameOf } from '../../../shared/catalogue/model/localized';
import { type Language, localeTag } from '../../../shared/i18n/language';
import { type DescriptionItem, Descriptions } from '../../../shared/ui/kit/Descriptions';
import { useCountries } from '../api/countries';
import { paths } from '../../../shared/paths';
import { weightText } from '@clearlot/contract/format/weight';
import { profitRangeText } from '../format/productFacts';

interface ProductFactsProps {
  product: ProductDetail;
  language: Language;
}

/** The detail labels of docs/product.md §3 beside the price: margin range, stock, weight, brand, categories, countries, reviews, sales, owner. */
export function ProductFacts({ product, language }: ProductFactsProps) {
  const { t } = useTranslation('detail');
  const { t: tc } = useTranslation('catalogue');
  const countries = useCountries();
  const numbers = new Intl.NumberFormat(localeTag(language));

  const weight = weightText(product.weight);
  const [level1, level2] = product.categories;
  const level1Name = level1 ? categoryNameOf(level1, language) : '';
  const level2Name = level2 ? categoryNameOf(level2, language) : '';
  const countryName = (code: string) => {
    const country = countries.data?.find((entry) => entry.countryCode === code);
    return country ? byLanguage(language, country.countryName, country.countryNameEn) : code;
  };
  const salesCountries = product.salesCountries.map(countryName).join(language === 'zh' ? '、' : ', ');
  const notGiven = t('facts.notGiven');

  const items: DescriptionItem[] = [
    {
      key: 'profitRange',
      label: t('facts.profitRange'),
      children: (
        <span>
          <span data-testid="detail-profit-range">{profitRangeText(product.profitRange)}</span>
          <span className="detail-price__hint">{t('facts.profitRangeHint')}</span>
        </span>
      ),
    },
    {
      key: 'condition',
      label: tc('card.gradeLabel'),
      children: <span data-testid="detail-condition">{tc(`grade.${product.condition as ConditionGrade}`)}</span>,
    },
    {
      key: 'stock',
      label: t('facts.stock'),
      children: <span data-testid="detail-stock">{t('facts.units', { count: product.quantity, formatted: numbers.format(product.quantity) })}</span>,
    },
    { key: 'weight', label: t('facts.weight'), children: weight ? t(`weight.${weight.unit}`, { value: weight.value }) : notGiven },
    {
      key: 'brand',
      label: t('facts.brand'),
      children: brandNameOf(product.brand, language) ? <Link to={listingUrl({ brandId: product.brand.id })}>{brandNameOf(product.brand, language)}</Link> : notGiven,
    },
    {
      key: 'categories',
      label: t('facts.categories'),
      children: level1 ? (
        <nav aria-label={t('facts.categoryPath')} className="detail-categories">
          <Link to={listingUrl({ categoryPath: [level1.id], categoryNames: [level1Name], hasChildren: true })}>{level1Name}</Link>
          {level2 && (
            <>
              <span aria-hidden="true"> › </span>
              <Link to={listingUrl({ categoryPath: [level1.id, level2.id], categoryNames: [level1Name, level2Name], hasChildren: false })}>{level2Name}</Link>
            </>
          )}
        </nav>
      ) : (
        notGiven
      ),
    },
    { key: 'salesCountry', label: t('facts.salesCountry'), children: salesCountries || notGiven },
    { key: 'reviews', label: t('facts.reviews'), children: numbers.format(product.reviewCount) },
    { key: 'salesCount', label: t('facts.salesCount'), children: numbers.format(product.salesCount) },
    {
      key: 'owner',
      label: t('facts.owner'),
      children: (
        <span className="detail-owner">
          <span>{shopNameOf(product.owner, language)}</span>
          <Link to={paths.merchant.getHref(product.owner.id)} data-testid="detail-owner-link">
            {t('facts.visitShop')}
          </Link>
          {/* the chat page loads only when this is followed: the detail page stays light */}
          <Link to={paths.chat.getHref({ ownerId: product.owner.id })} data-testid="detail-chat-owner">
            {t('facts.chatOwner')}
          </Link>
        </span>
      ),
    },
  ];

  return <Descriptions className="detail-facts" columns={1} items={items} />;
}
