import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { CANCEL_REVIEW_HOURS } from '@clearlot/contract/rules/order';
import { CancelOrderBody } from '@clearlot/contract/schemas/order';
import { schemaRule } from '../../../shared/forms/validation';
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
 * and reports the outcome afterwards.
 */
export function CancelOrderDialog({ orderNo, open, onClose }: CancelOrderDialogProps) {
  const { t } = useTranslation('orders');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const detail = useOrderDetail(orderNo, open);
  const cancel = useCancelOrder();

  const submit = async () => {
    let reason: string;
    try {
      ({ reason } = await form.validateFields());
    } catch {
      return; // the form shows what is missing
    }
    try {
      const result = await cancel.mutateAsync({ orderNo, reason: reason.trim() });
      onClose();
      if (result.outcome === 'cancelled') {
        void message.success(t('cancel.doneCancelled'));
      } else {
        modal.info({ title: t('cancel.doneReviewTitle'), content: t('cancel.doneReview', { hours: CANCEL_REVIEW_HOURS }), okText: t('cancel.ok') });
      }
    } catch {
      // The HTTP client has shown the server's reason; the dialog stays open to try again or close.
    }
  };

  return (
    <Modal
      open={open}
      title={t('cancel.title', { orderNo })}
      okText={detail.data && cancelEffectOf(detail.data) === 'review' ? t('cancel.submitRequest') : t('cancel.submit')}
      cancelText={t('cancel.keep')}
      okButtonProps={{ danger: true, loading: cancel.isPending, disabled: detail.isLoading }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <CancelNotice order={detail.data} loading={detail.isLoading} />
        <Form form={form} layout="vertical" requiredMark onFinish={() => void submit()}>
          <Form.Item name="reason" label={t('cancel.reason')} rules={[schemaRule(CancelOrderBody.shape.reason)]} required>
            <Input.TextArea rows={3} maxLength={REASON_MAX} showCount placeholder={t('cancel.reasonPlaceholder')} data-testid="cancel-reason" />
          </Form.Item>
          <Flex wrap gap={8} role="group" aria-label={t('cancel.quickLabel')}>
            {QUICK_REASONS.map((key) => (
              <Button
                key={key}
                size="small"
                onClick={() => {
                  form.setFieldValue('reason', t(`cancel.quick.${key}`));
                  void form.validateFields(['reason']).catch(() => undefined);
                }}
              >
                {t(`cancel.quick.${key}`)}
              </Button>
            ))}
          </Flex>
        </Form>
      </Flex>
    </Modal>
  );
}
