import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useFavouriteToggle } from '../../../shared/catalogue/hooks/useFavouriteToggle';
import { Button } from '../../../shared/ui/kit/Button';
import { DeleteOutlined } from '../../../shared/ui/kit/icons/DeleteOutlined';

/** Remove from the favourites, after confirming (docs/product.md §4). */
export function RemoveFavouriteButton({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useTranslation('catalogue');
  const { toggle, pending } = useFavouriteToggle(productId, true);
  return (
    <Button
      size="small"
      variant="text"
      danger
      icon={<DeleteOutlined />}
      loading={pending}
      onClick={() => void toggle()}
      aria-label={t('favourites.removeLabel', { name: productName })}
      data-testid="favourite-remove"
    >
      {t('favourites.remove')}
    </Button>
  );
}
