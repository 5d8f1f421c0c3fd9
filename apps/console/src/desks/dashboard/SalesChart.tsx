/** Sales by UK day (recharts, docs/decisions.md "The goods owner's dashboard"): bars of goods ex VAT, a line of orders. */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardDay } from '@clearlot/contract/schemas/dashboard';
import { formatPounds } from '@clearlot/contract/format/money';
import { localeTag } from '@clearlot/browser/i18n/language';
import { useTranslation } from '../../shared/i18n';
import { readDesignTokens } from '@clearlot/browser/styles/designTokens';
import tokensCss from '@clearlot/browser/tokens.css?raw';

/** The chart's colours from the design tokens (SVG attributes take colours, not var()): sales in the brand's green, orders in the deal orange. */
const tokens = readDesignTokens(tokensCss);
const CHART_COLOURS = { sales: tokens.value('--brand'), orders: tokens.value('--deal') } as const;

export function SalesChart({ days }: { days: DashboardDay[] }) {
  const { t, language } = useTranslation('dashboard');
  const dayLabel = new Intl.DateTimeFormat(localeTag(language), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(localeTag(language));
  const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
  const data = days.map((day) => ({ day: day.day, sales: day.sales / 100, orders: day.orders }));
  return (
    <figure className="dashboard__chart" aria-label={t('chart.label')} data-testid="dashboard-chart">
      <ResponsiveContainer width="100%" height={300}>
        <ComposedChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tickFormatter={label} minTickGap={16} />
          <YAxis yAxisId="sales" tickFormatter={(value: number) => formatPounds(Math.round(value * 100)).replace(/\.00$/, '')} width={80} />
          <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tickFormatter={(value: number) => count.format(value)} width={40} />
          <Tooltip
            labelFormatter={(day) => label(String(day))}
            formatter={(value, name) => (name === 'sales' ? [formatPounds(Math.round(Number(value) * 100)), t('chart.sales')] : [count.format(Number(value)), t('chart.orders')])}
          />
          <Legend formatter={(name) => (name === 'sales' ? t('chart.sales') : t('chart.orders'))} />
          <Bar yAxisId="sales" dataKey="sales" fill={CHART_COLOURS.sales} isAnimationActive={false} />
          <Line yAxisId="orders" dataKey="orders" stroke={CHART_COLOURS.orders} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
