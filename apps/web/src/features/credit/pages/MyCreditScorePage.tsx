import { Card, Progress, Skeleton, Table, Tag } from 'antd';
import {
  CREDIT_BASE,
  CREDIT_FACTORS,
  CREDIT_LEVEL_FLOORS,
  CREDIT_MAX,
  CREDIT_MIN,
  CREDIT_ORDER_LIMITS,
  CREDIT_WINDOW_DAYS,
  type CreditFactor,
  CreditLevel,
} from '@clearlot/contract/rules/credit';
import type { CreditScoreView } from '@clearlot/contract/schemas/points';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { useCreditScore } from '../api/creditScore';
import '../credit.css';

const LEVEL_KEY = { 1: 'poor', 2: 'fair', 3: 'good', 4: 'veryGood', 5: 'excellent' } as const;
const LEVEL_COLOUR: Record<CreditLevel, string> = { 1: 'error', 2: 'warning', 3: 'processing', 4: 'success', 5: 'success' };
const LEVELS = Object.values(CreditLevel);

type FactorRow = CreditScoreView['factors'][number];

/** /home/MyCreditScore: the buyer's score and level, the factors behind it, what it allows, and how it moved (docs/product.md §2). */
export default function MyCreditScorePage() {
  const { t } = useTranslation('points');
  const zone = useDateZone();
  const language = currentLanguage();
  const credit = useCreditScore();

  if (credit.isError) return <LoadFailed title={t('credit.loadFailed')} error={credit.error} onRetry={() => void credit.refetch()} />;
  if (!credit.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const score = credit.data;
  const percent = Math.round(((score.score - CREDIT_MIN) / (CREDIT_MAX - CREDIT_MIN)) * 100);

  return (
    <section className="credit-page" aria-labelledby="credit-title">
      <header>
        <h1 id="credit-title" className="credit-page__title">
          {t('credit.title')}
        </h1>
        <p className="muted credit-page__intro">{t('credit.intro', { base: CREDIT_BASE })}</p>
      </header>
      <Card>
        <div className="credit-head">
          <Progress type="dashboard" percent={percent} format={() => <span data-testid="credit-score">{score.score}</span>} aria-label={t('credit.scoreLabel')} />
          <div className="credit-head__text">
            <div>
              {t('credit.level')}{' '}
              <Tag color={LEVEL_COLOUR[score.level]} data-testid="credit-level">
                {t(`credit.levels.${LEVEL_KEY[score.level]}`)}
              </Tag>
            </div>
            <div data-testid="credit-limit">{t('credit.orderLimit', { amount: formatPounds(score.orderLimit) })}</div>
            {score.nextLevelAt !== null && (
              <div className="muted">{t('credit.nextLevel', { count: score.nextLevelAt - score.score, points: score.nextLevelAt - score.score })}</div>
            )}
          </div>
        </div>
      </Card>
      <Card title={t('credit.factorsTitle')} size="small">
        <Table<FactorRow>
          rowKey="factor"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={score.factors}
          data-testid="credit-factors"
          columns={[
            { title: t('credit.factor'), key: 'factor', render: (_, row) => t(`credit.factors.${row.factor as CreditFactor}`) },
            {
              title: t('credit.rule'),
              key: 'rule',
              render: (_, row) => {
                const rule = CREDIT_FACTORS[row.factor as CreditFactor];
                return rule.cap === null ? t('credit.ruleWindow', { each: rule.each, days: CREDIT_WINDOW_DAYS }) : t('credit.ruleCapped', { each: rule.each, cap: rule.cap });
              },
            },
            { title: t('credit.count'), dataIndex: 'count', align: 'right' },
            { title: t('credit.points'), key: 'points', align: 'right', render: (_, row) => (row.points > 0 ? `+${row.points}` : String(row.points)) },
          ]}
        />
      </Card>
      <Card title={t('credit.levelsTitle')} size="small">
        <Table
          rowKey="level"
          size="small"
          pagination={false}
          dataSource={LEVELS.map((level) => ({ level }))}
          columns={[
            {
              title: t('credit.level'),
              key: 'level',
              render: (_, row: { level: CreditLevel }) => <Tag color={LEVEL_COLOUR[row.level]}>{t(`credit.levels.${LEVEL_KEY[row.level]}`)}</Tag>,
            },
            { title: t('credit.from'), key: 'from', align: 'right', render: (_, row: { level: CreditLevel }) => CREDIT_LEVEL_FLOORS[row.level] },
            { title: t('credit.limit'), key: 'limit', align: 'right', render: (_, row: { level: CreditLevel }) => formatPounds(CREDIT_ORDER_LIMITS[row.level]) },
          ]}
        />
      </Card>
      <Card title={t('credit.historyTitle')} size="small">
        {score.history.length === 0 ? (
          <p className="muted">{t('credit.historyEmpty')}</p>
        ) : (
          <ol className="credit-history" data-testid="credit-history">
            {score.history.map((point) => (
              <li key={point.recordedAt + ':' + point.score}>
                <span>{formatZonedLabelled(point.recordedAt, zone, language)}</span>
                <strong>{point.score}</strong>
                <Tag color={LEVEL_COLOUR[point.level]}>{t(`credit.levels.${LEVEL_KEY[point.level]}`)}</Tag>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}
