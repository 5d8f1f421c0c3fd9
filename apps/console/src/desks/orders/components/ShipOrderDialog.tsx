import { App, AutoComplete, Checkbox, Flex, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import type { Bilingual } from '@clearlot/contract/messages';
import { productNameOf } from '@clearlot/browser/catalogue/localized';
import { currentLanguage } from '@clearlot/browser/i18n/language';
import { useShipOrder } from '../api/shipOrder';
import { unshippedItems } from '../model/ownerActions';
import { checkShipment, entriesFor, shipmentProblems } from '../model/shipment';

/** UK couriers offered as suggestions; any other carrier can be typed. Brand names, the same in both languages. */
const CARRIERS = ['Royal Mail', 'Parcelforce', 'DPD', 'DHL', 'Evri', 'UPS', 'FedEx', 'Yodel', 'APC'].map((value) => ({ value }));

interface Parcel {
  trackingNo: string;
  logisticsCompany: string;
}
const EMPTY: Parcel = { trackingNo: '', logisticsCompany: '' };

function ParcelFields({
  idPrefix,
  label,
  parcel,
  problems,
  onChange,
}: {
  idPrefix: string;
  label: string;
  parcel: Parcel;
  problems: Record<string, Bilingual>;
  onChange: (parcel: Parcel) => void;
}) {
  const { t } = useTranslation('ownerOrders');
  const language = currentLanguage();
  const trackingProblem = problems[`${idPrefix}.trackingNo`]?.[language];
  const carrierProblem = problems[`${idPrefix}.logisticsCompany`]?.[language];
  return (
    <Flex gap={8} wrap className="ship-parcel">
      <div className="ship-parcel__field">
        <Input
          value={parcel.trackingNo}
          maxLength={64}
          placeholder={t('ship.trackingNo')}
          aria-label={t('ship.trackingNoFor', { name: label })}
          aria-invalid={trackingProblem ? true : undefined}
          aria-describedby={trackingProblem ? `${idPrefix}-tracking-error` : undefined}
          status={trackingProblem ? 'error' : undefined}
          onChange={(event) => onChange({ ...parcel, trackingNo: event.target.value })}
          data-testid="ship-tracking"
        />
        {trackingProblem && (
          <Typography.Text type="danger" id={`${idPrefix}-tracking-error`} className="ship-parcel__error">
            {trackingProblem}
          </Typography.Text>
        )}
      </div>
      <div className="ship-parcel__field">
        <AutoComplete
          value={parcel.logisticsCompany}
          options={CARRIERS}
          filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
          onChange={(value: string) => onChange({ ...parcel, logisticsCompany: value })}
          style={{ width: '100%' }}
        >
          <Input
            status={carrierProblem ? 'error' : undefined}
            maxLength={64}
            placeholder={t('ship.carrier')}
            aria-label={t('ship.carrierFor', { name: label })}
            aria-invalid={carrierProblem ? true : undefined}
            aria-describedby={carrierProblem ? `${idPrefix}-carrier-error` : undefined}
            data-testid="ship-carrier"
          />
        </AutoComplete>
        {carrierProblem && (
          <Typography.Text type="danger" id={`${idPrefix}-carrier-error`} className="ship-parcel__error">
            {carrierProblem}
          </Typography.Text>
        )}
      </div>
    </Flex>
  );
}

/**
 * Ship some or all of the items not shipped yet: tick the items, give each a tracking number and
 * carrier, or one for all when they travel as one parcel (the default unless the buyer chose
 * multiple parcels). Every chosen item needs a tracking number (docs/product.md §5).
 */
export function ShipOrderDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const { t } = useTranslation('ownerOrders');
  const language = currentLanguage();
  const { message } = App.useApp();
  const ship = useShipOrder();
  const items = unshippedItems(order);
  const [chosen, setChosen] = useState<number[]>(() => items.map((item) => item.id));
  const [oneParcel, setOneParcel] = useState(order.deliveryType !== 3);
  const [shared, setShared] = useState<Parcel>(EMPTY);
  const [perItem, setPerItem] = useState<Record<number, Parcel>>({});
  // no messages before the first try; after it, those of the fields as they are now
  const [tried, setTried] = useState(false);
  const problems = tried ? shipmentProblems(order.orderNo, chosen, perItem, oneParcel ? shared : null) : {};

  const toggle = (itemId: number, on: boolean) => setChosen((list) => (on ? [...list, itemId] : list.filter((id) => id !== itemId)));

  const submit = async () => {
    setTried(true);
    const check = checkShipment(order.orderNo, entriesFor(chosen, perItem, oneParcel ? shared : null));
    if (!check.ok) return;
    try {
      await ship.mutateAsync(check.body);
      void message.success(t('ship.done', { count: check.body.items.length }));
      onClose();
    } catch {
      // The HTTP client has shown the server's reason; the entries stay for another try.
    }
  };

  return (
    <Modal
      open
      title={t('ship.title', { orderNo: order.orderNo })}
      okText={t('ship.submit')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: ship.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('ship.intro')}
        </Typography.Paragraph>
        <Checkbox checked={oneParcel} onChange={(event) => setOneParcel(event.target.checked)} data-testid="ship-one-parcel">
          {t('ship.oneParcel')}
        </Checkbox>
        {oneParcel && <ParcelFields idPrefix="shared" label={t('ship.allChosen')} parcel={shared} problems={problems} onChange={setShared} />}
        <ul className="ship-items" aria-label={t('ship.itemsLabel')}>
          {items.map((item) => {
            const name = productNameOf(item, language);
            const isChosen = chosen.includes(item.id);
            return (
              <li key={item.id} className="ship-item" data-testid="ship-item">
                <Checkbox checked={isChosen} onChange={(event) => toggle(item.id, event.target.checked)}>
                  {t('ship.itemLine', { name, quantity: item.quantity })}
                </Checkbox>
                {isChosen && !oneParcel && (
                  <ParcelFields
                    idPrefix={String(item.id)}
                    label={name}
                    parcel={perItem[item.id] ?? EMPTY}
                    problems={problems}
                    onChange={(parcel) => setPerItem((all) => ({ ...all, [item.id]: parcel }))}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {problems.items && (
          <Typography.Text type="danger" role="alert">
            {t('ship.chooseItem')}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
