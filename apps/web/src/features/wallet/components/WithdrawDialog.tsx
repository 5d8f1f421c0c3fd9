import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, POUND_SIGN, type SavedCard, type WalletInfo, WithdrawBody, formatPounds, paymentPasswordProblem } from '@clearlot/contract';
import { useSavedCards } from '../../../shared/data/savedCards';
import { useWalletInfo } from '../../../shared/data/walletInfo';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, problemRule, validationText } from '../../../shared/forms/rules';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { toast } from '../../../shared/ui/kit/feedback';
import { PasswordBox } from '../../../shared/forms/password/PasswordBox';
import { Input, TextArea } from '../../../shared/ui/kit/Input';
import { LockOutlined } from '../../../shared/ui/kit/icons/LockOutlined';
import { useWithdraw } from '../api/withdraw';
import { amountRule } from '../forms/amountRule';
import { normaliseAmountInput, parsePounds, withdrawalProblem } from '../model/amount';
import { AddCardFirst } from './AddCardFirst';
import { FormAlert } from './FormAlert';
import { SavedCardSelect, preferredCardId } from './SavedCardSelect';

interface WithdrawValues {
  amount: string;
  savedCardId: number | null;
  remarks: string;
  paymentPassword: string;
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
  if (info.isPending || cards.isPending) content = <Skeleton title={false} rows={4} label={t('loading')} />;
  else if (info.isError) content = <LoadFailed title={t('loadFailed')} onRetry={() => void info.refetch()} />;
  else if (cards.isError) content = <LoadFailed title={t('loadFailed')} onRetry={() => void cards.refetch()} />;
  else if (!info.data.hasPaymentPassword) {
    content = (
      <Alert
        type="info"
        title={t('withdraw.noPassword')}
        action={
          <Button size="small" variant="primary" icon={<LockOutlined />} onClick={onSetPassword}>
            {t('password.set')}
          </Button>
        }
        data-testid="wallet-withdraw-no-password"
      />
    );
  } else if (cards.data.length === 0) content = <AddCardFirst text={t('withdraw.noCards')} onAddCard={onAddCard} />;
  else content = <WithdrawForm info={info.data} cards={cards.data} onDone={onClose} onCancel={onClose} />;
  return (
    <Dialog open={open} title={t('withdraw.title')} onClose={onClose} closeLabel={t('close')} closeOnBackdrop={false} width={520}>
      {content}
    </Dialog>
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
  const { control, handleSubmit, setError, setValue, getValues } = useForm<WithdrawValues>({
    mode: 'onTouched',
    defaultValues: { amount: '', savedCardId: preferredCardId(cards) ?? null, remarks: '', paymentPassword: '' },
  });
  const withdraw = useWithdraw();
  const [formError, setFormError] = useState<string | null>(null);
  const available = formatPounds(info.available);

  useEffect(() => {
    const chosen = getValues('savedCardId');
    if (chosen === null || !cards.some((card) => card.id === chosen)) setValue('savedCardId', preferredCardId(cards) ?? null);
  }, [cards, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body = parseForSubmit(setError, WithdrawBody, {
      amount: parsePounds(values.amount),
      savedCardId: values.savedCardId ?? undefined,
      remarks: values.remarks,
      paymentPassword: values.paymentPassword,
    });
    if (!body) return;
    try {
      const withdrawal = await withdraw.mutateAsync(body);
      toast.success(t('withdraw.done', { number: withdrawal.withdrawalNo, amount: formatPounds(withdrawal.amount) }));
    } catch (error) {
      setFormError(
        placeFailure(setError, error, {
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
  });

  return (
    <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
      <p className="wallet__paragraph" data-testid="wallet-withdraw-available">
        {t('withdraw.available', { amount: available })}
      </p>
      {info.available <= 0 && <Alert type="warning" title={t('withdraw.nothingAvailable')} />}
      <FormField
        control={control}
        name="amount"
        label={t('withdraw.amount')}
        rules={{ validate: amountRule((text) => withdrawalProblem(text, info.available), t('withdraw.aboveAvailable', { amount: available })) }}
      >
        {(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(normaliseAmountInput(event.target.value))}
            prefix={POUND_SIGN}
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            data-testid="wallet-withdraw-amount"
          />
        )}
      </FormField>
      <FormField control={control} name="savedCardId" label={t('withdraw.card')} rules={{ validate: (value) => (value === null ? validationText('required') : true) }}>
        {(field) => (
          <SavedCardSelect
            cards={cards}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('withdraw.cardPlaceholder')}
            data-testid="wallet-withdraw-card"
          />
        )}
      </FormField>
      <FormField control={control} name="remarks" label={t('withdraw.remarks')}>
        {(field) => <TextArea {...field} maxLength={REMARKS_MAX} showCount rows={2} placeholder={t('withdraw.remarksPlaceholder')} data-testid="wallet-withdraw-remarks" />}
      </FormField>
      <FormField
        control={control}
        name="paymentPassword"
        label={t('withdraw.paymentPassword')}
        rules={{ validate: problemRule(paymentPasswordProblem) }}
        className="wallet-form__short"
      >
        {(field) => (
          <PasswordBox
            {...field}
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            data-testid="wallet-withdraw-password"
          />
        )}
      </FormField>
      <FormAlert message={formError} />
      <div className="wallet-form__actions">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="primary" htmlType="submit" loading={withdraw.isPending} data-testid="wallet-withdraw-submit">
          {t('withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
