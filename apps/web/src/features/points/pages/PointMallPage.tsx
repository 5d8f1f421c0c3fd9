import { formatPounds } from '@clearlot/contract/format/money';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { Link } from '../../../shared/router';
import { useSession } from '../../../shared/session/session';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Tag } from '../../../shared/ui/kit/Tag';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { usePointMall } from '../api/pointMall';
import { usePointsSummary } from '../api/pointsSummary';
import { GoodsImage } from '../components/GoodsImage';
import { formatPoints } from '../components/formatPoints';
import '../points.css';

/** /PointMall: goods bought with points (docs/product.md §2). Visitors browse; redeeming needs a signed-in buyer. */
export default function PointMallPage() {
  const { t } = useTranslation('points');
  const { t: common } = useTranslation();
  const language = currentLanguage();
  const { token } = useSession();
  const mall = usePointMall();
  const summary = usePointsSummary();

  let content;
  if (mall.data && mall.data.length > 0) {
    content = (
      <ul className="points-mall" aria-label={t('mall.listLabel')}>
        {mall.data.map((goods) => {
          const name = byLanguage(language, goods.name, goods.nameEn);
          const soldOut = goods.stock <= 0;
          return (
            <li key={goods.id}>
              <Link to={paths.pointGoodsDetail.getHref(goods.id)} className="points-goods" data-testid="point-goods">
                <GoodsImage image={goods.image} alt={name} className="points-goods__image" />
                <span className="points-goods__name">{name}</span>
                <span className="points-goods__price">{t('mall.pointsPrice', { count: goods.pointsPrice, points: formatPoints(goods.pointsPrice) })}</span>
                <span className="points-goods__meta muted">
                  {t('mall.worth', { price: formatPounds(goods.referencePrice) })}
                  {soldOut ? <Tag>{t('mall.soldOut')}</Tag> : <span>{t('mall.stock', { count: goods.stock })}</span>}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    );
  } else if (mall.data) {
    content = <EmptyResult title={t('mall.empty')} hint={t('mall.emptyHint')} />;
  } else if (mall.isError) {
    content = <LoadFailed title={t('mall.loadFailed')} error={mall.error} onRetry={() => void mall.refetch()} />;
  } else {
    content = <Skeleton rows={6} label={common('a11y.loading')} />;
  }

  return (
    <div className="page-width points-page">
      <header className="points-page__header">
        <div>
          <h1 className="points-page__title">{t('mall.title')}</h1>
          <p className="points-page__intro muted">{t('mall.intro')}</p>
        </div>
        {token && (
          <div className="points-mall__balance">
            <span className="muted">{t('mall.yourBalance')}</span> <strong data-testid="mall-balance">{summary.data ? formatPoints(summary.data.balance) : '…'}</strong>
            <ButtonLink variant="link" to={paths.myPoints.getHref()}>
              {t('mall.myPoints')}
            </ButtonLink>
          </div>
        )}
      </header>
      {content}
    </div>
  );
}
