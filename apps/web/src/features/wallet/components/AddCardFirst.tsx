import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { PlusOutlined } from '../../../shared/ui/kit/icons/PlusOutlined';

/** Shown in a money dialog when there is no saved card to use yet. */
export function AddCardFirst({ text, onAddCard }: { text: string; onAddCard: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Alert
      type="info"
      title={text}
      action={
        <Button size="small" variant="primary" icon={<PlusOutlined />} onClick={onAddCard}>
          {t('cards.add')}
        </Button>
      }
      data-testid="wallet-add-card-first"
    />
  );
}
