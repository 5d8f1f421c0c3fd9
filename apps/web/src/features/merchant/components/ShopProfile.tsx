import type { ReactNode } from 'react';
import { CalendarOutlined } from '../../../shared/ui/kit/icons/CalendarOutlined';
import { EnvironmentOutlined } from '../../../shared/ui/kit/icons/EnvironmentOutlined';
import { ShopOutlined } from '../../../shared/ui/kit/icons/ShopOutlined';
import { AppstoreOutlined } from '../../../shared/ui/kit/icons/AppstoreOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { Shop } from '@clearlot/contract/schemas/catalogue';
import { formatZoned } from '@clearlot/contract/format/date';
import { useDateZone } from '../../../shared/location/dateZone';
import { byLanguage, shopNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { Avatar } from '../../../shared/ui/kit/Avatar';
import { SkeletonBlock } from '../../../shared/ui/kit/Skeleton';
import { Link } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { StarRating } from './StarRating';

/** The shop's facts, each with its icon and label, in the card and in its placeholder alike. */
const FACTS = [
  { key: 'city', label: 'merchant.city', Icon: EnvironmentOutlined },
  { key: 'joined', label: 'merchant.joined', Icon: CalendarOutlined },
  { key: 'products', label: 'merchant.products', Icon: AppstoreOutlined, testId: 'shop-product-count' },
] as const;

/** `loading`: the placeholder's facts, which carry no test ids (a test reads the shop's own). */
function ShopFacts({ values, loading = false }: { values: Record<(typeof FACTS)[number]['key'], ReactNode>; loading?: boolean }) {
  const { t } = useTranslation('catalogue');
  return (
    <dl className="shop-profile__facts">
      {FACTS.map((fact) => (
        <div key={fact.key}>
          <dt>
            <fact.Icon aria-hidden /> {t(fact.label)}
          </dt>
          <dd data-testid={!loading && 'testId' in fact ? fact.testId : undefined}>{values[fact.key]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The goods owner's shop card: name, city, rating, joined date, product count, description. */
export function ShopProfile({ shop }: { shop: Shop }) {
  const { t } = useTranslation('catalogue');
  const zone = useDateZone();
  const language = currentLanguage();
  const name = shopNameOf(shop, language);
  const description = byLanguage(language, shop.description, shop.descriptionEn);
  const rating = t('merchant.rating', { rating: shop.rating.toFixed(1) });
  return (
    <section className="merchant-card shop-profile" data-testid="shop-profile">
      <div className="shop-profile__head">
        <Avatar size={72} src={shop.logo ?? undefined} icon={<ShopOutlined />} alt={t('merchant.logoAlt', { name })} className="shop-profile__logo" />
        <div className="shop-profile__who">
          <h1 className="shop-profile__name">{name}</h1>
          <div className="shop-profile__rating">
            <StarRating rating={shop.rating} label={rating} className="shop-profile__stars" />
            {/* the stars carry the same words for assistive technology */}
            <span aria-hidden>{rating}</span>
          </div>
          <Link to={paths.chat.getHref({ ownerId: shop.id })} className="shop-profile__chat" data-testid="shop-chat">
            {t('merchant.chat')}
          </Link>
        </div>
      </div>
      <ShopFacts values={{ city: shop.city || t('merchant.unknown'), joined: formatZoned(shop.joinedAt, zone, 'day'), products: shop.productCount }} />
      {description && <p className="shop-profile__description">{description}</p>}
    </section>
  );
}

/**
 * The shop card while it loads: ShopProfile's own elements and labels with a placeholder bar where each value
 * goes, so every line is as tall as the text it stands for and the products below stay put when the shop arrives.
 */
export function ShopProfileSkeleton() {
  const bar = (width: number | string) => <SkeletonBlock width={width} className="shop-profile__bar" />;
  return (
    <div className="merchant-card shop-profile" aria-busy="true">
      <div className="shop-profile__head">
        <SkeletonBlock width={72} height={72} round />
        <div className="shop-profile__who shop-profile__who--loading">
          <div className="shop-profile__name">
            {bar('100%')}
            {bar('50%')}
          </div>
          <div className="shop-profile__rating">{bar(180)}</div>
          <div>{bar(140)}</div>
        </div>
      </div>
      <ShopFacts values={{ city: bar(80), joined: bar(80), products: bar(80) }} loading />
      <p className="shop-profile__description shop-profile__description--loading">
        {bar('100%')}
        {bar('100%')}
        {bar('60%')}
      </p>
    </div>
  );
}
