-- The catalogue desk and the shop window desk (issue 34 items 2 and 3): operations creates, renames, reorders and
-- retires categories, brands and warehouses (never deletes them: products and orders refer to them), and schedules home
-- banners, flash deals and topic pages. docs/decisions.md "Catalogue structure and the shop window".

-- brands and warehouses get the place and the retired state categories already have (status 1 on show, 0 retired)
alter table brand add column sort_order integer not null default 0;
alter table warehouse add column status smallint not null default 1;
alter table warehouse add column sort_order integer not null default 0;
-- the listing's ship-from filter keeps one bit per warehouse id in a bigint: ids stay within 1..63
alter table warehouse add constraint warehouse_id_in_mask check (id between 1 and 63) not valid;

-- a banner is one row with a picture per language (it was a row per language), a schedule and a retired state
alter table banner add column title_en text not null default '';
alter table banner add column title_zh text not null default '';
alter table banner add column image_en text;
alter table banner add column image_zh text;
alter table banner add column starts_at timestamptz not null default now();
alter table banner add column ends_at timestamptz;
alter table banner add column status smallint not null default 1;
alter table banner add column created_at timestamptz not null default now();
-- the English row of each place takes the Chinese row's picture of the same place; a language alone serves both
update banner e set image_en = e.image,
       image_zh = coalesce((select z.image from banner z where z.language = 'zh' and z.sort_order = e.sort_order order by z.id limit 1), e.image)
 where e.language = 'en';
delete from banner z where z.language = 'zh' and exists (select 1 from banner e where e.language = 'en' and e.sort_order = z.sort_order);
update banner set image_en = image, image_zh = image where language = 'zh';
update banner set title_en = 'Home banner ' || (sort_order + 1), title_zh = '首页横幅 ' || (sort_order + 1);
alter table banner alter column image_en set not null;
alter table banner alter column image_zh set not null;
alter table banner drop column language;
alter table banner drop column image;
alter table banner add constraint banner_schedule check (ends_at is null or ends_at > starts_at);
create index banner_showing_idx on banner (sort_order, id) where status = 1;

-- a flash deal's quantity becomes its own limit (null: as many as are in stock), with the units taken at the deal price
-- beside it; a withdrawn deal stays for the record
alter table flash_deal alter column quantity drop not null;
alter table flash_deal add column sold integer not null default 0;
alter table flash_deal add column status smallint not null default 1;
alter table flash_deal add column created_at timestamptz not null default now();
alter table flash_deal add constraint flash_deal_sold_within check (sold >= 0 and (quantity is null or sold <= quantity));
alter table flash_deal add constraint flash_deal_schedule check (ends_at > starts_at);
create index flash_deal_product_idx on flash_deal (product_id, ends_at) where status = 1;

alter table topic_page add column created_at timestamptz not null default now();
