import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';

/** Shown in a money dialog when there is no saved card to use yet. */
export function AddCardFirst({ text, onAddCard }: { text: string; onAddCard: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <Alert
      type="info"
      showIcon
      title={text}
      action={
        <Button size="small" type="primary" icon={<PlusOutlined />} onClick={onAddCard}>
          {t('cards.add')}
        </Button>
      }
      data-testid="wallet-add-card-first"
    />
  );
}
