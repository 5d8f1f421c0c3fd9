import { EnvironmentOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Radio, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import type { Address } from '@clearlot/contract';
import { AddressLines } from './AddressLines';
import { LoadFailed } from '../../../shared/ui/LoadFailed';

/** Addresses shown before "show all": most buyers have one or two. */
const FIRST_SHOWN = 3;

interface AddressSectionProps {
  addresses: Address[] | undefined;
  error: unknown;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** the address page, coming back here afterwards */
  addAddressPath: string;
}

/** Where the goods go: the buyer's addresses, default preselected, and a way to add one. */
export function AddressSection({ addresses, error, onRetry, selectedId, onSelect, addAddressPath }: AddressSectionProps) {
  const { t } = useTranslation('checkout');
  const [showAll, setShowAll] = useState(false);

  let body;
  if (addresses === undefined) {
    body = error ? <LoadFailed title={t('address.loadFailed')} error={error} onRetry={onRetry} /> : <Skeleton active paragraph={{ rows: 2 }} />;
  } else if (addresses.length === 0) {
    body = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('address.none')}>
        <Link to={addAddressPath}>
          <Button type="primary" icon={<PlusOutlined />} data-testid="checkout-add-first-address">
            {t('address.add')}
          </Button>
        </Link>
      </Empty>
    );
  } else {
    // the chosen address stays visible when the list is folded
    const shown = showAll ? addresses : addresses.filter((address, index) => index < FIRST_SHOWN || address.id === selectedId);
    body = (
      <>
        <Radio.Group value={selectedId} onChange={(event) => onSelect(Number(event.target.value))} className="checkout-address-list" aria-labelledby="checkout-address-title">
          {shown.map((address) => (
            <Radio key={address.id} value={address.id} className="checkout-address">
              <span className="checkout-address__body" data-testid="checkout-address" data-address-id={address.id}>
                <AddressLines address={address} />
                <span className="checkout-address__tags">
                  {address.isDefault && <Tag color="success">{t('address.default')}</Tag>}
                  {address.remoteArea && <Tag color="warning">{t('address.remote')}</Tag>}
                </span>
              </span>
            </Radio>
          ))}
        </Radio.Group>
        {addresses.length > shown.length && (
          <Button type="link" onClick={() => setShowAll(true)} className="checkout-address-more">
            {t('address.showAll', { count: addresses.length })}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="checkout-section" aria-labelledby="checkout-address-title" data-testid="checkout-address-section">
      <header className="checkout-section__header">
        <h2 id="checkout-address-title" className="checkout-section__title">
          <EnvironmentOutlined aria-hidden /> {t('address.title')}
        </h2>
        {addresses !== undefined && addresses.length > 0 && (
          <Link to={addAddressPath} data-testid="checkout-add-address">
            <PlusOutlined aria-hidden /> {t('address.add')}
          </Link>
        )}
      </header>
      {body}
    </section>
  );
}
