import { Alert, App, Flex, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { Cancellation, OrderDetail } from '@clearlot/contract/schemas/order';
import { ReviewCancellationBody } from '@clearlot/contract/schemas/order';
import { schemaRule, validationText } from '../../../shared/forms';
import { currentLanguage } from '@clearlot/browser/i18n/language';
import { useDateZone } from '../../../shared/dateZone';
import { useReviewCancellation } from '../api/reviewCancellation';
import { formatDateTime, money } from '../model/display';

/**
 * The seller list answers OrderDetail; when the server also sends the pending request
 * (`cancellation`), its reason and time are shown to the reviewer.
 */
type ReviewedOrder = OrderDetail & { cancellation?: Cancellation | null };

interface ReviewValues {
  decision: 'approve' | 'reject';
  note?: string;
}

/** Approve the buyer's cancellation (the order is cancelled and refunded) or reject it with a note the buyer sees. */
export function ReviewCancellationDialog({ order, onClose }: { order: ReviewedOrder; onClose: () => void }) {
  const { t } = useTranslation('ownerOrders');
  const language = currentLanguage();
  const zone = useDateZone();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReviewValues>();
  const decision = Form.useWatch('decision', form);
  const review = useReviewCancellation();
  const request = order.cancellation ?? null;

  const submit = async () => {
    let values: ReviewValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    try {
      const approve = values.decision === 'approve';
      await review.mutateAsync({ orderNo: order.orderNo, approve, note: (values.note ?? '').trim() });
      void message.success(t(approve ? 'review.doneApproved' : 'review.doneRejected'));
      onClose();
    } catch {
      // The HTTP client has shown the server's reason.
    }
  };

  return (
    <Modal
      open
      title={t('review.title', { orderNo: order.orderNo })}
      okText={t('review.submit')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: review.isPending, danger: decision === 'approve' }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        {request ? (
          <Alert
            type="info"
            showIcon
            title={t('review.reason', { reason: request.reason })}
            description={t('review.requestedAt', { time: formatDateTime(request.time, language, zone) })}
          />
        ) : (
          <Alert type="info" showIcon title={t('review.pending')} />
        )}
        <Form form={form} layout="vertical" initialValues={{ decision: 'approve' }} requiredMark>
          <Form.Item name="decision" label={t('review.decision')} required>
            <Radio.Group
              options={[
                { value: 'approve', label: t('review.approve') },
                { value: 'reject', label: t('review.reject') },
              ]}
            />
          </Form.Item>
          <Alert
            type={decision === 'reject' ? 'warning' : 'info'}
            title={decision === 'reject' ? t('review.rejectEffect') : t('review.approveEffect', { amount: money(order.paidAmount) })}
            style={{ marginBottom: 16 }}
          />
          <Form.Item
            name="note"
            label={t('review.note')}
            required={decision === 'reject'}
            dependencies={['decision']}
            rules={[
              schemaRule(ReviewCancellationBody.shape.note),
              ({ getFieldValue }) => ({
                validator: async (_rule, value: unknown) => {
                  if (getFieldValue('decision') === 'reject' && (typeof value !== 'string' || value.trim() === '')) {
                    throw new Error(validationText('required'));
                  }
                },
              }),
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount placeholder={t('review.notePlaceholder')} />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}
