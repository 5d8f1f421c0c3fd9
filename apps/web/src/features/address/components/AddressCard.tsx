import { Button } from '../../../shared/ui/kit/Button';
import { Tag } from '../../../shared/ui/kit/Tag';
import { DeleteOutlined } from '../../../shared/ui/kit/icons/DeleteOutlined';
import { EditOutlined } from '../../../shared/ui/kit/icons/EditOutlined';
import { EnvironmentOutlined } from '../../../shared/ui/kit/icons/EnvironmentOutlined';
import { PhoneOutlined } from '../../../shared/ui/kit/icons/PhoneOutlined';
import { StarOutlined } from '../../../shared/ui/kit/icons/StarOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import type { Address } from '@clearlot/contract/schemas/order';
import { paths } from '../../../shared/paths';
import { displayLocality, displayMobile, displayStreet } from '../model/addressForm';

interface AddressCardProps {
  address: Address;
  onDelete: () => void;
  onMakeDefault: () => void;
  makingDefault: boolean;
}

/** One saved address: recipient, mobile (masked), street, city, county, postcode; edit, delete, make default. */
export function AddressCard({ address, onDelete, onMakeDefault, makingDefault }: AddressCardProps) {
  const { t } = useTranslation('address');
  const navigate = useNavigate();
  const headingId = `address-${address.id}`;
  return (
    <article className={`address-card${address.isDefault ? ' address-card--default' : ''}`} aria-labelledby={headingId} data-testid="address-card" data-address-id={address.id}>
      <div className="address-card__head">
        <h2 id={headingId} className="address-card__name">
          {address.recipientName}
        </h2>
        {address.isDefault && (
          <Tag tone="success" data-testid="address-default-tag">
            {t('card.default')}
          </Tag>
        )}
      </div>
      <p className="address-card__line">
        <PhoneOutlined aria-hidden />
        <span className="visually-hidden">{t('card.mobile')} </span>
        <span data-testid="address-mobile">{displayMobile(address)}</span>
      </p>
      <p className="address-card__line">
        <EnvironmentOutlined aria-hidden />
        <span>
          <span className="visually-hidden">{t('card.address')} </span>
          <span data-testid="address-street">{displayStreet(address)}</span>
          <br />
          {displayLocality(address, t('card.separator'))}
          <br />
          {t('card.country')}
        </span>
      </p>
      <div className="address-card__actions">
        <Button
          variant="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => void navigate(paths.addAddress.getHref({ id: address.id }))}
          aria-label={t('card.editLabel', { name: address.recipientName })}
          data-testid="address-edit"
        >
          {t('card.edit')}
        </Button>
        <Button
          variant="link"
          danger
          size="small"
          icon={<DeleteOutlined />}
          onClick={onDelete}
          aria-label={t('card.deleteLabel', { name: address.recipientName })}
          data-testid="address-delete"
        >
          {t('card.delete')}
        </Button>
        {!address.isDefault && (
          <Button variant="link" size="small" icon={<StarOutlined />} loading={makingDefault} onClick={onMakeDefault} data-testid="address-make-default">
            {t('card.makeDefault')}
          </Button>
        )}
      </div>
    </article>
  );
}
