import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { formatPounds } from '@clearlot/contract/format/money';
import { ReceiptStatus, ReceiptStatusText } from '@clearlot/contract/rules/afterSales';
import type { AfterSaleEligibility } from '@clearlot/contract/schemas/afterSales';
import { LineThumb } from '../../../../shared/catalogue/components/LineThumb';
import { productNameOf, skuOptionsOf } from '../../../../shared/catalogue/model/localized';
import { FormField } from '../../../../shared/forms/FormField';
import { currentLanguage } from '../../../../shared/i18n/language';
import { useTranslation } from '../../../../shared/i18n/useTranslation';
import { Card } from '../../../../shared/ui/kit/Card';
import { Input } from '../../../../shared/ui/kit/Input';
import { FieldNumberInput } from './FieldNumberInput';
import { RadioGroup } from '../../../../shared/ui/kit/RadioGroup';
import { type ApplyValues, claimable, returnQuantityOnReceipt, unitsLeft, withLine, withQuantity } from '../../model/applyForm';

type Rule = { validate: (value: unknown, values: ApplyValues) => true | string };

/**
 * An after-sales request's own part of the apply form: which order line, whether the goods arrived, how many
 * units are damaged or faulty, the money asked for them, and how many go back. Choosing a line or a unit
 * count moves the amount to its suggestion (model/applyForm.ts).
 */
export function AfterSaleItemFields({
  order,
  control,
  setValue,
  ruleFor,
}: {
  order: AfterSaleEligibility;
  control: Control<ApplyValues>;
  setValue: UseFormSetValue<ApplyValues>;
  ruleFor: (field: keyof ApplyValues) => Rule;
}) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const [orderItemId, receiptStatus, applyQuantity, returnQuantity] = useWatch({ control, name: ['orderItemId', 'receiptStatus', 'applyQuantity', 'returnQuantity'] });
  const line = order.lines.find((candidate) => candidate.orderItemId === orderItemId);
  const patch = (values: Partial<ApplyValues>) => {
    for (const [name, value] of Object.entries(values)) setValue(name as keyof ApplyValues, value, { shouldValidate: name !== 'orderItemId' || value !== null });
  };

  return (
    <>
      <Card title={t('apply.item')}>
        <FormField control={control} name="orderItemId" rules={ruleFor('orderItemId')}>
          {(field) => (
            <RadioGroup<number>
              look="cards"
              value={field.value}
              onChange={(next) => {
                const chosen = order.lines.find((candidate) => candidate.orderItemId === next);
                if (chosen) patch(withLine(chosen));
              }}
              onBlur={field.onBlur}
              aria-label={t('apply.item')}
              options={order.lines.map((candidate) => ({
                value: candidate.orderItemId,
                disabled: !claimable(candidate),
                'data-testid': 'after-sale-line',
                label: (
                  <span className="request-apply__line">
                    <LineThumb productImage={candidate.productImage} className="request-line__picture" size={48} />
                    <span>{productNameOf(candidate, language)}</span>
                  </span>
                ),
                description: (
                  <>
                    {candidate.skuOptions.length > 0 && <span className="request-apply__line-note">{skuOptionsOf(candidate.skuOptions, language)}</span>}
                    <span className="request-apply__line-note">
                      {candidate.openAfterSaleNo !== null
                        ? t('apply.lineOpen', { afterSaleNo: candidate.openAfterSaleNo })
                        : t('apply.lineLeft', { count: candidate.quantity, amount: formatPounds(candidate.refundable) })}
                    </span>
                  </>
                ),
              }))}
            />
          )}
        </FormField>
      </Card>

      {line && (
        <Card title={t('apply.amounts')}>
          <FormField control={control} name="receiptStatus" label={t('apply.receipt')}>
            {(field) => (
              <RadioGroup<ReceiptStatus>
                look="buttons"
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  setValue('returnQuantity', returnQuantityOnReceipt(next, returnQuantity));
                }}
                options={[ReceiptStatus.Received, ReceiptStatus.NotReceived].map((status) => ({
                  value: status,
                  label: ReceiptStatusText[status][language],
                  'data-testid': `after-sale-receipt-${status}`,
                }))}
              />
            )}
          </FormField>
          <FormField control={control} name="applyQuantity" label={t('apply.quantity', { max: unitsLeft(line) })} required rules={ruleFor('applyQuantity')}>
            {(field) => (
              <FieldNumberInput
                min={1}
                max={Math.max(1, unitsLeft(line))}
                blankValue={1}
                value={field.value}
                onChange={(value) => patch(withQuantity(line, value, returnQuantity))}
                onBlur={field.onBlur}
                className="request-apply__number"
                data-testid="after-sale-quantity"
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="applyAmount"
            label={t('apply.amount', { max: formatPounds(line.refundable) })}
            help={t('apply.amountHint')}
            required
            rules={ruleFor('applyAmount')}
          >
            {(field) => <Input {...field} prefix="£" inputMode="decimal" autoComplete="off" className="request-apply__amount" data-testid="after-sale-amount" />}
          </FormField>
          {receiptStatus === ReceiptStatus.Received && (
            <FormField control={control} name="returnQuantity" label={t('apply.returnQuantity', { max: applyQuantity })} help={t('apply.returnHint')}>
              {(field) => (
                <FieldNumberInput
                  min={0}
                  max={applyQuantity}
                  blankValue={0}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className="request-apply__number"
                  data-testid="after-sale-return"
                />
              )}
            </FormField>
          )}
        </Card>
      )}
    </>
  );
}
