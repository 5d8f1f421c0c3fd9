import { useEffect, useState } from 'react';
import { App, Button, Flex, Form, Input, Modal, Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, POUND_SIGN, type SavedCard, TopUpBody, cvvProblem, formatPounds } from '@clearlot/contract';
import { useSavedCards } from '../../../shared/data/savedCards';
import { useTopUp } from '../api/topUp';
import { normaliseAmountInput, parsePounds, topUpProblem } from '../model/amount';
import { newPaymentKey, refusedBeforeCharge } from '../model/paymentKey';
import { ApiError } from '../../../shared/http/client';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, problemRule, validationText } from '../../../shared/forms/validation';
import { amountRule } from '../forms/amountRule';
import { AddCardFirst } from './AddCardFirst';
import { FormAlert } from './FormAlert';
import { SavedCardSelect, preferredCardId } from './SavedCardSelect';
import { LoadFailed } from '../../../shared/ui/LoadFailed';

interface TopUpValues {
  amount?: string;
  savedCardId?: number;
  cvv?: string;
}

const FIELDS = ['amount', 'savedCardId', 'cvv'] as const;

interface TopUpDialogProps {
  open: boolean;
  onClose: () => void;
  onAddCard: () => void;
}

/** Top up the wallet from a saved card (/wallet/topUp). */
export function TopUpDialog({ open, onClose, onAddCard }: TopUpDialogProps) {
  const { t } = useTranslation('wallet');
  const cards = useSavedCards();
  let content;
  if (cards.isPending) content = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (cards.isError) content = <LoadFailed title={t('loadFailed')} onRetry={() => void cards.refetch()} />;
  else if (cards.data.length === 0) content = <AddCardFirst text={t('topUp.noCards')} onAddCard={onAddCard} />;
  else content = <TopUpForm cards={cards.data} onDone={onClose} onCancel={onClose} />;
  return (
    <Modal open={open} title={t('topUp.title')} onCancel={onClose} footer={null} mask={{ closable: false }} destroyOnHidden>
      {content}
    </Modal>
  );
}

function TopUpForm({ cards, onDone, onCancel }: { cards: SavedCard[]; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [form] = Form.useForm<TopUpValues>();
  const topUp = useTopUp();
  const [formError, setFormError] = useState<string | null>(null);
  // Made once per opening of the dialog (the form mounts with it): a retry repeats, never doubles, a charge.
  const [paymentKey, setPaymentKey] = useState(newPaymentKey);
  const amountText = Form.useWatch('amount', form);
  const pence = topUpProblem(amountText ?? '') === null ? parsePounds(amountText ?? '') : null;

  // A card removed in the meantime is no longer offered.
  useEffect(() => {
    const chosen = form.getFieldValue('savedCardId') as number | undefined;
    if (chosen === undefined || !cards.some((card) => card.id === chosen)) form.setFieldValue('savedCardId', preferredCardId(cards));
  }, [cards, form]);

  const submit = async (values: TopUpValues) => {
    setFormError(null);
    const body = parseForSubmit(form, TopUpBody, { amount: parsePounds(values.amount ?? ''), paymentKey, savedCardId: values.savedCardId, cvv: values.cvv ?? '' }, (path) =>
      path === 'paymentKey' ? null : path,
    );
    if (!body) return;
    try {
      await topUp.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && refusedBeforeCharge(error.code)) setPaymentKey(newPaymentKey());
      setFormError(placeFailure(form, error, { fields: FIELDS, codes: { [ErrorCatalogue.savedCardNotFound.code]: 'savedCardId' } }));
      return;
    }
    void message.success(t('topUp.done', { amount: formatPounds(body.amount) }));
    onDone();
  };

  return (
    <Form form={form} name="wallet-top-up" layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      <Form.Item
        name="amount"
        label={t('topUp.amount')}
        extra={t('topUp.amountHint')}
        rules={[amountRule(topUpProblem)]}
        normalize={(value: string) => normaliseAmountInput(value)}
      >
        <Input prefix={POUND_SIGN} inputMode="decimal" autoComplete="off" autoFocus data-testid="wallet-top-up-amount" />
      </Form.Item>
      <Form.Item name="savedCardId" label={t('topUp.card')} rules={[{ required: true, message: validationText('required') }]}>
        <SavedCardSelect cards={cards} placeholder={t('topUp.cardPlaceholder')} data-testid="wallet-top-up-card" />
      </Form.Item>
      <Form.Item name="cvv" label={t('topUp.cvv')} rules={[problemRule(cvvProblem)]} normalize={(value: string) => value.replace(/\D/g, '').slice(0, 3)} style={{ maxWidth: 160 }}>
        <Input inputMode="numeric" autoComplete="cc-csc" maxLength={3} data-testid="wallet-top-up-cvv" />
      </Form.Item>
      <FormAlert message={formError} />
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={topUp.isPending} data-testid="wallet-top-up-submit">
          {pence ? t('topUp.submitAmount', { amount: formatPounds(pence) }) : t('topUp.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
