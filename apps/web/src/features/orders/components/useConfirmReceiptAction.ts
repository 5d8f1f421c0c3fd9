import { confirm, toast } from '../../../shared/ui/kit/feedback';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useConfirmReceipt } from '../api/confirmReceipt';

/** Asks the buyer to confirm that everything arrived, then completes the order (7 → 8). */
export function useConfirmReceiptAction() {
  const { t } = useTranslation('orders');
  const confirmReceipt = useConfirmReceipt();
  return (orderNo: string) =>
    void confirm({
      title: t('receipt.title'),
      content: t('receipt.text', { orderNo }),
      okText: t('receipt.ok'),
      cancelText: t('receipt.cancel'),
      onOk: async () => {
        try {
          await confirmReceipt.mutateAsync({ orderNo });
          toast.success(t('receipt.done'));
        } catch {
          // The HTTP client has said why; the refreshed order shows where it stands.
        }
      },
    });
}
