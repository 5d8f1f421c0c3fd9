import { App, Button, Flex, Form, Input, InputNumber, Modal, Popconfirm, Radio } from 'antd';
import { useState } from 'react';
import { formatPounds } from '@clearlot/contract/format/money';
import { RETURN_TEXT_MAX } from '@clearlot/contract/rules/returns';
import type { DecideInterventionInput, ReturnDetail } from '@clearlot/contract/schemas/returns';
import { productNameOf } from '@clearlot/browser/catalogue/localized';
import { useTranslation } from '../../shared/i18n';
import { useApproveReturn, useConfirmReturnArrival, useDecideIntervention, useOwnerAskIntervention, useRejectReturn } from './api';
import { penceOf, poundsOf } from './desk';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  label: string;
  okText: string;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the words a step needs (the goods owner's reason to reject; why customer service should step in). */
function ReasonDialog({ open, title, label, okText, pending, onSubmit, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('returns');
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('actions.back')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(values) => onSubmit(values.reason.trim())}>
        <Form.Item name="reason" label={label} rules={[{ required: true, whitespace: true, message: t('form.required') }]}>
          <Input.TextArea rows={3} maxLength={RETURN_TEXT_MAX} showCount data-testid="reason-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

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
function DecideDialog({
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
  const { t, language } = useTranslation('returns');
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

type Dialog = 'reject' | 'intervene' | 'decide' | null;

/**
 * The desk's buttons for what the reader may do with the request now (the server's `actions`): the goods
 * owner approves, rejects, confirms the returned items arrived or asks customer service to step in; the
 * agent decides a request in intervention. The buyer's own moves (ship, cancel, label) stay in the shop.
 */
export function ReturnActions({ detail }: { detail: ReturnDetail }) {
  const { t } = useTranslation('returns');
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>(null);
  const approve = useApproveReturn();
  const reject = useRejectReturn();
  const arrive = useConfirmReturnArrival();
  const intervene = useOwnerAskIntervention();
  const decide = useDecideIntervention();
  const { actions, returnNo } = detail;
  const done = (text: string) => () => {
    setDialog(null);
    void message.success(text);
  };
  if (!actions.approve && !actions.reject && !actions.confirmArrival && !actions.decide && !actions.askIntervention) return null;

  return (
    <Flex wrap gap={8} className="return-desk__actions">
      {actions.approve && (
        <Popconfirm
          title={t('approve.confirm')}
          okText={t('approve.button')}
          cancelText={t('actions.back')}
          onConfirm={() => approve.mutate({ returnNo }, { onSuccess: done(t('approve.done')) })}
        >
          <Button type="primary" loading={approve.isPending} data-testid="return-approve">
            {t('approve.button')}
          </Button>
        </Popconfirm>
      )}
      {actions.reject && (
        <Button danger onClick={() => setDialog('reject')} data-testid="return-reject">
          {t('reject.button')}
        </Button>
      )}
      {actions.confirmArrival && (
        <Popconfirm
          title={t('arrival.confirm')}
          okText={t('arrival.button')}
          cancelText={t('actions.back')}
          onConfirm={() => arrive.mutate({ returnNo }, { onSuccess: done(t('arrival.done')) })}
        >
          <Button type="primary" loading={arrive.isPending} data-testid="return-confirm-arrival">
            {t('arrival.button')}
          </Button>
        </Popconfirm>
      )}
      {actions.decide && (
        <Button type="primary" onClick={() => setDialog('decide')} data-testid="return-decide">
          {t('decide.button')}
        </Button>
      )}
      {actions.askIntervention && (
        <Button onClick={() => setDialog('intervene')} data-testid="return-intervene">
          {t('intervene.button')}
        </Button>
      )}

      <ReasonDialog
        open={dialog === 'reject'}
        title={t('reject.title', { returnNo })}
        label={t('reject.reason')}
        okText={t('reject.button')}
        pending={reject.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => reject.mutate({ returnNo, reason }, { onSuccess: done(t('reject.done')) })}
      />
      <ReasonDialog
        open={dialog === 'intervene'}
        title={t('intervene.title', { returnNo })}
        label={t('intervene.reason')}
        okText={t('intervene.submit')}
        pending={intervene.isPending}
        onClose={() => setDialog(null)}
        onSubmit={(reason) => intervene.mutate({ returnNo, reason }, { onSuccess: done(t('intervene.done')) })}
      />
      {actions.decide && (
        <DecideDialog
          detail={detail}
          open={dialog === 'decide'}
          pending={decide.isPending}
          onClose={() => setDialog(null)}
          onSubmit={(body) => decide.mutate(body, { onSuccess: done(t('decide.done')) })}
        />
      )}
    </Flex>
  );
}
