/**
 * The goods owner's dashboard (issue 33 item 6, first half): sales, orders, returns rate, top products and low stock over
 * a chosen period, for the caller's shop only (docs/decisions.md "The goods owner's dashboard").
 */
import { z } from 'zod';
import { epochTime, integer, pence, rowId } from './fields';

/** The longest period the dashboard answers: 366 days, plus the hour a UK clock change may add to a day-aligned range. */
export const DASHBOARD_MAX_DAYS = 366;
export const DASHBOARD_MAX_SECONDS = DASHBOARD_MAX_DAYS * 86_400 + 3_600;
/** An option on sale with this many units or fewer (or fewer than its minimum order) is low on stock. */
export const LOW_STOCK_THRESHOLD = 10;
/** How many products the top list and options the low-stock list answer at most. */
export const DASHBOARD_TOP_PRODUCTS = 5;
export const DASHBOARD_LOW_STOCK_ROWS = 50;
/** The days are UK days. */
export const DASHBOARD_TIME_ZONE = 'Europe/London';

/** The largest epoch second a period takes (year 9999), as the audit search's. */
const MAX_EPOCH = 253_402_300_799;
const periodTime = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(MAX_EPOCH, { error: 'invalidValue' });

export const DashboardBody = z
  .object({
    /** epoch seconds, from (inclusive) and to (exclusive), as the contract's other period filters */
    from: periodTime,
    to: periodTime,
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.to <= body.from) ctx.addIssue({ code: 'custom', message: 'periodEndBeforeStart', path: ['to'] });
    else if (body.to - body.from > DASHBOARD_MAX_SECONDS) ctx.addIssue({ code: 'custom', message: 'periodTooLong', path: ['to'] });
  });
export type DashboardBody = z.infer<typeof DashboardBody>;

export const DashboardDay = z
  .object({
    /** the UK day, YYYY-MM-DD */
    day: z.string(),
    /** paid orders' goods ex VAT */
    sales: pence(),
    orders: integer(),
  })
  .strict();
export type DashboardDay = z.infer<typeof DashboardDay>;

export const DashboardTopProduct = z
  .object({
    productId: rowId(),
    nameEn: z.string(),
    nameZh: z.string(),
    sales: pence(),
    units: integer(),
  })
  .strict();
export type DashboardTopProduct = z.infer<typeof DashboardTopProduct>;

export const DashboardLowStock = z
  .object({
    productId: rowId(),
    skuId: rowId(),
    skuCode: z.string(),
    nameEn: z.string(),
    nameZh: z.string(),
    /** the option's choice in both languages ("Black / L"); empty for a product without options */
    optionsEn: z.string(),
    optionsZh: z.string(),
    stock: integer(),
    minQuantity: integer(),
  })
  .strict();
export type DashboardLowStock = z.infer<typeof DashboardLowStock>;

export const Dashboard = z
  .object({
    from: epochTime(),
    to: epochTime(),
    /** goods ex VAT of the orders paid in the period */
    sales: pence(),
    orders: integer(),
    /** units on those orders */
    unitsSold: integer(),
    /** units of those orders given back with money by a completed return or refund-only request */
    unitsReturned: integer(),
    /** unitsReturned ÷ unitsSold, 0 when nothing sold (a fraction, 0–1) */
    returnsRate: z.number(),
    days: z.array(DashboardDay),
    topProducts: z.array(DashboardTopProduct),
    lowStockThreshold: integer(),
    lowStock: z.array(DashboardLowStock),
  })
  .strict();
export type Dashboard = z.infer<typeof Dashboard>;
