import { type Control, type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import { formatPounds } from '@clearlot/contract/format/money';
import { type ReturnKind, ReturnKindText } from '@clearlot/contract/rules/returns';
import type { ReturnableOrder } from '@clearlot/contract/schemas/returns';
import { LineThumb } from '../../../../shared/catalogue/components/LineThumb';
import { productNameOf, skuOptionsOf } from '../../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../../shared/i18n/language';
import { useTranslation } from '../../../../shared/i18n/useTranslation';
import { Card } from '../../../../shared/ui/kit/Card';
import { NumberInput } from '../../../../shared/ui/kit/NumberInput';
import { RadioGroup } from '../../../../shared/ui/kit/RadioGroup';
import { type ApplyValues, clampQuantity, estimatedRefund, reasonAfterKindChange } from '../../model/applyForm';

type Rule = { validate: (value: unknown, values: ApplyValues) => true | string };

/**
 * A return's own part of the apply form: what the buyer needs (the goods back for a refund, or a refund
 * only) and how many units of each order line, up to what can still be returned, with the refund that asks.
 */
export function ReturnItemsFields({
  order,
  control,
  setValue,
  quantitiesRule,
}: {
  order: ReturnableOrder;
  control: Control<ApplyValues>;
  setValue: UseFormSetValue<ApplyValues>;
  quantitiesRule: Rule;
}) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const kind = useController({ control, name: 'returnKind' });
  const quantities = useController({ control, name: 'quantities', rules: quantitiesRule });
  const reason = useWatch({ control, name: 'reason' });
  const chooseKind = (next: ReturnKind) => {
    kind.field.onChange(next);
    setValue('reason', reasonAfterKindChange(reason, next));
  };
  return (
    <>
      <Card title={t('apply.kind')}>
        <RadioGroup<ReturnKind>
          look="cards"
          direction="row"
          value={kind.field.value}
          onChange={chooseKind}
          aria-label={t('apply.kind')}
          options={([1, 2] as const).map((value) => ({
            value,
            label: ReturnKindText[value][language],
            description: t(`apply.kindHint.${value}`),
            'data-testid': `return-kind-${value}`,
          }))}
        />
      </Card>

      <Card title={t('apply.items')}>
        <ul className="request-lines" aria-label={t('apply.items')}>
          {order.lines.map((line, index) => {
            const name = productNameOf(line, language);
            return (
              <li key={line.orderItemId} className="request-line" data-testid="apply-line">
                <LineThumb productImage={line.productImage} className="request-line__picture" size={56} />
                <div className="request-line__body">
                  <p className="request-line__name">{name}</p>
                  {line.skuOptions.length > 0 && <p className="muted">{skuOptionsOf(line.skuOptions, language)}</p>}
                  <p className="muted">{t('apply.returnable', { count: line.returnableQuantity, ordered: line.quantity, total: formatPounds(line.lineTotal) })}</p>
                </div>
                <NumberInput
                  className="request-line__quantity"
                  min={0}
                  max={line.returnableQuantity}
                  blankValue={0}
                  disabled={line.returnableQuantity === 0}
                  value={quantities.field.value[index] ?? 0}
                  onChange={(value) => quantities.field.onChange(quantities.field.value.map((quantity, at) => (at === index ? clampQuantity(line, value) : quantity)))}
                  onBlur={quantities.field.onBlur}
                  aria-label={t('apply.quantityFor', { name })}
                  aria-invalid={quantities.fieldState.invalid || undefined}
                  data-testid="apply-quantity"
                />
              </li>
            );
          })}
        </ul>
        {quantities.fieldState.error && (
          <p className="request-apply__error" role="alert">
            {quantities.fieldState.error.message}
          </p>
        )}
        <p className="request-apply__estimate">
          {t('apply.estimate')} <strong data-testid="apply-estimate">{formatPounds(estimatedRefund(order.lines, quantities.field.value))}</strong>
        </p>
      </Card>
    </>
  );
}
