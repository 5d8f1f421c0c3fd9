import { useEffect, useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, POUND_SIGN, type SavedCard, type WalletInfo, WithdrawBody, formatPounds, paymentPasswordProblem } from '@clearlot/contract';
import { useSavedCards } from '../../../shared/data/savedCards';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { useWithdraw } from '../api/withdraw';
import { amountRule } from '../forms/amountRule';
import { normaliseAmountInput, parsePounds, withdrawalProblem } from '../model/amount';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { parseForSubmit, problemRule, validationText } from '../../../shared/forms/validation';
import { AddCardFirst } from './AddCardFirst';
import { FormAlert } from './FormAlert';
import { SavedCardSelect, preferredCardId } from './SavedCardSelect';
import { LoadFailed } from '../../../shared/ui/LoadFailed';

interface WithdrawValues {
  amount?: string;
  savedCardId?: number;
  remarks?: string;
  paymentPassword?: string;
}

const FIELDS = ['amount', 'savedCardId', 'remarks', 'paymentPassword'] as const;
const REMARKS_MAX = 200;

interface WithdrawDialogProps {
  open: boolean;
  onClose: () => void;
  onAddCard: () => void;
  onSetPassword: () => void;
}

/** Withdraw available balance to a saved card, confirmed with the payment password (/wallet/withdraw). */
export function WithdrawDialog({ open, onClose, onAddCard, onSetPassword }: WithdrawDialogProps) {
  const { t } = useTranslation('wallet');
  const info = useWalletInfo();
  const cards = useSavedCards();
  let content;
  if (info.isPending || cards.isPending) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (info.isError) content = <LoadFailed title={t('loadFailed')} onRetry={() => void info.refetch()} />;
  else if (cards.isError) content = <LoadFailed title={t('loadFailed')} onRetry={() => void cards.refetch()} />;
  else if (!info.data.hasPaymentPassword) {
    content = (
      <Alert
        type="info"
        showIcon
        title={t('withdraw.noPassword')}
        action={
          <Button size="small" type="primary" icon={<LockOutlined />} onClick={onSetPassword}>
            {t('password.set')}
          </Button>
        }
        data-testid="wallet-withdraw-no-password"
      />
    );
  } else if (cards.data.length === 0) content = <AddCardFirst text={t('withdraw.noCards')} onAddCard={onAddCard} />;
  else content = <WithdrawForm info={info.data} cards={cards.data} onDone={onClose} onCancel={onClose} />;
  return (
    <Modal open={open} title={t('withdraw.title')} onCancel={onClose} footer={null} mask={{ closable: false }} destroyOnHidden>
      {content}
    </Modal>
  );
}

interface WithdrawFormProps {
  info: WalletInfo;
  cards: SavedCard[];
  onDone: () => void;
  onCancel: () => void;
}

function WithdrawForm({ info, cards, onDone, onCancel }: WithdrawFormProps) {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [form] = Form.useForm<WithdrawValues>();
  const withdraw = useWithdraw();
  const [formError, setFormError] = useState<string | null>(null);
  const available = formatPounds(info.available);

  useEffect(() => {
    const chosen = form.getFieldValue('savedCardId') as number | undefined;
    if (chosen === undefined || !cards.some((card) => card.id === chosen)) form.setFieldValue('savedCardId', preferredCardId(cards));
  }, [cards, form]);

  const submit = async (values: WithdrawValues) => {
    setFormError(null);
    const body = parseForSubmit(form, WithdrawBody, {
      amount: parsePounds(values.amount ?? ''),
      savedCardId: values.savedCardId,
      remarks: values.remarks ?? '',
      paymentPassword: values.paymentPassword ?? '',
    });
    if (!body) return;
    try {
      const withdrawal = await withdraw.mutateAsync(body);
      void message.success(t('withdraw.done', { number: withdrawal.withdrawalNo, amount: formatPounds(withdrawal.amount) }));
    } catch (error) {
      setFormError(
        placeFailure(form, error, {
          fields: FIELDS,
          codes: {
            [ErrorCatalogue.insufficientBalance.code]: 'amount',
            [ErrorCatalogue.paymentPasswordWrong.code]: 'paymentPassword',
            [ErrorCatalogue.savedCardNotFound.code]: 'savedCardId',
          },
        }),
      );
      return;
    }
    onDone();
  };

  return (
    <Form form={form} name="wallet-withdraw" layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
      <Typography.Paragraph data-testid="wallet-withdraw-available">{t('withdraw.available', { amount: available })}</Typography.Paragraph>
      {info.available <= 0 && <Alert type="warning" showIcon title={t('withdraw.nothingAvailable')} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="amount"
        label={t('withdraw.amount')}
        rules={[amountRule((text) => withdrawalProblem(text, info.available), t('withdraw.aboveAvailable', { amount: available }))]}
        normalize={(value: string) => normaliseAmountInput(value)}
      >
        <Input prefix={POUND_SIGN} inputMode="decimal" autoComplete="off" autoFocus data-testid="wallet-withdraw-amount" />
      </Form.Item>
      <Form.Item name="savedCardId" label={t('withdraw.card')} rules={[{ required: true, message: validationText('required') }]}>
        <SavedCardSelect cards={cards} placeholder={t('withdraw.cardPlaceholder')} data-testid="wallet-withdraw-card" />
      </Form.Item>
      <Form.Item name="remarks" label={t('withdraw.remarks')}>
        <Input.TextArea
          maxLength={REMARKS_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder={t('withdraw.remarksPlaceholder')}
          data-testid="wallet-withdraw-remarks"
        />
      </Form.Item>
      <Form.Item
        name="paymentPassword"
        label={t('withdraw.paymentPassword')}
        rules={[problemRule(paymentPasswordProblem)]}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
        style={{ maxWidth: 240 }}
      >
        <Input.Password inputMode="numeric" autoComplete="off" maxLength={6} data-testid="wallet-withdraw-password" />
      </Form.Item>
      <FormAlert message={formError} />
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={withdraw.isPending} data-testid="wallet-withdraw-submit">
          {t('withdraw.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
