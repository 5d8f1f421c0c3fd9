-- VAT invoices and credit notes (issue 35 item 3; services/order/invoices, docs/decisions.md "VAT invoices").
--
-- A paid order gets one VAT invoice (an order is one goods owner's, from one warehouse), issued by ClearLot
-- on the goods owner's behalf in their name and VAT number; a refund of an invoiced order gets one credit
-- note referring to it. Each kind is numbered in one unbroken sequence: the counter row is taken (row lock)
-- in the transaction that issues, so a rolled-back payment leaves no gap and parallel payments never share
-- a number. A document is stored whole as issued (parties, lines, totals) and never changes: the trigger
-- refuses any update or delete. Its PDF is drawn again from these rows whenever it is downloaded.

-- the supplier's particulars a full VAT invoice needs (HMRC VAT Notice 700 §16.3)
alter table goods_owner
  add column legal_name text not null default '',
  add column vat_number text not null default '',
  add column registered_address text not null default '';

-- goods owners who came through a seller application: its company name and VAT number
update goods_owner g
   set legal_name = a.company_name, vat_number = a.vat_number
  from partner_application a
 where a.user_id = g.user_id and a.kind = 'seller' and a.status = 3 and g.legal_name = '';
update goods_owner set legal_name = shop_name_en where legal_name = '';
update goods_owner set registered_address = city where registered_address = '';

create table vat_document_counter (
  kind text primary key check (kind in ('invoice', 'creditNote')),
  last_number bigint not null default 0 check (last_number >= 0)
);
insert into vat_document_counter (kind) values ('invoice'), ('creditNote');

create table vat_document (
  id bigserial primary key,
  kind text not null check (kind in ('invoice', 'creditNote')),
  number bigint not null check (number > 0),
  -- INV-00000001, CN-00000001
  document_no text not null unique,
  order_id bigint not null references shop_order (id),
  -- a credit note: the refund it records and the invoice it corrects
  refund_id bigint unique references refund (id),
  invoice_id bigint references vat_document (id),
  owner_id integer not null references goods_owner (id),
  buyer_id integer not null references app_user (id),
  issued_at timestamptz not null,
  -- the time of supply (tax point): when the order was paid; a credit note's when the refund was made
  supplied_at timestamptz not null,
  -- {name, address, vatNumber, shopNameEn, shopNameZh} and {name, address, vatNumber} as they were at issue
  supplier jsonb not null,
  customer jsonb not null,
  order_no text not null,
  -- 'exclusive' (VAT added) or 'inclusive' (an order placed before prices were ex VAT)
  vat_basis text not null check (vat_basis in ('exclusive', 'inclusive')),
  net_amount integer not null check (net_amount >= 0),
  vat_amount integer not null check (vat_amount >= 0),
  gross_amount integer not null check (gross_amount = net_amount + vat_amount),
  -- [{rate, net, vat}] standard, reduced, zero
  vat_by_rate jsonb not null,
  unique (kind, number),
  check ((kind = 'invoice' and refund_id is null and invoice_id is null) or (kind = 'creditNote' and refund_id is not null and invoice_id is not null))
);
create unique index vat_document_one_invoice_per_order on vat_document (order_id) where kind = 'invoice';
create index vat_document_order_idx on vat_document (order_id);
create index vat_document_owner_idx on vat_document (owner_id, id desc);
create index vat_document_list_idx on vat_document (issued_at desc, id desc);

create table vat_document_line (
  document_id bigint not null references vat_document (id),
  position smallint not null check (position > 0),
  kind text not null check (kind in ('goods', 'delivery')),
  description_en text not null,
  description_zh text not null,
  -- goods lines: units and the unit price ex VAT; delivery lines: 1 and the delivery's part at this rate
  quantity integer not null check (quantity > 0),
  unit_price integer not null check (unit_price >= 0),
  -- what a coupon took off the line, ex VAT
  discount integer not null default 0 check (discount >= 0),
  vat_rate text not null check (vat_rate in ('standard', 'reduced', 'zero')),
  net_amount integer not null check (net_amount >= 0),
  vat_amount integer not null check (vat_amount >= 0),
  primary key (document_id, position)
);

create function vat_document_unchanged() returns trigger language plpgsql as $$
begin
  raise exception 'a VAT invoice or credit note never changes once issued';
end;
$$;
create trigger vat_document_issued_once before update or delete on vat_document for each row execute function vat_document_unchanged();
create trigger vat_document_line_issued_once before update or delete on vat_document_line for each row execute function vat_document_unchanged();
