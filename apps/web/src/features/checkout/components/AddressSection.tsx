import { EnvironmentOutlined } from '../../../shared/ui/kit/icons/EnvironmentOutlined';
import { PlusOutlined } from '../../../shared/ui/kit/icons/PlusOutlined';
import { Button } from '../../../shared/ui/kit/Button';
import { Empty } from '../../../shared/ui/kit/Empty';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Tag } from '../../../shared/ui/kit/Tag';
import { RadioGroup } from '../../../shared/ui/kit/RadioGroup';
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
    body = error ? <LoadFailed title={t('address.loadFailed')} error={error} onRetry={onRetry} /> : <Skeleton rows={2} />;
  } else if (addresses.length === 0) {
    body = (
      <Empty description={t('address.none')}>
        <Link to={addAddressPath} className="kit-btn kit-btn--primary checkout-button-link" data-testid="checkout-add-first-address">
          <PlusOutlined aria-hidden /> {t('address.add')}
        </Link>
      </Empty>
    );
  } else {
    // the chosen address stays visible when the list is folded
    const shown = showAll ? addresses : addresses.filter((address, index) => index < FIRST_SHOWN || address.id === selectedId);
    body = (
      <>
        <RadioGroup
          look="list"
          value={selectedId}
          onChange={onSelect}
          className="checkout-address-list"
          aria-label={t('address.title')}
          options={shown.map((address) => ({
            value: address.id,
            label: (
              <span className="checkout-address__body" data-testid="checkout-address" data-address-id={address.id}>
                <AddressLines address={address} />
                <span className="checkout-address__tags">
                  {address.isDefault && <Tag tone="success">{t('address.default')}</Tag>}
                  {address.remoteArea && <Tag tone="warning">{t('address.remote')}</Tag>}
                </span>
              </span>
            ),
          }))}
        />
        {addresses.length > shown.length && (
          <Button variant="link" onClick={() => setShowAll(true)} className="checkout-address-more">
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
