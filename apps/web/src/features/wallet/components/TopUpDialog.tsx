import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, POUND_SIGN, type SavedCard, TopUpBody, cvvProblem, formatPounds } from '@clearlot/contract';
import { useSavedCards } from '../../../shared/data/savedCards';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, problemRule, validationText } from '../../../shared/forms/rules';
import { ApiError } from '../../../shared/http/client';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { toast } from '../../../shared/ui/kit/feedback';
import { Input } from '../../../shared/ui/kit/Input';
import { useTopUp } from '../api/topUp';
import { amountRule } from '../forms/amountRule';
import { normaliseAmountInput, parsePounds, topUpProblem } from '../model/amount';
import { newPaymentKey, refusedBeforeCharge } from '../model/paymentKey';
import { AddCardFirst } from './AddCardFirst';
import { FormAlert } from './FormAlert';
import { SavedCardSelect, preferredCardId } from './SavedCardSelect';

interface TopUpValues {
  amount: string;
  savedCardId: number | null;
  cvv: string;
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
  if (cards.isPending) content = <Skeleton title={false} rows={3} label={t('loading')} />;
  else if (cards.isError) content = <LoadFailed title={t('loadFailed')} onRetry={() => void cards.refetch()} />;
  else if (cards.data.length === 0) content = <AddCardFirst text={t('topUp.noCards')} onAddCard={onAddCard} />;
  else content = <TopUpForm cards={cards.data} onDone={onClose} onCancel={onClose} />;
  return (
    <Dialog open={open} title={t('topUp.title')} onClose={onClose} closeLabel={t('close')} closeOnBackdrop={false} width={520}>
      {content}
    </Dialog>
  );
}

function TopUpForm({ cards, onDone, onCancel }: { cards: SavedCard[]; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  const { control, handleSubmit, setError, setValue, getValues } = useForm<TopUpValues>({
    mode: 'onTouched',
    defaultValues: { amount: '', savedCardId: preferredCardId(cards) ?? null, cvv: '' },
  });
  const topUp = useTopUp();
  const [formError, setFormError] = useState<string | null>(null);
  // Made once per opening of the dialog (the form mounts with it): a retry repeats, never doubles, a charge.
  const [paymentKey, setPaymentKey] = useState(newPaymentKey);
  const amountText = useWatch({ control, name: 'amount' });
  const pence = topUpProblem(amountText) === null ? parsePounds(amountText) : null;

  // A card removed in the meantime is no longer offered.
  useEffect(() => {
    const chosen = getValues('savedCardId');
    if (chosen === null || !cards.some((card) => card.id === chosen)) setValue('savedCardId', preferredCardId(cards) ?? null);
  }, [cards, getValues, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const body = parseForSubmit(setError, TopUpBody, { amount: parsePounds(values.amount), paymentKey, savedCardId: values.savedCardId ?? undefined, cvv: values.cvv }, (path) =>
      path === 'paymentKey' ? null : path,
    );
    if (!body) return;
    try {
      await topUp.mutateAsync(body);
    } catch (error) {
      if (error instanceof ApiError && refusedBeforeCharge(error.code)) setPaymentKey(newPaymentKey());
      setFormError(placeFailure(setError, error, { fields: FIELDS, codes: { [ErrorCatalogue.savedCardNotFound.code]: 'savedCardId' } }));
      return;
    }
    toast.success(t('topUp.done', { amount: formatPounds(body.amount) }));
    onDone();
  });

  return (
    <form className="wallet-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormField control={control} name="amount" label={t('topUp.amount')} help={t('topUp.amountHint')} rules={{ validate: amountRule(topUpProblem) }}>
        {(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(normaliseAmountInput(event.target.value))}
            prefix={POUND_SIGN}
            inputMode="decimal"
            autoComplete="off"
            autoFocus
            data-testid="wallet-top-up-amount"
          />
        )}
      </FormField>
      <FormField control={control} name="savedCardId" label={t('topUp.card')} rules={{ validate: (value) => (value === null ? validationText('required') : true) }}>
        {(field) => (
          <SavedCardSelect
            cards={cards}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            placeholder={t('topUp.cardPlaceholder')}
            data-testid="wallet-top-up-card"
          />
        )}
      </FormField>
      <FormField control={control} name="cvv" label={t('topUp.cvv')} rules={{ validate: problemRule(cvvProblem) }} className="wallet-form__short">
        {(field) => (
          <Input
            {...field}
            onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, 3))}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={3}
            data-testid="wallet-top-up-cvv"
          />
        )}
      </FormField>
      <FormAlert message={formError} />
      <div className="wallet-form__actions">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button variant="primary" htmlType="submit" loading={topUp.isPending} data-testid="wallet-top-up-submit">
          {pence ? t('topUp.submitAmount', { amount: formatPounds(pence) }) : t('topUp.submit')}
        </Button>
      </div>
    </form>
  );
}
