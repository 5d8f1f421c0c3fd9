import { App, Alert, Button, Card, Col, Input, Row, Skeleton, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { formatPounds } from '@clearlot/contract/format/money';
import { basisPointsToPercent } from '@clearlot/contract/rules/payouts';
import { DASHBOARD_MAX_SECONDS } from '@clearlot/contract/schemas/dashboard';
import type { StatementBody } from '@clearlot/contract/schemas/payouts';
import { useTranslation } from '../../shared/i18n';
import { downloadStatement, useMyPayouts, useMyStatement } from './api';
import { LedgerTable, MoneyFigures, PayoutTable } from './PayoutParts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isoDay = (epoch: number) => new Date(epoch * 1000).toISOString().slice(0, 10);
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/** The last 30 UTC days, today included: the statement's first period. */
function lastThirtyDays(): { first: string; last: string } {
  const now = Date.now() / 1000;
  return { first: isoDay(now - 29 * 86_400), last: isoDay(now) };
}

/** The statement's period from two UTC days (the last one included), or why it cannot be asked for. */
function periodOf(first: string, last: string): StatementBody | 'invalid' {
  if (!DAY.test(first) || !DAY.test(last)) return 'invalid';
  const period = { from: dayStart(first), to: dayStart(last) + 86_400 };
  if (Number.isNaN(period.from) || Number.isNaN(period.to) || period.to <= period.from || period.to - period.from > DASHBOARD_MAX_SECONDS) return 'invalid';
  return period;
}

/**
 * /console/settlement: the goods owner's money (issue 35 item 4) and settlement statement (issue 33 item 6): balance,
 * what is due (earnings whose return window has passed), what is not yet due, payouts, the ledger, and the statement of a
 * period of UTC days — sales, platform commission, refunds, net, paid out — downloadable as CSV in English or Chinese.
 */
export default function SettlementPage() {
  const { t } = useTranslation('payouts');
  const { message } = App.useApp();
  const mine = useMyPayouts();
  const [draft, setDraft] = useState(lastThirtyDays);
  const [range, setRange] = useState(draft);
  const period = periodOf(range.first, range.last);
  const statement = useMyStatement(period === 'invalid' ? null : period);
  const [downloading, setDownloading] = useState<'en' | 'zh' | null>(null);

  const download = async (language: 'en' | 'zh') => {
    if (period === 'invalid') return;
    setDownloading(language);
    try {
      await downloadStatement(period, language);
    } catch {
      void message.error(t('statement.downloadFailed'));
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className="desk" aria-labelledby="settlement-title">
      <h1 id="settlement-title">{t('settlement.title')}</h1>
      <p className="muted">{t('settlement.intro')}</p>
      {mine.isError ? <Alert type="error" showIcon title={t('loadFailed')} /> : null}
      {!mine.data ? (
        <Skeleton active />
      ) : (
        <>
          <MoneyFigures money={mine.data.money} />
          <Typography.Paragraph className="muted" data-testid="settlement-commission">
            {t('settlement.commissionNote', { rate: basisPointsToPercent(mine.data.commissionBasisPoints) })}
          </Typography.Paragraph>
        </>
      )}

      <Card title={t('statement.title')} size="small" style={{ marginBottom: 16 }}>
        <Space wrap align="center" style={{ marginBottom: 12 }}>
          <Input
            type="date"
            aria-label={t('statement.from')}
            value={draft.first}
            onChange={(event) => setDraft({ ...draft, first: event.target.value })}
            data-testid="statement-from"
          />
          <Input type="date" aria-label={t('statement.to')} value={draft.last} onChange={(event) => setDraft({ ...draft, last: event.target.value })} data-testid="statement-to" />
          <Button onClick={() => setRange(draft)} data-testid="statement-apply">
            {t('statement.apply')}
          </Button>
          <Button type="primary" disabled={period === 'invalid'} loading={downloading === 'en'} onClick={() => void download('en')} data-testid="statement-csv-en">
            {t('statement.csvEn')}
          </Button>
          <Button disabled={period === 'invalid'} loading={downloading === 'zh'} onClick={() => void download('zh')} data-testid="statement-csv-zh">
            {t('statement.csvZh')}
          </Button>
        </Space>
        {period === 'invalid' ? <Alert type="warning" showIcon title={t('statement.invalid')} /> : null}
        {statement.data && period !== 'invalid' ? (
          <Row gutter={[16, 16]}>
            {(['sales', 'commission', 'refunds', 'net', 'payouts', 'due'] as const).map((key) => (
              <Col key={key} xs={12} md={4}>
                <Statistic
                  title={t(`statement.${key}`)}
                  value={formatPounds(key === 'commission' || key === 'refunds' ? -statement.data[key] : statement.data[key])}
                  data-testid={`statement-${key}`}
                />
              </Col>
            ))}
          </Row>
        ) : null}
      </Card>

      <h2>{t('payout.title')}</h2>
      <PayoutTable payouts={mine.data?.payouts ?? []} />
      <h2>{t('ledger.title')}</h2>
      <LedgerTable entries={mine.data?.entries ?? []} />
    </section>
  );
}
