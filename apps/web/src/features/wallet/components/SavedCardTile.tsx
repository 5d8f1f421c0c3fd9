import { Button } from '../../../shared/ui/kit/Button';
import { Tag } from '../../../shared/ui/kit/Tag';
import { CreditCardOutlined } from '../../../shared/ui/kit/icons/CreditCardOutlined';
import { DeleteOutlined } from '../../../shared/ui/kit/icons/DeleteOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SavedCard } from '@clearlot/contract';
import { formatCardExpiry, isCardExpired } from '../model/cardDisplay';

interface SavedCardTileProps {
  card: SavedCard;
  removing: boolean;
  onRemove: (card: SavedCard) => void;
}

/** One saved card: brand, masked number, holder and expiry, with its remove button. */
export function SavedCardTile({ card, removing, onRemove }: SavedCardTileProps) {
  const { t } = useTranslation('wallet');
  const brand = t(`brands.${card.brand}`);
  const expired = isCardExpired(card);
  return (
    <li className="wallet-card" aria-label={t('cards.cardLabel', { brand, last4: card.last4 })} data-testid="wallet-saved-card">
      <div className="wallet-card__top">
        <span className={`wallet-card__brand wallet-card__brand--${card.brand}`}>
          <CreditCardOutlined aria-hidden /> {brand}
        </span>
        {expired && <Tag tone="error">{t('cards.expired')}</Tag>}
      </div>
      <div className="wallet-card__number">{t('cards.masked', { last4: card.last4 })}</div>
      <dl className="wallet-card__facts">
        <div>
          <dt>{t('cards.holder')}</dt>
          <dd>{card.holderName}</dd>
        </div>
        <div>
          <dt>{t('cards.expiry')}</dt>
          <dd>{formatCardExpiry(card.expiryMonth, card.expiryYear)}</dd>
        </div>
      </dl>
      <Button
        className="wallet-card__remove"
        variant="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        loading={removing}
        onClick={() => onRemove(card)}
        aria-label={t('cards.removeLabel', { brand, last4: card.last4 })}
        data-testid="wallet-card-remove"
      >
        {t('cards.remove')}
      </Button>
    </li>
  );
}
