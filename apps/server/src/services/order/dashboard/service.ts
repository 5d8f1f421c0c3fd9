/**
 * The goods owner's dashboard (issue 33 item 6, first half; docs/decisions.md "The goods owner's dashboard"): over a
 * period, the shop's sales (paid orders' goods ex VAT) and orders by UK day, its returns rate, its top products, and its
 * options low on stock (asked of the product service, which owns the stock). One statement per figure, each on the
 * orders paid in the period by the shop (shop_order_owner_paid_idx).
 */
import {
  type Dashboard,
  type DashboardBody,
  type DashboardDay,
  DASHBOARD_LOW_STOCK_ROWS,
  DASHBOARD_TIME_ZONE,
  DASHBOARD_TOP_PRODUCTS,
  LOW_STOCK_THRESHOLD,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { lowStockOptions } from '../../product/service';
import * as store from './store';

const ukDay = new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The UK day (YYYY-MM-DD) an epoch second falls on. */
export const ukDayOf = (epoch: number): string => ukDay.format(new Date(epoch * 1000));

/** Every UK day from the one `from` falls on to the one the period's last second falls on. */
export function ukDaysOf(from: number, to: number): string[] {
  const last = ukDayOf(to - 1);
  const days: string[] = [];
  for (let day = ukDayOf(from); day <= last;) {
    days.push(day);
    const next = new Date(`${day}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    day = next.toISOString().slice(0, 10);
  }
  return days;
}

export async function ownerDashboard(db: Queryable, ownerId: number | undefined, period: DashboardBody): Promise<Dashboard> {
  const [byDay, returned, topProducts, lowStock] = await Promise.all([
    store.salesByDay(db, ownerId, period),
    store.unitsReturned(db, ownerId, period),
    store.topProducts(db, ownerId, period, DASHBOARD_TOP_PRODUCTS),
    lowStockOptions(db, ownerId, LOW_STOCK_THRESHOLD, DASHBOARD_LOW_STOCK_ROWS),
  ]);
  const found = new Map(byDay.map((row) => [row.day, row]));
  const days: DashboardDay[] = ukDaysOf(period.from, period.to).map((day) => ({ day, sales: Number(found.get(day)?.sales ?? 0), orders: found.get(day)?.orders ?? 0 }));
  const unitsSold = byDay.reduce((sum, row) => sum + Number(row.units), 0);
  const unitsReturned = returned;
  return {
    from: period.from,
    to: period.to,
    sales: byDay.reduce((sum, row) => sum + Number(row.sales), 0),
    orders: byDay.reduce((sum, row) => sum + row.orders, 0),
    unitsSold,
    unitsReturned,
    returnsRate: unitsSold === 0 ? 0 : unitsReturned / unitsSold,
    days,
    topProducts,
    lowStockThreshold: LOW_STOCK_THRESHOLD,
    lowStock,
  };
}
