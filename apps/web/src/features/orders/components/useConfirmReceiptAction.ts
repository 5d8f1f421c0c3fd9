import { App } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useConfirmReceipt } from '../api/confirmReceipt';

/** Asks the buyer to confirm that everything arrived, then completes the order (7 → 8). */
export function useConfirmReceiptAction() {
  const { t } = useTranslation('orders');
  const { modal, message } = App.useApp();
  const confirmReceipt = useConfirmReceipt();
  return (orderNo: string) =>
    modal.confirm({
      title: t('receipt.title'),
      content: t('receipt.text', { orderNo }),
      okText: t('receipt.ok'),
      cancelText: t('receipt.cancel'),
      onOk: async () => {
        try {
          await confirmReceipt.mutateAsync({ orderNo });
          void message.success(t('receipt.done'));
        } catch {
          // The HTTP client has said why; the refreshed order shows where it stands.
        }
      },
    });
}
