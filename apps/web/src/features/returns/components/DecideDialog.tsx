import { Form, Input, InputNumber, Modal, Radio } from 'antd';
import { RETURN_TEXT_MAX } from '@clearlot/contract/rules/returns';
import type { DecideInterventionInput, ReturnDetail } from '@clearlot/contract/schemas/returns';
import { formatPounds } from '@clearlot/contract/format/money';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { penceOf, poundsOf } from '../model/display';

type Decision = DecideInterventionInput['decision'];
interface DecideValues {
  decision: Decision;
  /** pounds per request line, partial only */
  amounts: Array<number | null>;
  note: string;
}

/**
 * The agent's decision on a request in intervention (docs/product.md §6): the full refund asked, part
 * of it (an amount per line, each at most what the line asks), or none, always with a note.
 */
export function DecideDialog({
  detail,
  open,
  pending,
  onSubmit,
  onClose,
}: {
  detail: ReturnDetail;
  open: boolean;
  pending: boolean;
  onSubmit: (body: DecideInterventionInput) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('returns');
  const language = currentLanguage();
  const [form] = Form.useForm<DecideValues>();
  const decision = Form.useWatch('decision', form);
  const finish = (values: DecideValues) =>
    onSubmit({
      returnNo: detail.returnNo,
      decision: values.decision,
      lines: values.decision === 'partial' ? detail.lines.map((line, index) => ({ lineId: line.id, amount: penceOf(values.amounts[index] ?? null) })) : [],
      note: values.note.trim(),
    });
  return (
    <Modal
      open={open}
      title={t('decide.title', { returnNo: detail.returnNo })}
      okText={t('decide.submit')}
      cancelText={t('actions.back')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ decision: 'full', amounts: detail.lines.map(() => null), note: '' }} onFinish={finish}>
        <Form.Item name="decision" label={t('decide.decision')}>
          <Radio.Group
            options={[
              { value: 'full', label: t('decide.full', { amount: formatPounds(detail.refundAmount) }) },
              { value: 'partial', label: t('decide.partial') },
              { value: 'none', label: t('decide.none') },
            ]}
            optionType="default"
            data-testid="decide-choice"
          />
        </Form.Item>
        {decision === 'partial' &&
          detail.lines.map((line, index) => {
            const name = productNameOf(line, language);
            return (
              <Form.Item
                key={line.id}
                name={['amounts', index]}
                label={t('decide.lineAmount', { name, most: formatPounds(line.refundAmount) })}
                rules={[{ type: 'number', min: 0, max: poundsOf(line.refundAmount), message: t('decide.tooMuch', { most: formatPounds(line.refundAmount) }) }]}
              >
                <InputNumber
                  prefix="£"
                  min={0}
                  max={poundsOf(line.refundAmount)}
                  precision={2}
                  step={1}
                  style={{ width: '100%' }}
                  aria-label={t('decide.lineAmountFor', { name })}
                  data-testid="decide-amount"
                />
              </Form.Item>
            );
          })}
        <Form.Item name="note" label={t('decide.note')} rules={[{ required: true, whitespace: true, message: t('form.required') }]}>
          <Input.TextArea rows={3} maxLength={RETURN_TEXT_MAX} showCount data-testid="decide-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
