import { type Control, Controller } from 'react-hook-form';
import { CarOutlined } from '../../../shared/ui/kit/icons/CarOutlined';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Busy } from '../../../shared/ui/kit/Spinner';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { RadioGroup } from '../../../shared/ui/kit/RadioGroup';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { type DeliveryQuote, type DeliveryType, DeliveryTypeText } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import type { Language } from '../../../shared/i18n/language';
import { weightText } from '@clearlot/contract/format/weight';
import { type SettlementGroup, groupCharge } from '../model/settlement';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import type { SettlementValues } from './Settlement';

const DELIVERY_TYPES: readonly DeliveryType[] = [1, 2, 3];

interface DeliverySectionProps {
  control: Control<SettlementValues>;
  quote: DeliveryQuote | undefined;
  /** the shown quote is for the previous address while the new one is asked for */
  updating: boolean;
  error: unknown;
  onRetry: () => void;
  hasAddress: boolean;
  deliveryType: DeliveryType;
  groups: SettlementGroup[];
  language: Language;
}

/** The three delivery types with their charges, and how the chosen one is made up for each parcel group. */
export function DeliverySection({ control, quote, updating, error, onRetry, hasAddress, deliveryType, groups, language }: DeliverySectionProps) {
  const { t } = useTranslation('checkout');
  const chosen = quote?.options.find((option) => option.deliveryType === deliveryType);
  /** the chargeable weight in the reader's words ('2.5 kg', '2.5 千克'); a weightless parcel weighs 0 g */
  const weightWords = (grams: number) => {
    const weight = weightText(grams) ?? { unit: 'g', value: '0' };
    return t(`weight.${weight.unit}`, { value: weight.value });
  };

  const options = DELIVERY_TYPES.map((type) => {
    const option = quote?.options.find((candidate) => candidate.deliveryType === type);
    const name = option ? byLanguage(language, option.name, option.nameEn) : DeliveryTypeText[type][language];
    return {
      value: type,
      label: (
        <span className="checkout-delivery-option" data-testid={`checkout-delivery-${type}`}>
          <span>{name}</span>
          <strong>{option ? formatPounds(option.total) : '—'}</strong>
        </span>
      ),
    };
  });

  let breakdown = null;
  if (!hasAddress) {
    breakdown = <Alert type="info" title={t('delivery.needAddress')} />;
  } else if (error && !quote) {
    breakdown = <LoadFailed title={t('delivery.loadFailed')} error={error} onRetry={onRetry} />;
  } else if (!quote) {
    breakdown = <Skeleton rows={3} />;
  } else if (chosen) {
    breakdown = (
      <div className="checkout-charges" data-testid="checkout-delivery-breakdown">
        {groups.map((group) => {
          const charge = groupCharge(chosen, group);
          if (!charge) return null;
          return (
            <div key={group.key} className="checkout-charges__group">
              <h3 className="checkout-charges__title">
                {byLanguage(language, group.ownerName, group.ownerNameEn)} · {byLanguage(language, group.warehouseName, group.warehouseNameEn)}
              </h3>
              <dl className="checkout-charges__list">
                <dt>{t('delivery.chargeableWeight')}</dt>
                <dd>{weightWords(charge.chargeableWeightGrams)}</dd>
                <dt>{t('delivery.baseFreight')}</dt>
                <dd>{formatPounds(charge.baseFreight)}</dd>
                <dt>{t('delivery.surcharge')}</dt>
                <dd>{formatPounds(charge.surcharge)}</dd>
                <dt>{t('delivery.remoteSurcharge')}</dt>
                <dd>{formatPounds(charge.remoteSurcharge)}</dd>
                {charge.parcels > 1 && (
                  <>
                    <dt>{t('delivery.parcels')}</dt>
                    <dd>{charge.parcels}</dd>
                  </>
                )}
                <dt className="checkout-charges__total">{t('delivery.groupTotal')}</dt>
                <dd className="checkout-charges__total">{formatPounds(charge.total)}</dd>
              </dl>
            </div>
          );
        })}
        <p className="checkout-charges__sum">
          <span>{t('delivery.total')}</span>
          <strong data-testid="checkout-delivery-total">{formatPounds(chosen.total)}</strong>
        </p>
      </div>
    );
  }

  return (
    <section className="checkout-section" aria-labelledby="checkout-delivery-title" aria-busy={updating}>
      <header className="checkout-section__header">
        <h2 id="checkout-delivery-title" className="checkout-section__title">
          <CarOutlined aria-hidden /> {t('delivery.title')}
        </h2>
      </header>
      <Controller
        control={control}
        name="deliveryType"
        render={({ field }) => (
          <RadioGroup
            look="list"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            options={options}
            className="checkout-radio-list"
            aria-label={t('delivery.title')}
            data-testid="checkout-delivery-type"
          />
        )}
      />
      <Busy busy={updating} label={t('delivery.updating')} className="checkout-delivery-busy">
        {breakdown}
      </Busy>
    </section>
  );
}
