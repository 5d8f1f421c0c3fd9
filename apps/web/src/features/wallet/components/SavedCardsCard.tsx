import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { SavedCard } from '@clearlot/contract';
import { useRemoveCard } from '../api/removeCard';
import { useSavedCards } from '../../../shared/data/savedCards';
import { SavedCardTile } from './SavedCardTile';
import { LoadFailed } from '../../../shared/ui/LoadFailed';

/** The saved cards, each removable after a confirmation, and the 'Add card' button. */
export function SavedCardsCard({ onAddCard }: { onAddCard: () => void }) {
  const { t } = useTranslation('wallet');
  const { message, modal } = App.useApp();
  const cards = useSavedCards();
  const remove = useRemoveCard();

  const confirmRemove = (card: SavedCard) => {
    const brand = t(`brands.${card.brand}`);
    modal.confirm({
      title: t('cards.removeTitle'),
      content: t('cards.removeText', { brand, last4: card.last4 }),
      okText: t('cards.remove'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(card.id);
        } catch {
          return; // the HTTP client has shown why
        }
        void message.success(t('cards.removed'));
      },
    });
  };

  let body;
  if (cards.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (cards.isError) body = <LoadFailed title={t('loadFailed')} onRetry={() => void cards.refetch()} />;
  else if (cards.data.length === 0)
    body = (
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('cards.empty')}
      </Typography.Paragraph>
    );
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
      title={<h2 className="wallet__card-title">{t('cards.title')}</h2>}
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
