import { HeartFilled } from '../../../shared/ui/kit/icons/HeartFilled';
import { HeartOutlined } from '../../../shared/ui/kit/icons/HeartOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFavouriteToggle } from '../../../shared/catalogue/hooks/useFavouriteToggle';
import { Button } from '../../../shared/ui/kit/Button';

interface FavouriteToggleProps {
  productId: number;
  favourite: boolean;
}

/**
 * The heart (docs/product.md §4), with the same rules and messages as the product cards: the empty heart
 * favourites and says 'successfully added to wishlist'; the filled heart asks before removing.
 */
export function FavouriteToggle({ productId, favourite }: FavouriteToggleProps) {
  const { t } = useTranslation('detail');
  const { favourited, toggle, pending } = useFavouriteToggle(productId, favourite);
  const label = favourited ? t('favourite.remove') : t('favourite.add');
  return (
    <Button
      shape="circle"
      size="large"
      className={`detail-favourite${favourited ? ' detail-favourite--on' : ''}`}
      icon={favourited ? <HeartFilled /> : <HeartOutlined />}
      onClick={() => void toggle()}
      loading={pending}
      aria-label={label}
      aria-pressed={favourited}
      title={label}
      data-testid="detail-favourite"
    />
  );
}
