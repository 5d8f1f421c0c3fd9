import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SavedCard } from '@clearlot/contract';
import { Select } from '../../../shared/ui/kit/Select';
import { formatCardExpiry, isCardExpired } from '../model/cardDisplay';

interface SavedCardSelectProps {
  cards: readonly SavedCard[];
  placeholder: string;
  value: number | null | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  'data-testid'?: string;
}

/** Picks one saved card; expired cards are listed but cannot be chosen. */
export function SavedCardSelect({ cards, placeholder, value, onChange, onBlur, ...rest }: SavedCardSelectProps) {
  const { t } = useTranslation('wallet');
  const options = cards.map((card) => {
    const brand = t(`brands.${card.brand}`);
    const expiry = formatCardExpiry(card.expiryMonth, card.expiryYear);
    const expired = isCardExpired(card);
    return {
      value: card.id,
      disabled: expired,
      label: expired ? t('cards.optionExpired', { brand, last4: card.last4, expiry }) : t('cards.option', { brand, last4: card.last4, holder: card.holderName, expiry }),
    };
  });
  return <Select<number> value={value ?? null} onChange={onChange} onBlur={onBlur} options={options} placeholder={placeholder} data-testid={rest['data-testid']} />;
}

/** The card to preselect: the most recently saved one that has not expired. */
export function preferredCardId(cards: readonly SavedCard[]): number | undefined {
  return [...cards].filter((card) => !isCardExpired(card)).sort((a, b) => b.createdAt - a.createdAt)[0]?.id;
}
