import { AutoComplete, Form, Input, Modal } from 'antd';
import type { ReturnDetail } from '@clearlot/contract/schemas/returns';
import { productNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';

/** UK couriers offered as suggestions; any other can be typed. Brand names, the same in both languages. */
const CARRIERS = ['Royal Mail', 'Parcelforce', 'DPD', 'DHL', 'Evri', 'UPS', 'FedEx', 'Yodel'].map((value) => ({ value }));

type ShipValues = { items: Array<{ logisticsCompany: string; trackingNo: string }> };

/** The buyer sends the items back: a logistics company and a tracking number for every line (docs/product.md §5). */
export function ShipReturnDialog({
  detail,
  open,
  pending,
  onSubmit,
  onClose,
}: {
  detail: ReturnDetail;
  open: boolean;
  pending: boolean;
  onSubmit: (items: Array<{ lineId: number; logisticsCompany: string; trackingNo: string }>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('returns');
  const language = currentLanguage();
  const [form] = Form.useForm<ShipValues>();
  const required = [{ required: true, whitespace: true, message: t('form.required') }];
  return (
    <Modal
      open={open}
      title={t('ship.title', { returnNo: detail.returnNo })}
      okText={t('ship.submit')}
      cancelText={t('actions.back')}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ items: detail.lines.map(() => ({ logisticsCompany: '', trackingNo: '' })) }}
        onFinish={(values) =>
          onSubmit(
            detail.lines.map((line, index) => ({
              lineId: line.id,
              logisticsCompany: values.items[index]!.logisticsCompany.trim(),
              trackingNo: values.items[index]!.trackingNo.trim(),
            })),
          )
        }
      >
        <p className="muted">{t('ship.intro')}</p>
        {detail.lines.map((line, index) => {
          const name = productNameOf(line, language);
          return (
            <fieldset key={line.id} className="return-ship__line">
              <legend>{t('ship.lineLegend', { name, quantity: line.quantity })}</legend>
              <Form.Item name={['items', index, 'logisticsCompany']} label={t('ship.carrier')} rules={required}>
                <AutoComplete options={CARRIERS} filterOption maxLength={64} aria-label={t('ship.carrierFor', { name })} data-testid="return-ship-carrier" />
              </Form.Item>
              <Form.Item name={['items', index, 'trackingNo']} label={t('ship.trackingNo')} rules={required}>
                <Input maxLength={64} aria-label={t('ship.trackingNoFor', { name })} data-testid="return-ship-tracking" />
              </Form.Item>
            </fieldset>
          );
        })}
      </Form>
    </Modal>
  );
}
