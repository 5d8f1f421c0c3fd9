-- After-sales goods back as a return (issue 31 item 21; docs/decisions.md "After-sales goods back as a
-- return"). An after-sales request approved with goods to send back gets a return of its own, as a
-- Medusa claim has its return: the return carries the goods (return address, tracking, the goods
-- owner's receipt), the after-sales request keeps the claim (units, money, refund). One return per
-- request; a return made by an after-sales request names it here, a buyer's own return has null.
alter table return_request add column after_sale_id bigint unique references after_sale (id);

-- The requests already approved with goods back (a return address was set on approval) get their
-- return now, in the status their history implies: pending shipment 3 → awaiting shipment 3, in
-- transit 4 → 4, refunded on receipt (5, 6) → completed 6, refused or refunded by the platform after
-- the goods owner stopped it (7, 6) → rejected 7 or completed 6, cancelled 8 → 8, intervention 9 → 9.
-- Its line asks no money (the after-sales request's claim holds it) and carries the tracking.
insert into return_request (return_no, order_id, user_id, owner_id, kind, status, reason, reason_text, notes, photos,
                            client_key, request_hash, return_address, created_at, updated_at, completed_at, after_sale_id,
                            intervention_asked_by, intervention_reason, intervention_asked_at, reject_reason)
select 'RT' || substr(a.after_sale_no, 3), a.order_id, a.user_id, a.owner_id, 1,
       case a.status when 5 then 6 else a.status end,
       case a.reason when 'damagedInTransit' then 'damaged' when 'other' then 'other' else 'faulty' end,
       a.description, '', '[]', 'afterSale:' || a.after_sale_no, a.after_sale_no,
       jsonb_build_object('warehouseCode', o.warehouse_code) || a.return_address,
       coalesce(pass.created_at, a.created_at), a.updated_at,
       case when a.status in (5, 6) then coalesce(done.created_at, a.updated_at) end,
       a.id,
       case when stop.created_at is not null then 'owner' end, coalesce(stop.note, ''), stop.created_at,
       case when a.status = 7 then a.refuse_reason else '' end
  from after_sale a
  join shop_order o on o.id = a.order_id
  left join lateral (select h.created_at from after_sale_log h where h.after_sale_id = a.id and h.code = 'PASS' order by h.id limit 1) pass on true
  left join lateral (select h.created_at from after_sale_log h where h.after_sale_id = a.id and h.code in ('SELLER_CONFIRM', 'COMPLETE') order by h.id limit 1) done on true
  left join lateral (select h.created_at, h.note from after_sale_log h where h.after_sale_id = a.id and h.code = 'SELLER_TERMINATION' order by h.id limit 1) stop on true
 where a.return_quantity > 0 and a.return_address is not null;

insert into return_line (return_id, order_item_id, quantity, refund_amount, refunded_amount, logistics_company, tracking_no, shipped_at)
select r.id, a.order_item_id, a.return_quantity, 0, case when r.status = 6 then 0 end, a.logistics_company, a.tracking_no,
       (select h.created_at from after_sale_log h where h.after_sale_id = a.id and h.code = 'BUYER_RETURN' order by h.id limit 1)
  from return_request r join after_sale a on a.id = r.after_sale_id;

-- The return's history from the after-sales history, from the approval on: each after-sales move
-- that moved the goods, as the return statuses it passes through, by the same actor at the same time.
with moves as (
  select h.*, lag(h.status) over (partition by h.after_sale_id order by h.id) as previous
    from after_sale_log h
)
insert into return_log (return_id, status, actor, note, created_at)
select r.id, s.status,
       m.actor,
       case when m.code = 'SELLER_CONFIRM' and s.status = 5 then 'system:arrivalConfirmed'
            when m.code = 'PASS' and s.status = 1 then 'system:afterSaleGoodsBack'
            when m.code in ('SELLER_TERMINATION', 'COMPLETE', 'REFUSE') then m.note
            else '' end,
       m.created_at
  from moves m
  join return_request r on r.after_sale_id = m.after_sale_id
  cross join lateral unnest(case
      when m.code = 'PASS' then array[1, 3]
      when m.code = 'BUYER_RETURN' then array[4]
      when m.code = 'SELLER_CONFIRM' then array[5, 6]
      when m.code = 'BUYER_CANCEL' and m.previous = 3 then array[8]
      when m.code = 'SELLER_TERMINATION' then array[9]
      when m.code = 'COMPLETE' and m.previous = 9 then array[6]
      when m.code = 'REFUSE' and m.previous = 9 then array[7]
      else array[]::integer[] end) with ordinality as s(status, step)
 order by m.id, s.step;

-- The goods-back columns of after-sales moved to its return.
alter table after_sale drop column return_address, drop column logistics_company, drop column tracking_no;
