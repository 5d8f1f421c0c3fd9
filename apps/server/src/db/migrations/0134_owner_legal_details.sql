-- Goods owners' legal details for VAT invoices (issue 35 item 3; services/product/seller, docs/decisions.md
-- "Goods owners' legal details").
--
-- Migration 0121 gave goods_owner the supplier's name, one address line and VAT number that each invoice copies
-- (into vat_document.supplier, stored as issued). A goods owner now keeps these themselves: the registered
-- address in its parts (lines, town, postcode), the Companies House number, and when they last saved.
-- registered_address stays the line invoices print, written from the parts on every save. Invoices already
-- issued are not touched: they hold their own copy, and the trigger of 0121 refuses any change to them.

alter table goods_owner
  add column address_line1 text not null default '',
  add column address_line2 text not null default '',
  add column address_town text not null default '',
  add column address_postcode text not null default '',
  add column company_number text not null default '',
  add column legal_details_updated_at timestamptz;

-- goods owners who came through a seller application: its company registration number
update goods_owner g
   set company_number = a.registration_number
  from partner_application a
 where a.user_id = g.user_id and a.kind = 'seller' and a.status = 3 and g.company_number = '' and a.registration_number is not null;
