-- Free-text search at a million products (issue 17 §1): a dictionary of words and, per word and
-- product on sale, a posting row kept in the order of each listing sort, so a search page is an
-- ordered index range scan of one word and its capped total an index-only count.

-- the dictionary: every word of every product name (English and other Latin words, digits, and
-- Chinese words split against the curated dictionary), with its number of products on sale
-- (refreshed by the rebuild; used to pick the rarest word of a query, never shown)
create table search_word (
  id serial primary key,
  word text not null unique,
  language text not null check (language in ('en', 'zh')),
  -- brands, categories and kinds of product: the words Chinese names are split against
  curated boolean not null default false,
  product_count integer not null default 0
);
create index search_word_prefix_idx on search_word (word text_pattern_ops, product_count desc);
create index search_word_trgm_idx on search_word using gist (word gist_trgm_ops);

-- a product's words (ids), written by the indexer whenever its names are indexed
create table search_document (
  product_id integer primary key references product (id) on delete cascade,
  words integer[] not null
);

-- one row per word of each product on sale; the sort columns are copies of the product's,
-- kept in step by the trigger below. `words` (all of the product's words) rides in every index
-- so a query of several words checks the others inside the index, without visiting the table.
create table search_posting (
  word_id integer not null,
  product_id integer not null,
  price integer not null,
  profitable numeric(6, 2),
  update_time timestamptz not null,
  words integer[] not null,
  -- also the order of a search without a sort (newest product first: scanned backwards)
  primary key (word_id, product_id) include (words)
);
create index search_posting_profit_idx on search_posting (word_id, profitable desc nulls last, product_id desc) include (words);
-- in the listing's order (desc nulls last, id desc; ascending scans it backwards), so no sort is needed
create index search_posting_update_idx on search_posting (word_id, update_time desc nulls last, product_id desc) include (words);
create index search_posting_price_idx on search_posting (word_id, price desc nulls last, product_id desc) include (words);

-- the same membership as bits: per word, one row per 32,768 product ids, bit (id % 32768) set while
-- the product with that id is on sale and has the word. AND/OR of a query's words and bit_count
-- give a search's exact total, and where in id order (a search's own order) page n starts, reading
-- 31 rows of 4 KB per word at a million products instead of scanning the postings. Stored plain:
-- in the row, never compressed (a write would compress it again, a read decompress it).
create table search_bitmap (
  word_id integer not null,
  chunk integer not null,
  bits bit varying(32768) not null,
  primary key (word_id, chunk)
);
alter table search_bitmap alter column bits set storage plain;

-- sets (present) or clears a product's bit for each of the words, in word order (two writers lock rows in the same order)
create function search_bitmap_mark(doc integer[], product integer, present boolean) returns void language sql as $$
  insert into search_bitmap (word_id, chunk, bits)
  select w, product / 32768, set_bit(repeat('0', 32768)::bit varying, product % 32768, present::int)
    from (select distinct w from unnest(doc) as w order by w) t
  on conflict (word_id, chunk) do update set bits = set_bit(search_bitmap.bits, product % 32768, present::int)
$$;

-- Postings follow the product in the same transaction, whoever writes it (the owner's delisting,
-- account closure, a price change, an operator in psql). A name change clears the product's
-- words until the indexer (TypeScript: it splits Chinese against the dictionary) indexes it again,
-- so a search never finds a product by a name it no longer has.
create function search_posting_follow_product() returns trigger language plpgsql as $$
declare
  doc integer[];
begin
  if tg_op = 'DELETE' then
    select words into doc from search_document where product_id = old.id;
    delete from search_posting where word_id = any (coalesce(doc, '{}')) and product_id = old.id;
    if old.status = 1 and doc is not null then
      perform search_bitmap_mark(doc, old.id, false);
    end if;
    return old;
  end if;
  select words into doc from search_document where product_id = new.id;
  if doc is null then
    return new;
  end if;
  if new.name_en is distinct from old.name_en or new.name_zh is distinct from old.name_zh then
    delete from search_posting where word_id = any (doc) and product_id = new.id;
    if old.status = 1 then
      perform search_bitmap_mark(doc, new.id, false);
    end if;
    update search_document set words = '{}' where product_id = new.id;
  elsif old.status = 1 and new.status <> 1 then
    delete from search_posting where word_id = any (doc) and product_id = new.id;
    perform search_bitmap_mark(doc, new.id, false);
  elsif old.status <> 1 and new.status = 1 then
    insert into search_posting (word_id, product_id, price, profitable, update_time, words)
    select w, new.id, new.price, new.profitable, new.update_time, doc from unnest(doc) as w
    on conflict (word_id, product_id) do nothing;
    perform search_bitmap_mark(doc, new.id, true);
  elsif new.status = 1 then
    update search_posting set price = new.price, profitable = new.profitable, update_time = new.update_time
     where word_id = any (doc) and product_id = new.id;
  end if;
  return new;
end $$;

-- only statements that set one of these columns fire it (stock and review counts do not)
create trigger search_posting_follow_update after update of name_en, name_zh, status, price, profitable, update_time on product
  for each row
  when (old.name_en is distinct from new.name_en or old.name_zh is distinct from new.name_zh or old.status is distinct from new.status
        or old.price is distinct from new.price or old.profitable is distinct from new.profitable or old.update_time is distinct from new.update_time)
  execute function search_posting_follow_product();
create trigger search_posting_follow_delete before delete on product
  for each row execute function search_posting_follow_product();

-- the old matching (full text on the English name and selling point, trigram on both names) is
-- replaced by the postings; its indexes only slowed every product write
drop index if exists product_search_idx;
drop index if exists product_name_en_trgm_idx;
drop index if exists product_name_zh_trgm_idx;
alter table product drop column if exists search_vector;
