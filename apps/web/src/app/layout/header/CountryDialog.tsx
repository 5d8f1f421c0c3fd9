import { Button, Modal, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_COUNTRIES } from '../../../shared/location/deliveryCountry';

interface CountryDialogProps {
  current: string;
  onConfirm(countryCode: string): void;
  onClose(): void;
}

/** The country list: open countries can be chosen, the rest are marked as under development. */
export default function CountryDialog({ current, onConfirm, onClose }: CountryDialogProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(current);
  return (
    <Modal
      open
      title={t('header.countryDialogTitle')}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('header.cancel')}
        </Button>,
        <Button key="confirm" type="primary" onClick={() => onConfirm(choice)}>
          {t('header.confirm')}
        </Button>,
      ]}
    >
      <p className="muted">{t('header.countryHint')}</p>
      <Radio.Group
        value={choice}
        onChange={(event) => setChoice(event.target.value as string)}
        className="country-options"
        aria-label={t('header.countryDialogTitle')}
      >
        {DELIVERY_COUNTRIES.map(({ countryCode, openSign }) => (
          <Radio key={countryCode} value={countryCode} disabled={!openSign}>
            {t(`countries.${countryCode}` as 'countries.GB', { defaultValue: countryCode })}
            {!openSign && <Tag className="country-options__tag">{t('header.underDevelopment')}</Tag>}
          </Radio>
        ))}
      </Radio.Group>
    </Modal>
  );
}
