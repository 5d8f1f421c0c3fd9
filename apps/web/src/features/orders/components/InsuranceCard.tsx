import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { OrderDetail } from '@clearlot/contract/schemas/order';
import { byLanguage } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { money } from '../model/display';

/** Transit insurance: policy number, company, status, premium and compensation — or that the order is not insured. */
export function InsuranceCard({ insurance }: { insurance: OrderDetail['insurance'] }) {
  const { t } = useTranslation('orders');
  const language = currentLanguage();
  return (
    <Card title={<h2 className="order-section-title">{t('detail.insuranceTitle')}</h2>} data-testid="order-insurance">
      {insurance ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'policyNo', label: t('detail.policyNo'), children: insurance.policyNo },
            { key: 'company', label: t('detail.insuranceCompany'), children: insurance.company },
            { key: 'status', label: t('detail.policyStatus'), children: byLanguage(language, insurance.status, insurance.statusEn) },
            { key: 'premium', label: t('detail.premium'), children: money(insurance.premium) },
            { key: 'compensation', label: t('detail.compensation'), children: money(insurance.compensation) },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">{t('detail.notInsured')}</Typography.Text>
      )}
    </Card>
  );
}
