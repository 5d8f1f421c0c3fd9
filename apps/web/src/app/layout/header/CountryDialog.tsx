import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { DELIVERY_COUNTRIES } from '../../../shared/location/deliveryCountry';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { Tag } from '../../../shared/ui/kit/Tag';
import './countryDialog.css';

interface CountryDialogProps {
  current: string;
  onConfirm(countryCode: string): void;
  onClose(): void;
}

/** The country list: open countries can be chosen, the rest are marked as under development. */
export default function CountryDialog({ current, onConfirm, onClose }: CountryDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(current);
  const groupName = useId();
  const title = t('header.countryDialogTitle');
  return (
    <Dialog
      open
      title={title}
      onClose={onClose}
      closeLabel={t('banners.close')}
      width={520}
      footer={
        <>
          <Button onClick={onClose}>{t('header.cancel')}</Button>
          <Button variant="primary" onClick={() => onConfirm(choice)}>
            {t('header.confirm')}
          </Button>
        </>
      }
    >
      <p className="muted">{t('header.countryHint')}</p>
      <div role="radiogroup" className="country-options" aria-label={title}>
        {DELIVERY_COUNTRIES.map(({ countryCode, openSign }) => (
          <label key={countryCode} className={openSign ? 'country-option' : 'country-option country-option--disabled'}>
            <input
              type="radio"
              name={groupName}
              value={countryCode}
              checked={choice === countryCode}
              disabled={!openSign}
              onChange={() => setChoice(countryCode)}
              className="country-option__input"
            />
            <span>{t(`countries.${countryCode}` as 'countries.GB', { defaultValue: countryCode })}</span>
            {!openSign && <Tag className="country-options__tag">{t('header.underDevelopment')}</Tag>}
          </label>
        ))}
      </div>
    </Dialog>
  );
}
