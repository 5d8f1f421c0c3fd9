import { useTranslation } from '../../../shared/i18n/useTranslation';
import { confirm, toast } from '../../../shared/ui/kit/feedback';
import { useDeleteCartItems } from '../api/deleteCartItems';

/**
 * Removing lines as docs/product.md §4 has it: a 'Tips' confirmation, then 'operate success' and the list
 * is read again. A refusal shows nothing (docs/product.md §8); the refreshed list shows what is left.
 */
export function useRemoveCartLines() {
  const { t } = useTranslation('cart');
  const remove = useDeleteCartItems();

  const confirmRemove = (ids: readonly number[]) => {
    if (ids.length === 0) return;
    void confirm({
      title: t('remove.title'),
      content: ids.length === 1 ? t('remove.content') : t('remove.contentMany', { count: ids.length }),
      okText: t('remove.ok'),
      danger: true,
      cancelText: t('remove.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ ids: [...ids] });
          toast.success(t('remove.done'));
        } catch {
          // docs/product.md §8: nothing is shown when the cart refuses a removal
        }
      },
    });
  };

  return { confirmRemove, pending: remove.isPending };
}
