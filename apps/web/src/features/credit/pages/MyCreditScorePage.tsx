import { CREDIT_BASE, CREDIT_FACTORS, CREDIT_LEVEL_FLOORS, CREDIT_ORDER_LIMITS, CREDIT_WINDOW_DAYS, type CreditFactor, CreditLevel } from '@clearlot/contract/rules/credit';
import type { CreditScoreView } from '@clearlot/contract/schemas/points';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { formatPounds } from '@clearlot/contract/format/money';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Tag, type Tone } from '../../../shared/ui/kit/Tag';
import { Card } from '../../../shared/ui/kit/Card';
import { Table, type TableColumn } from '../../../shared/ui/kit/Table';
import { useCreditScore } from '../api/creditScore';
import { ScoreGauge } from '../components/ScoreGauge';
import '../credit.css';

const LEVEL_KEY = { 1: 'poor', 2: 'fair', 3: 'good', 4: 'veryGood', 5: 'excellent' } as const;
const LEVEL_TONE: Record<CreditLevel, Tone> = { 1: 'error', 2: 'warning', 3: 'info', 4: 'success', 5: 'success' };
const LEVELS = Object.values(CreditLevel);

type FactorRow = CreditScoreView['factors'][number];

/** A credit level as a coloured tag. */
function LevelTag({ level, 'data-testid': testId }: { level: CreditLevel; 'data-testid'?: string }) {
  const { t } = useTranslation('points');
  return (
    <Tag tone={LEVEL_TONE[level]} data-testid={testId}>
      {t(`credit.levels.${LEVEL_KEY[level]}`)}
    </Tag>
  );
}

/** /home/MyCreditScore: the buyer's score and level, the factors behind it, what it allows, and how it moved (docs/product.md §2). */
export default function MyCreditScorePage() {
  const { t } = useTranslation('points');
  const { t: common } = useTranslation();
  const zone = useDateZone();
  const language = currentLanguage();
  const credit = useCreditScore();

  if (credit.isError) return <LoadFailed title={t('credit.loadFailed')} error={credit.error} onRetry={() => void credit.refetch()} />;
  if (!credit.data) return <Skeleton rows={8} label={common('a11y.loading')} />;
  const score = credit.data;

  const factorColumns: TableColumn<FactorRow>[] = [
    { key: 'factor', title: t('credit.factor'), render: (row) => t(`credit.factors.${row.factor as CreditFactor}`) },
    {
      key: 'rule',
      title: t('credit.rule'),
      render: (row) => {
        const rule = CREDIT_FACTORS[row.factor as CreditFactor];
        return rule.cap === null ? t('credit.ruleWindow', { each: rule.each, days: CREDIT_WINDOW_DAYS }) : t('credit.ruleCapped', { each: rule.each, cap: rule.cap });
      },
    },
    { key: 'count', title: t('credit.count'), align: 'right' },
    { key: 'points', title: t('credit.points'), align: 'right', render: (row) => (row.points > 0 ? `+${row.points}` : String(row.points)) },
  ];
  const levelColumns: TableColumn<CreditLevel>[] = [
    { key: 'level', title: t('credit.level'), render: (level) => <LevelTag level={level} /> },
    { key: 'from', title: t('credit.from'), align: 'right', render: (level) => CREDIT_LEVEL_FLOORS[level] },
    { key: 'limit', title: t('credit.limit'), align: 'right', render: (level) => formatPounds(CREDIT_ORDER_LIMITS[level]) },
  ];

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
          <ScoreGauge score={score.score} label={t('credit.scoreLabel')} />
          <div className="credit-head__text">
            <div>
              {t('credit.level')} <LevelTag level={score.level} data-testid="credit-level" />
            </div>
            <div data-testid="credit-limit">{t('credit.orderLimit', { amount: formatPounds(score.orderLimit) })}</div>
            {score.nextLevelAt !== null && (
              <div className="muted">{t('credit.nextLevel', { count: score.nextLevelAt - score.score, points: score.nextLevelAt - score.score })}</div>
            )}
          </div>
        </div>
      </Card>
      <Card title={t('credit.factorsTitle')} size="small">
        <Table<FactorRow> rowKey={(row) => row.factor} columns={factorColumns} rows={score.factors} data-testid="credit-factors" />
      </Card>
      <Card title={t('credit.levelsTitle')} size="small">
        <Table<CreditLevel> rowKey={(level) => level} columns={levelColumns} rows={LEVELS} />
      </Card>
      <Card title={t('credit.historyTitle')} size="small">
        {score.history.length === 0 ? (
          <p className="muted credit-history__empty">{t('credit.historyEmpty')}</p>
        ) : (
          <ol className="credit-history" data-testid="credit-history">
            {score.history.map((point) => (
              <li key={point.recordedAt + ':' + point.score}>
                <span>{formatZonedLabelled(point.recordedAt, zone, language)}</span>
                <strong>{point.score}</strong>
                <LevelTag level={point.level} />
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}
