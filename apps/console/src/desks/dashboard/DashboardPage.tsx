import { Alert, Button, Card, Col, Empty, Input, Result, Row, Segmented, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DashboardLowStock, DashboardTopProduct } from '@clearlot/contract/schemas/dashboard';
import { formatPounds } from '@clearlot/contract/format/money';
import { byLanguage } from '@clearlot/browser/catalogue/localized';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { localeTag } from '@clearlot/browser/i18n/language';
import { useTranslation } from '../../shared/i18n';
import { useDashboard } from './api';
import { MAX_DAYS, PRESETS, type Preset, daysBetween, isDay, lastDays, periodOf } from './period';
import { SalesChart } from './SalesChart';
import './dashboard.css';

type Choice = Preset | 'custom';

/**
 * /console/dashboard: the goods owner's shop over a period of UK days (issue 33 item 6): sales ex VAT, orders, returns
 * rate, sales by day, top products and options low on stock. The period lives in the address (?days=7|30|90, or
 * ?from=&to= days); the last 30 days when none is given.
 */
export default function DashboardPage() {
  const { t, language } = useTranslation('dashboard');
  const [params, setParams] = useSearchParams();
  const asked = { from: params.get('from'), to: params.get('to') };
  const custom = isDay(asked.from) && isDay(asked.to);
  const preset = PRESETS.find((days) => String(days) === params.get('days')) ?? 30;
  const range = custom ? { first: asked.from!, last: asked.to! } : lastDays(preset);
  const length = daysBetween(range.first, range.last);
  const problem = length === null ? t('period.backwards') : length > MAX_DAYS ? t('period.tooLong', { days: MAX_DAYS }) : null;
  const body = problem ? null : periodOf(range.first, range.last);
  const dashboard = useDashboard(body);
  const [draft, setDraft] = useState({ from: range.first, to: range.last });
  const [choice, setChoice] = useState<Choice>(custom ? 'custom' : preset);

  const numbers = new Intl.NumberFormat(localeTag(language));
  const percent = new Intl.NumberFormat(localeTag(language), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const dayText = new Intl.DateTimeFormat(localeTag(language), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const showDay = (day: string) => dayText.format(new Date(`${day}T00:00:00Z`));

  const choose = (value: Choice) => {
    setChoice(value);
    if (value !== 'custom') setParams({ days: String(value) });
  };
  const applyCustom = () => setParams({ from: draft.from, to: draft.to });

  const data = dashboard.data;
  const name = (row: { nameEn: string; nameZh: string }) => byLanguage(language, row.nameZh, row.nameEn);
  return (
    <div className="dashboard" data-testid="dashboard-page">
      <Typography.Title level={2}>{t('title')}</Typography.Title>
      <Space wrap align="center" className="dashboard__period">
        <Segmented<Choice>
          aria-label={t('period.label')}
          value={choice}
          onChange={choose}
          options={[
            ...PRESETS.map((days) => ({ value: days, label: <span data-testid={`dashboard-period-${days}`}>{t('period.last', { count: days })}</span> })),
            { value: 'custom', label: <span data-testid="dashboard-period-custom">{t('period.custom')}</span> },
          ]}
        />
        {choice === 'custom' && (
          <Space wrap>
            <Input
              type="date"
              aria-label={t('period.from')}
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
              data-testid="dashboard-from"
            />
            <Input type="date" aria-label={t('period.to')} value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} data-testid="dashboard-to" />
            <Button type="primary" onClick={applyCustom} disabled={!isDay(draft.from) || !isDay(draft.to)} data-testid="dashboard-apply">
              {t('period.apply')}
            </Button>
          </Space>
        )}
        <Typography.Text type="secondary" data-testid="dashboard-range">
          {t('period.showing', { first: showDay(range.first), last: showDay(range.last) })}
        </Typography.Text>
      </Space>
      {problem ? (
        <div data-testid="dashboard-problem">
          <Alert type="warning" showIcon title={problem} />
        </div>
      ) : dashboard.isError ? (
        <Result status="error" title={t('error')} extra={<Button onClick={() => void dashboard.refetch()}>{t('retry')}</Button>} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <div data-testid="dashboard-sales">
                  <Statistic title={t('figures.sales')} value={formatPounds(data.sales)} />
                </div>
                <Typography.Text type="secondary">{t('figures.salesNote')}</Typography.Text>
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <div data-testid="dashboard-orders">
                  <Statistic title={t('figures.orders')} value={numbers.format(data.orders)} />
                </div>
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <div data-testid="dashboard-units">
                  <Statistic title={t('figures.units')} value={numbers.format(data.unitsSold)} />
                </div>
              </Card>
            </Col>
            <Col xs={24} sm={12} lg={6}>
              <Card>
                <div data-testid="dashboard-returns-rate">
                  <Statistic title={t('figures.returnsRate')} value={percent.format(data.returnsRate)} />
                </div>
                <Typography.Text type="secondary">
                  {t('figures.returnsNote', { returned: numbers.format(data.unitsReturned), sold: numbers.format(data.unitsSold) })}
                </Typography.Text>
              </Card>
            </Col>
          </Row>
          <Card title={t('chart.title')} className="dashboard__card">
            {data.orders === 0 ? <Empty description={t('chart.empty')} /> : <SalesChart days={data.days} />}
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <Card title={t('top.title')} className="dashboard__card">
                <div data-testid="dashboard-top">
                  <Table<DashboardTopProduct>
                    rowKey="productId"
                    pagination={false}
                    size="small"
                    dataSource={data.topProducts}
                    locale={{ emptyText: t('top.empty') }}
                    columns={[
                      { key: 'name', title: t('top.product'), render: (_, row) => <Link to={consolePaths.listing.to(row.productId)}>{name(row)}</Link> },
                      { key: 'units', title: t('top.units'), align: 'right', render: (_, row) => numbers.format(row.units) },
                      { key: 'sales', title: t('top.sales'), align: 'right', render: (_, row) => formatPounds(row.sales) },
                    ]}
                  />
                </div>
              </Card>
            </Col>
            <Col xs={24} xl={12}>
              <Card title={t('lowStock.title')} className="dashboard__card">
                <Typography.Paragraph type="secondary">{t('lowStock.note', { threshold: data.lowStockThreshold })}</Typography.Paragraph>
                <div data-testid="dashboard-low-stock">
                  <Table<DashboardLowStock>
                    rowKey="skuId"
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    size="small"
                    dataSource={data.lowStock}
                    locale={{ emptyText: t('lowStock.empty') }}
                    columns={[
                      {
                        key: 'name',
                        title: t('lowStock.option'),
                        render: (_, row) => {
                          const options = byLanguage(language, row.optionsZh, row.optionsEn);
                          return (
                            <Link to={consolePaths.listingStock.to(row.productId)}>
                              {name(row)}
                              {options ? ` — ${options}` : ''}
                            </Link>
                          );
                        },
                      },
                      { key: 'stock', title: t('lowStock.stock'), align: 'right', render: (_, row) => numbers.format(row.stock) },
                      { key: 'min', title: t('lowStock.minimum'), align: 'right', render: (_, row) => numbers.format(row.minQuantity) },
                    ]}
                  />
                </div>
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
