import { Alert } from '../../../shared/ui/kit/Alert';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { SANDBOX_APPROVED_CARDS, SANDBOX_DECLINED_CARDS } from '@clearlot/contract/rules/order';
import { detectCardBrand } from '@clearlot/contract/rules/card';
import { formatCardNumberInput } from '../model/cardInput';

function CardList({ numbers }: { numbers: readonly string[] }) {
  const { t } = useTranslation('checkout');
  return (
    <ul className="payment-sandbox__cards">
      {numbers.map((number) => {
        const brand = detectCardBrand(number);
        return (
          <li key={number}>
            <code>{formatCardNumberInput(number)}</code> {brand && <span className="muted">{t(`card.brand.${brand}`)}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** The test cards of the sandbox gateway (no real money moves). */
export function SandboxCardsNote() {
  const { t } = useTranslation('checkout');
  return (
    <Alert
      className="payment-sandbox"
      type="info"
      title={t('sandbox.title')}
      description={
        <>
          <p>{t('sandbox.cardsText')}</p>
          <p className="payment-sandbox__label">{t('sandbox.approved')}</p>
          <CardList numbers={SANDBOX_APPROVED_CARDS} />
          <p className="payment-sandbox__label">{t('sandbox.declined')}</p>
          <CardList numbers={SANDBOX_DECLINED_CARDS} />
        </>
      }
      data-testid="payment-sandbox-note"
    />
  );
}
