/**
 * What every request and refund of an order claims of each of its lines (rules/claims.ts), read in
 * ONE statement so that it is one snapshot: a request completing with its refund in another
 * transaction is seen either before (pending) or after (refunded), never as both or neither. Read
 * it under the order's row lock (the applications of returns and after-sales requests both take it).
 * Refund rows are the payment service's: a read-only join (decisions "Service boundaries"). A return
 * carrying an after-sales request's goods back claims nothing of its own: the request holds its units
 * and money (decisions "After-sales goods back as a return").
 */
import { AFTER_SALE_HOLDING_STATUSES, OPEN_AFTER_SALE_STATUSES, OPEN_RETURN_STATUSES, QUANTITY_HOLDING_STATUSES } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface OrderClaimsRow {
  /** what the order's trades paid for it less any penalty kept, and its delivery after coupons */
  paid: number;
  deliveryCost: number;
  deliveryRefunded: number;
  lines: Array<{
    orderItemId: number;
    ordered: number;
    /** the line's price × quantity less its coupons' share */
    cost: number;
    /** what refunds took of it */
    refunded: number;
    heldUnits: number;
    pendingAmount: number;
  }>;
}

export async function orderClaims(db: Queryable, orderId: number): Promise<OrderClaimsRow | null> {
  const [row] = await db.query<OrderClaimsRow>(
    `select greatest(o.paid_amount - o.penalty, 0)::int as paid,
            (o.delivery_net + o.delivery_vat)::int as "deliveryCost",
            coalesce((select sum(f.amount) from refund_line f where f.order_id = o.id and f.order_item_id is null), 0)::int as "deliveryRefunded",
            coalesce((select json_agg(json_build_object(
                'orderItemId', i.id,
                'ordered', i.quantity,
                'cost', i.net_amount + i.vat_amount,
                'refunded', coalesce((select sum(f.amount) from refund_line f where f.order_item_id = i.id), 0),
                'heldUnits',
                  coalesce((select sum(l.quantity) from return_line l join return_request r on r.id = l.return_id
                             where l.order_item_id = i.id and r.status = any($2::smallint[]) and r.after_sale_id is null), 0)
                  + coalesce((select sum(a.apply_quantity) from after_sale a where a.order_item_id = i.id and a.status = any($4::smallint[])), 0),
                'pendingAmount',
                  coalesce((select sum(l.refund_amount) from return_line l join return_request r on r.id = l.return_id
                             where l.order_item_id = i.id and r.status = any($3::smallint[]) and r.after_sale_id is null), 0)
                  + coalesce((select sum(a.apply_amount) from after_sale a where a.order_item_id = i.id and a.status = any($5::smallint[])), 0)
              ) order by i.id) from order_item i where i.order_id = o.id), '[]') as lines
       from shop_order o where o.id = $1`,
    [orderId, QUANTITY_HOLDING_STATUSES, OPEN_RETURN_STATUSES, AFTER_SALE_HOLDING_STATUSES, OPEN_AFTER_SALE_STATUSES],
  );
  if (!row) return null;
  return {
    ...row,
    lines: row.lines.map((line) => ({
      ...line,
      orderItemId: Number(line.orderItemId),
      heldUnits: Number(line.heldUnits),
      pendingAmount: Number(line.pendingAmount),
      refunded: Number(line.refunded),
      cost: Number(line.cost),
    })),
  };
}
