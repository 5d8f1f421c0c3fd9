import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Card } from '../../../shared/ui/kit/Card';
import { Text } from '../../../shared/ui/kit/Text';
import { ClockCircleOutlined } from '../../../shared/ui/kit/icons/ClockCircleOutlined';
import { EnvironmentOutlined } from '../../../shared/ui/kit/icons/EnvironmentOutlined';
import { MailOutlined } from '../../../shared/ui/kit/icons/MailOutlined';
import { PhoneOutlined } from '../../../shared/ui/kit/icons/PhoneOutlined';
import './support.css';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="support-detail">
      <span className="support-detail__icon" aria-hidden>
        {icon}
      </span>
      <div className="support-detail__text">
        <Text tone="secondary" small>
          {label}
        </Text>
        {children}
      </div>
    </div>
  );
}

/** ClearLot's own contact details and opening hours. */
export function ContactDetails() {
  const { t } = useTranslation('support');
  const email = t('details.emailAddress');
  const phone = t('details.phoneNumber');
  return (
    <Card title={t('details.title')} className="support-card">
      <div className="support-details">
        <DetailRow icon={<EnvironmentOutlined />} label={t('details.addressLabel')}>
          <address>
            <Text strong>{t('details.company')}</Text>
            <br />
            {t('details.addressLine1')}
            <br />
            {t('details.addressLine2')}
            <br />
            {t('details.addressCountry')}
          </address>
        </DetailRow>
        <DetailRow icon={<MailOutlined />} label={t('details.emailLabel')}>
          <a href={`mailto:${email}`}>{email}</a>
        </DetailRow>
        <DetailRow icon={<PhoneOutlined />} label={t('details.phoneLabel')}>
          <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
        </DetailRow>
        <DetailRow icon={<ClockCircleOutlined />} label={t('details.hoursLabel')}>
          <span>{t('details.hours')}</span>
          <Text tone="secondary" small>
            {t('details.hoursNote')}
          </Text>
        </DetailRow>
      </div>
    </Card>
  );
}
