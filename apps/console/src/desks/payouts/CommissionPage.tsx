import { App, Alert, Button, Card, Form, InputNumber, Skeleton, Typography } from 'antd';
import { COMMISSION_MAX_BASIS_POINTS, basisPointsToPercent } from '@clearlot/contract/rules/payouts';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';
import { useCommission, useUpdateCommission } from './api';

/**
 * /console/commission: the platform's commission on goods owners' sales (issue 35 item 4), a platform setting operations
 * change (audited). Each order is settled at the rate in force when it completes and keeps it.
 */
export default function CommissionPage() {
  const { t, language } = useTranslation('payouts');
  const { message } = App.useApp();
  const zone = useDateZone();
  const setting = useCommission();
  const update = useUpdateCommission();
  return (
    <section className="desk" aria-labelledby="commission-title">
      <h1 id="commission-title">{t('commission.title')}</h1>
      <p className="muted">{t('commission.intro')}</p>
      {setting.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {!setting.data ? (
        <Skeleton active />
      ) : (
        <Card size="small" style={{ maxWidth: 520 }}>
          <Typography.Paragraph data-testid="commission-current">
            {t('commission.current', { rate: basisPointsToPercent(setting.data.basisPoints) })}
            {setting.data.updatedAt
              ? ` ${t('commission.changed', { when: formatZonedLabelled(setting.data.updatedAt, zone, language, 'minute'), who: setting.data.updatedBy ?? '' })}`
              : ''}
          </Typography.Paragraph>
          <Form
            layout="inline"
            initialValues={{ percent: setting.data.basisPoints / 100 }}
            onFinish={async (values: { percent: number }) => {
              const saved = await update.mutateAsync(Math.round(values.percent * 100));
              void message.success(t('commission.saved', { rate: basisPointsToPercent(saved.basisPoints) }));
            }}
          >
            <Form.Item name="percent" label={t('commission.rate')} rules={[{ required: true, message: t('commission.range') }]}>
              <InputNumber min={0} max={COMMISSION_MAX_BASIS_POINTS / 100} step={0.25} precision={2} suffix="%" style={{ width: 140 }} data-testid="commission-rate" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="commission-save">
              {t('commission.save')}
            </Button>
          </Form>
        </Card>
      )}
    </section>
  );
}
