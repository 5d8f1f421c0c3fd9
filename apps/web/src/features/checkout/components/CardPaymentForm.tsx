import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation } from '../../../shared/router';
import { type Address, ErrorCatalogue, type PayByCardInput, type SavedCard, type Trade } from '@clearlot/contract';
import { cvvProblem } from '@clearlot/contract/rules/card';
import { formatPounds } from '@clearlot/contract/format/money';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, problemRule } from '../../../shared/forms/rules';
import { ApiError } from '../../../shared/http/client';
import { useAddresses } from '../../../shared/data/addresses';
import { useSavedCards } from '../../../shared/data/savedCards';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Input } from '../../../shared/ui/kit/Input';
import { RadioGroup } from '../../../shared/ui/kit/RadioGroup';
import { usePayByCard } from '../api/payByCard';
import { usePaymentAttempt } from '../hooks/usePaymentAttempt';
import { usePaymentSchemas } from '../hooks/usePaymentSchemas';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { NewCardFields } from './NewCardFields';
import { SandboxCardsNote } from './SandboxCardsNote';
import type { usePaymentOutcome } from '../hooks/usePaymentOutcome';

export interface CardValues {
  source: 'new' | number;
  number: string;
  holderName: string;
  expiryMonth: number | null;
  expiryYear: number | null;
  cvv: string;
  savedCvv: string;
  billingAddressId: number | null;
  saveCard: boolean;
}

/** Server field of PayByCardBody → the form's field. */
const FIELD_OF: Record<string, string> = {
  'card.number': 'number',
  'card.holderName': 'holderName',
  'card.expiryMonth': 'expiryMonth',
  'card.expiryYear': 'expiryYear',
  'card.cvv': 'cvv',
  'card.billingAddressId': 'billingAddressId',
  cvv: 'savedCvv',
  savedCardId: 'source',
  card: 'number',
};
const FIELDS = ['number', 'holderName', 'expiryMonth', 'expiryYear', 'cvv', 'billingAddressId', 'savedCvv', 'source'];

function savedCardLabel(card: SavedCard, brandName: string, expires: string): string {
  return `${brandName} •••• ${card.last4} · ${card.holderName} · ${expires}`;
}

type Outcome = ReturnType<typeof usePaymentOutcome>;
type PaymentSchemas = NonNullable<ReturnType<typeof usePaymentSchemas>['schemas']>;

/** Pay by card: a saved card and its CVV, or a new card (optionally saved). */
export function CardPaymentForm({ trade, outcome }: { trade: Trade; outcome: Outcome }) {
  const { t } = useTranslation('checkout');
  const savedCards = useSavedCards();
  const addresses = useAddresses();
  const { schemas, error: schemasError, retry: retrySchemas } = usePaymentSchemas();

  if (schemasError) return <LoadFailed title={t('payment.formLoadFailed')} error={schemasError} onRetry={retrySchemas} />;
  if (savedCards.isPending || addresses.isPending || !schemas) return <Skeleton rows={6} />;
  return <CardForm trade={trade} outcome={outcome} schemas={schemas} cards={savedCards.data ?? []} addresses={addresses.data} refetchCards={() => void savedCards.refetch()} />;
}

interface CardFormProps {
  trade: Trade;
  outcome: Outcome;
  schemas: PaymentSchemas;
  cards: SavedCard[];
  addresses: Address[] | undefined;
  refetchCards: () => void;
}

/** The form itself, once the saved cards and addresses are in (they give its starting values). */
function CardForm({ trade, outcome, schemas, cards, addresses, refetchCards }: CardFormProps) {
  const { t } = useTranslation('checkout');
  const location = useLocation();
  const payByCard = usePayByCard();
  const attempt = usePaymentAttempt(outcome);
  const [failure, setFailure] = useState<string | null>(null);
  const [currentYear] = useState(() => new Date().getFullYear());
  const defaultAddress = addresses?.find((address) => address.isDefault) ?? addresses?.[0];
  const { control, handleSubmit, setError } = useForm<CardValues>({
    mode: 'onTouched',
    defaultValues: {
      source: cards[0]?.id ?? 'new',
      number: '',
      holderName: '',
      expiryMonth: null,
      expiryYear: null,
      cvv: '',
      savedCvv: '',
      billingAddressId: defaultAddress?.id ?? null,
      saveCard: false,
    },
  });
  const source = useWatch({ control, name: 'source' });
  const addAddressPath = paths.addAddress.getHref({ back: location.pathname + location.search });
  const { PayByCardBody } = schemas;

  const submit = (values: CardValues) => {
    // the source choice is only on the form when there are saved cards
    const chosen = cards.length > 0 ? values.source : 'new';
    const details: Omit<PayByCardInput, 'paymentKey'> =
      chosen === 'new'
        ? {
            tradeNo: trade.tradeNo,
            amount: trade.amount,
            card: {
              number: values.number,
              holderName: values.holderName.trim(),
              expiryMonth: values.expiryMonth as number,
              expiryYear: values.expiryYear as number,
              cvv: values.cvv,
              billingAddressId: values.billingAddressId as number,
            },
            saveCard: values.saveCard,
          }
        : { tradeNo: trade.tradeNo, amount: trade.amount, savedCardId: chosen, cvv: values.savedCvv, saveCard: false };
    return attempt(
      details,
      (paymentKey) => {
        setFailure(null);
        const body = parseForSubmit(setError, PayByCardBody, { ...details, paymentKey }, (path) => FIELD_OF[path] ?? path);
        return body ? payByCard.mutateAsync(body) : undefined;
      },
      (kind, error) => {
        if (kind === 'noAnswer') setFailure(t('payment.noAnswer'));
        else setFailure(placeFailure(setError, error, { fields: FIELDS, renamed: FIELD_OF }));
        // a saved card removed in another tab: show the list as it is now
        if (error instanceof ApiError && error.code === ErrorCatalogue.savedCardNotFound.code) refetchCards();
      },
    );
  };

  return (
    <form name="cardPayment" noValidate onSubmit={(event) => void handleSubmit(submit)(event)} className="payment-form" data-testid="card-form">
      {cards.length > 0 && (
        <FormField control={control} name="source" label={t('card.choose')}>
          {(field) => (
            <RadioGroup<'new' | number>
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className="checkout-radio-list"
              options={[
                ...cards.map((card) => ({
                  value: card.id,
                  label: (
                    <span data-testid="card-saved">
                      {savedCardLabel(card, t(`card.brand.${card.brand}`), t('card.expires', { month: String(card.expiryMonth).padStart(2, '0'), year: card.expiryYear }))}
                    </span>
                  ),
                })),
                { value: 'new', label: <span data-testid="card-new">{t('card.useNew')}</span> },
              ]}
            />
          )}
        </FormField>
      )}
      {source === 'new' || cards.length === 0 ? (
        <NewCardFields control={control} addresses={addresses} addAddressPath={addAddressPath} currentYear={currentYear} />
      ) : (
        <FormField control={control} name="savedCvv" label={t('card.cvvAgain')} required rules={{ validate: problemRule(cvvProblem) }}>
          {(field) => <Input {...field} inputMode="numeric" autoComplete="cc-csc" maxLength={3} placeholder="123" className="payment-form__cvv" data-testid="card-saved-cvv" />}
        </FormField>
      )}
      {failure && <Alert type="error" title={failure} className="payment-form__failure" data-testid="payment-failure" />}
      <Button variant="primary" htmlType="submit" size="large" block loading={payByCard.isPending} data-testid="card-pay">
        {t('payment.payAmount', { amount: formatPounds(trade.amount) })}
      </Button>
      <SandboxCardsNote />
    </form>
  );
}
