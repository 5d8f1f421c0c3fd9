import { Descriptions } from '../../../shared/ui/kit/Descriptions';
import { Card } from '../../../shared/ui/kit/Card';
import { Text } from '../../../shared/ui/kit/Text';
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
    <Card title={t('detail.insuranceTitle')} data-testid="order-insurance">
      {insurance ? (
        <Descriptions
          columns={2}
          items={[
            { key: 'policyNo', label: t('detail.policyNo'), children: insurance.policyNo },
            { key: 'company', label: t('detail.insuranceCompany'), children: insurance.company },
            { key: 'status', label: t('detail.policyStatus'), children: byLanguage(language, insurance.status, insurance.statusEn) },
            { key: 'premium', label: t('detail.premium'), children: money(insurance.premium) },
            { key: 'compensation', label: t('detail.compensation'), children: money(insurance.compensation) },
          ]}
        />
      ) : (
        <Text tone="secondary">{t('detail.notInsured')}</Text>
      )}
    </Card>
  );
}
