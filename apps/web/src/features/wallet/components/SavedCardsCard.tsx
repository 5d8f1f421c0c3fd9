import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SavedCard } from '@clearlot/contract';
import { useSavedCards } from '../../../shared/data/savedCards';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Button } from '../../../shared/ui/kit/Button';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Card } from '../../../shared/ui/kit/Card';
import { confirm, toast } from '../../../shared/ui/kit/feedback';
import { PlusOutlined } from '../../../shared/ui/kit/icons/PlusOutlined';
import { useRemoveCard } from '../api/removeCard';
import { SavedCardTile } from './SavedCardTile';

/** The saved cards, each removable after a confirmation, and the 'Add card' button. */
export function SavedCardsCard({ onAddCard }: { onAddCard: () => void }) {
  const { t } = useTranslation('wallet');
  const cards = useSavedCards();
  const remove = useRemoveCard();

  const confirmRemove = (card: SavedCard) => {
    const brand = t(`brands.${card.brand}`);
    void confirm({
      title: t('cards.removeTitle'),
      content: t('cards.removeText', { brand, last4: card.last4 }),
      okText: t('cards.remove'),
      danger: true,
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(card.id);
        } catch {
          return; // the HTTP client has shown why
        }
        toast.success(t('cards.removed'));
      },
    });
  };

  let body;
  if (cards.isPending) body = <Skeleton title={false} rows={2} label={t('loading')} />;
  else if (cards.isError) body = <LoadFailed title={t('loadFailed')} onRetry={() => void cards.refetch()} />;
  else if (cards.data.length === 0) body = <p className="muted wallet__paragraph">{t('cards.empty')}</p>;
  else {
    body = (
      <ul className="wallet-cards" aria-label={t('cards.title')}>
        {cards.data.map((card) => (
          <SavedCardTile key={card.id} card={card} removing={remove.isPending && remove.variables === card.id} onRemove={confirmRemove} />
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={t('cards.title')}
      extra={
        <Button icon={<PlusOutlined />} onClick={onAddCard} data-testid="wallet-add-card">
          {t('cards.add')}
        </Button>
      }
    >
      {body}
    </Card>
  );
}
