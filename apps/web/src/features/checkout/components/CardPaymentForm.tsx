import { Alert, Button, Form, Input, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation } from '../../../shared/router';
import { ErrorCatalogue, type PayByCardInput, type SavedCard, type Trade } from '@clearlot/contract';
import { cvvProblem } from '@clearlot/contract/rules/card';
import { formatPounds } from '@clearlot/contract/format/money';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { ApiError } from '../../../shared/http/client';
import { parseForSubmit, problemRule } from '../../../shared/forms/validation';
import { useAddresses } from '../../../shared/data/addresses';
import { useSavedCards } from '../../../shared/data/savedCards';
import { paths } from '../../../shared/paths';
import { usePayByCard } from '../api/payByCard';
import { usePaymentAttempt } from '../hooks/usePaymentAttempt';
import { usePaymentSchemas } from '../hooks/usePaymentSchemas';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { NewCardFields } from './NewCardFields';
import { SandboxCardsNote } from './SandboxCardsNote';
import type { usePaymentOutcome } from '../hooks/usePaymentOutcome';

interface CardValues {
  source?: 'new' | number;
  number?: string;
  holderName?: string;
  expiryMonth?: number;
  expiryYear?: number;
  cvv?: string;
  savedCvv?: string;
  billingAddressId?: number;
  saveCard?: boolean;
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

/** Pay by card: a saved card and its CVV, or a new card (optionally saved). */
export function CardPaymentForm({ trade, outcome }: { trade: Trade; outcome: Outcome }) {
  const { t } = useTranslation('checkout');
  const location = useLocation();
  const [form] = Form.useForm<CardValues>();
  const savedCards = useSavedCards();
  const addresses = useAddresses();
  const payByCard = usePayByCard();
  const attempt = usePaymentAttempt(outcome);
  const { schemas, error: schemasError, retry: retrySchemas } = usePaymentSchemas();
  const [failure, setFailure] = useState<string | null>(null);
  const [currentYear] = useState(() => new Date().getFullYear());
  const source = Form.useWatch('source', form) ?? 'new';
  const addAddressPath = paths.addAddress.getHref({ back: location.pathname + location.search });

  if (schemasError) return <LoadFailed title={t('payment.formLoadFailed')} error={schemasError} onRetry={retrySchemas} />;
  if (savedCards.isPending || addresses.isPending || !schemas) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { PayByCardBody } = schemas;
  const cards = savedCards.data ?? [];
  const defaultAddress = addresses.data?.find((address) => address.isDefault) ?? addresses.data?.[0];

  const submit = (values: CardValues) => {
    // the source choice is only on the form when there are saved cards
    const chosen = values.source ?? 'new';
    const details: Omit<PayByCardInput, 'paymentKey'> =
      chosen === 'new'
        ? {
            tradeNo: trade.tradeNo,
            amount: trade.amount,
            card: {
              number: values.number ?? '',
              holderName: (values.holderName ?? '').trim(),
              expiryMonth: values.expiryMonth as number,
              expiryYear: values.expiryYear as number,
              cvv: values.cvv ?? '',
              billingAddressId: values.billingAddressId as number,
            },
            saveCard: values.saveCard ?? false,
          }
        : { tradeNo: trade.tradeNo, amount: trade.amount, savedCardId: chosen, cvv: values.savedCvv ?? '', saveCard: false };
    return attempt(
      details,
      (paymentKey) => {
        setFailure(null);
        const body = parseForSubmit(form, PayByCardBody, { ...details, paymentKey }, (path) => FIELD_OF[path] ?? path);
        return body ? payByCard.mutateAsync(body) : undefined;
      },
      (kind, error) => {
        if (kind === 'noAnswer') setFailure(t('payment.noAnswer'));
        else setFailure(placeFailure(form, error, { fields: FIELDS, renamed: FIELD_OF }));
        // a saved card removed in another tab: show the list as it is now
        if (error instanceof ApiError && error.code === ErrorCatalogue.savedCardNotFound.code) void savedCards.refetch();
      },
    );
  };

  return (
    <Form
      form={form}
      name="cardPayment"
      layout="vertical"
      requiredMark
      initialValues={{ source: cards[0]?.id ?? 'new', saveCard: false, billingAddressId: defaultAddress?.id }}
      onFinish={(values) => void submit(values)}
      scrollToFirstError={{ block: 'center' }}
      className="payment-form"
      data-testid="card-form"
    >
      {cards.length > 0 && (
        <Form.Item name="source" label={t('card.choose')}>
          <Radio.Group
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
        </Form.Item>
      )}
      {source === 'new' ? (
        <NewCardFields addresses={addresses.data} addAddressPath={addAddressPath} currentYear={currentYear} />
      ) : (
        <Form.Item name="savedCvv" label={t('card.cvvAgain')} required rules={[problemRule(cvvProblem)]} validateTrigger="onBlur">
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={3} placeholder="123" style={{ maxWidth: 160 }} data-testid="card-saved-cvv" />
        </Form.Item>
      )}
      {failure && <Alert type="error" showIcon title={failure} className="payment-form__failure" data-testid="payment-failure" />}
      <Button type="primary" htmlType="submit" size="large" block loading={payByCard.isPending} data-testid="card-pay">
        {t('payment.payAmount', { amount: formatPounds(trade.amount) })}
      </Button>
      <SandboxCardsNote />
    </Form>
  );
}
