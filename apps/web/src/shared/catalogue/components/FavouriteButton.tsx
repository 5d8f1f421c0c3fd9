import { HeartFilled } from '../../ui/kit/icons/HeartFilled';
import { HeartOutlined } from '../../ui/kit/icons/HeartOutlined';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../ui/kit/Button';
import { useFavouriteToggle } from '../hooks/useFavouriteToggle';

/** The favourite heart of a product card (docs/product.md §4). */
export function FavouriteButton({ productId, favourited: onServer }: { productId: number; favourited: boolean }) {
  const { t } = useTranslation('catalogue');
  const { favourited, toggle, pending } = useFavouriteToggle(productId, onServer);
  const click = (event: MouseEvent) => {
    event.stopPropagation();
    void toggle();
  };
  return (
    <Button
      className={`product-card__favourite${favourited ? ' product-card__favourite--on' : ''}`}
      shape="circle"
      icon={favourited ? <HeartFilled /> : <HeartOutlined />}
      aria-pressed={favourited}
      aria-label={favourited ? t('card.unfavourite') : t('card.favourite')}
      title={favourited ? t('card.unfavourite') : t('card.favourite')}
      loading={pending}
      onClick={click}
      data-testid="product-favourite"
      data-favourited={favourited}
    />
  );
}
