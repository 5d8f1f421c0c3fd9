import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { ShipAfterSaleBody } from '@clearlot/contract/schemas/afterSales';
import { FormField } from '../../../shared/forms/FormField';
import { schemaRule } from '../../../shared/forms/rules';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { Input } from '../../../shared/ui/kit/Input';
import type { Shipment } from '../api/requests';
import { type BuyerRequest, TEST_ID_PREFIX } from '../model/request';

/** UK couriers offered as suggestions; any other can be typed. Brand names, the same in both languages. */
const CARRIERS = ['Royal Mail', 'Parcelforce', 'DPD', 'DHL', 'Evri', 'UPS', 'FedEx', 'Yodel'];

type ShipValues = { items: Array<{ logisticsCompany: string; trackingNo: string }> };

/**
 * The buyer sends the goods back (docs/product.md §5: tracking numbers for all items): a logistics company
 * and a tracking number for every line of a return, or for the units an after-sales request sends back.
 * Both kinds check the contract's one rule for each (ShipReturnBody's items and ShipAfterSaleBody agree).
 */
export function ShipBackDialog({
  request,
  open,
  pending,
  onSubmit,
  onClose,
}: {
  request: BuyerRequest;
  open: boolean;
  pending: boolean;
  onSubmit: (items: Shipment) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const formId = useId();
  const carriersId = useId();
  const prefix = TEST_ID_PREFIX[request.kind];
  const { control, handleSubmit } = useForm<ShipValues>({
    mode: 'onTouched',
    defaultValues: { items: request.lines.map(() => ({ logisticsCompany: '', trackingNo: '' })) },
  });
  const submit = handleSubmit((values) =>
    onSubmit(
      request.lines.map((line, index) => ({
        lineId: line.key,
        logisticsCompany: values.items[index]!.logisticsCompany.trim(),
        trackingNo: values.items[index]!.trackingNo.trim(),
      })),
    ),
  );
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('ship.title', { requestNo: request.requestNo })}
      width={520}
      closeOnBackdrop={false}
      footer={
        <>
          <Button onClick={onClose}>{t('actions.back')}</Button>
          <Button variant="primary" htmlType="submit" form={formId} loading={pending}>
            {t('ship.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="request-ship">
        <p className="muted">{t('ship.intro')}</p>
        <datalist id={carriersId}>
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier} />
          ))}
        </datalist>
        {request.lines.map((line, index) => (
          <fieldset key={line.key} className="request-ship__line">
            <legend>{t('ship.lineLegend', { name: productNameOf(line, language), quantity: line.returnQuantity ?? line.quantity })}</legend>
            <FormField
              control={control}
              name={`items.${index}.logisticsCompany`}
              label={t('ship.carrier')}
              required
              rules={{ validate: schemaRule(ShipAfterSaleBody.shape.logisticsCompany) }}
            >
              {(field) => <Input {...field} list={carriersId} maxLength={64} autoComplete="off" data-testid={`${prefix}-ship-carrier`} />}
            </FormField>
            <FormField
              control={control}
              name={`items.${index}.trackingNo`}
              label={t('ship.trackingNo')}
              required
              rules={{ validate: schemaRule(ShipAfterSaleBody.shape.trackingNo) }}
            >
              {(field) => <Input {...field} maxLength={64} autoComplete="off" data-testid={`${prefix}-ship-tracking`} />}
            </FormField>
          </fieldset>
        ))}
      </form>
    </Dialog>
  );
}
