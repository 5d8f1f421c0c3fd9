import type { ReactNode } from 'react';
import { ClockCircleOutlined, EnvironmentOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex gap={12} align="flex-start">
      <span style={{ color: token.colorPrimary, fontSize: 18, lineHeight: '22px' }} aria-hidden>
        {icon}
      </span>
      <Flex vertical gap={2}>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {label}
        </Typography.Text>
        {children}
      </Flex>
    </Flex>
  );
}

/** ClearLot's own contact details and opening hours. */
export function ContactDetails() {
  const { t } = useTranslation('support');
  const email = t('details.emailAddress');
  const phone = t('details.phoneNumber');
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
          {t('details.title')}
        </Typography.Title>
      }
      style={{ height: '100%' }}
    >
      <Flex vertical gap={20}>
        <DetailRow icon={<EnvironmentOutlined />} label={t('details.addressLabel')}>
          <address style={{ fontStyle: 'normal' }}>
            <Typography.Text strong>{t('details.company')}</Typography.Text>
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
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('details.hoursNote')}
          </Typography.Text>
        </DetailRow>
      </Flex>
    </Card>
  );
}
