import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CANCEL_REVIEW_HOURS } from '@clearlot/contract/rules/order';
import { CancelOrderBody } from '@clearlot/contract/schemas/order';
import { FormField } from '../../../shared/forms/FormField';
import { schemaRule } from '../../../shared/forms/rules';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { toast } from '../../../shared/ui/kit/feedback';
import { Flex } from '../../../shared/ui/kit/Flex';
import { TextArea } from '../../../shared/ui/kit/Input';
import { useCancelOrder } from '../api/cancelOrder';
import { useOrderDetail } from '../api/orderDetail';
import { cancelEffectOf } from '../model/orderActions';
import { CancelNotice } from './CancelNotice';

const REASON_MAX = 500;
/** Common reasons the buyer can pick instead of typing (the text stays editable). */
const QUICK_REASONS = ['mistake', 'betterPrice', 'tooSlow', 'address', 'notNeeded'] as const;

interface CancelOrderDialogProps {
  orderNo: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancel an order: the reason is required (docs/product.md §5). The dialog loads the order first so it can
 * say whether the cancellation happens at once or goes to the goods owner's review (canCancelNow),
 * and reports the outcome afterwards: a toast for a cancelled order, or the same dialog turned into the
 * notice that the request was sent.
 */
export function CancelOrderDialog({ orderNo, open, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  const formId = useId();
  const { control, handleSubmit, setValue } = useForm<{ reason: string }>({ mode: 'onTouched', defaultValues: { reason: '' } });
  const detail = useOrderDetail(orderNo, open);
  const cancel = useCancelOrder();
  const [requestSent, setRequestSent] = useState(false);

  const submit = handleSubmit(async ({ reason }) => {
    try {
      const result = await cancel.mutateAsync({ orderNo, reason: reason.trim() });
      if (result.outcome === 'cancelled') {
        onClose();
        toast.success(t('cancel.doneCancelled'));
      } else {
        setRequestSent(true);
      }
    } catch {
      // The HTTP client has shown the server's reason; the dialog stays open to try again or close.
    }
  });

  if (requestSent) {
    return (
      <Dialog
        open={open}
        onClose={onClose}
        title={t('cancel.doneReviewTitle')}
        footer={
          <Button variant="primary" onClick={onClose} autoFocus>
            {t('cancel.ok')}
          </Button>
        }
      >
        <p className="cancel-dialog__text">{t('cancel.doneReview', { hours: CANCEL_REVIEW_HOURS })}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('cancel.title', { orderNo })}
      width={520}
      closeOnBackdrop={false}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel.keep')}</Button>
          <Button variant="primary" danger htmlType="submit" form={formId} loading={cancel.isPending} disabled={detail.isLoading}>
            {detail.data && cancelEffectOf(detail.data) === 'review' ? t('cancel.submitRequest') : t('cancel.submit')}
          </Button>
        </>
      }
    >
      <Flex vertical gap="large">
        <CancelNotice order={detail.data} loading={detail.isLoading} />
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <FormField control={control} name="reason" label={t('cancel.reason')} required rules={{ validate: schemaRule(CancelOrderBody.shape.reason) }}>
            {(field) => <TextArea {...field} rows={3} maxLength={REASON_MAX} showCount placeholder={t('cancel.reasonPlaceholder')} data-testid="cancel-reason" />}
          </FormField>
          <Flex wrap gap="small" role="group" aria-label={t('cancel.quickLabel')}>
            {QUICK_REASONS.map((key) => (
              <Button key={key} size="small" onClick={() => setValue('reason', t(`cancel.quick.${key}`), { shouldValidate: true })}>
                {t(`cancel.quick.${key}`)}
              </Button>
            ))}
          </Flex>
        </form>
      </Flex>
    </Dialog>
  );
}
