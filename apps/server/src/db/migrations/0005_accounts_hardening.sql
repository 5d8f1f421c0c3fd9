-- Accounts hardening (issue 10 §1.2 and §1.4).

-- Failure limits (platform/rate-limit.ts): `hits` counts the places taken in the window (tries
-- still being evaluated, and failures); `failures` the tries settled as wrong, so a window full
-- of tries in flight is told apart from one used up by failures.
alter table rate_limit_counter add column failures integer not null default 0;

-- Phones in E.164 (issue 10 §1.4). They were stored as '+<dial code> <digits as typed>', so
-- '07700728990' and '7700728990' with +44 were two numbers that two accounts could bind. Each
-- becomes '+<dial code><national number>': the trunk prefix is dropped as libphonenumber-js
-- does when it parses (packages/contract/src/rules/phone.ts `toE164` does so from now on). The
-- dial codes whose trunk prefix is '0' are those of libphonenumber-js 1.13.16's metadata; +1
-- drops a leading '1', +7 an '8' and +36 an '06' in front of a full-length number.
create temporary table phone_e164 on commit drop as
select id as user_id, phone as stored, created_at,
       case
         when dial is null then phone
         else '+' || dial || case
           when dial = any (array['20', '27', '31', '32', '33', '40', '41', '43', '44', '46', '49', '51', '53', '54', '55',
             '57', '58', '60', '61', '62', '63', '64', '66', '81', '82', '84', '86', '90', '91', '92', '93', '94', '95',
             '98', '211', '212', '213', '218', '231', '232', '233', '234', '243', '249', '250', '251', '252', '254',
             '255', '256', '260', '261', '262', '263', '264', '265', '291', '353', '355', '358', '359', '370', '373',
             '374', '377', '380', '381', '382', '383', '385', '386', '387', '389', '421', '423', '508', '590', '591',
             '593', '594', '595', '596', '598', '686', '850', '855', '856', '880', '886', '961', '962', '963', '964',
             '966', '967', '970', '971', '972', '976', '977', '994', '995', '996'])
             and national ~ '^0[1-9]' then substr(national, 2)
           when dial = '1' and national ~ '^1[0-9]{10}$' then substr(national, 2)
           when dial = '7' and national ~ '^8[0-9]{10}$' then substr(national, 2)
           when dial = '36' and national ~ '^06[0-9]{8,9}$' then substr(national, 3)
           else national
         end
       end as e164
  from (select id, phone, created_at,
               substring(phone from '^\+([0-9]{1,4}) ') as dial,
               regexp_replace(substring(phone from '^\+[0-9]{1,4} (.*)$'), '[^0-9]', '', 'g') as national
          from app_user
         where phone is not null) as stored;

-- A number bound more than once stays with the oldest account (the time each number was bound
-- was not kept; accounts are ordered by registration). A number that is still not E.164 (over
-- 15 digits) is released too. Every release is recorded for customer service to follow up.
create temporary table phone_binding on commit drop as
select user_id, stored, e164,
       e164 ~ '^\+[1-9][0-9]{1,14}$' as valid,
       row_number() over same_number as rank,
       first_value(user_id) over same_number as kept_by
  from phone_e164
window same_number as (partition by e164 order by created_at, user_id);

create table phone_binding_release (
  id serial primary key,
  user_id integer not null references app_user (id) on delete cascade,
  released_phone text not null,
  e164 text not null,
  -- the account that keeps the number (null when it was released as not E.164)
  kept_by_user_id integer references app_user (id) on delete set null,
  reason text not null check (reason in ('duplicate', 'notE164')),
  released_at timestamptz not null default now()
);

insert into phone_binding_release (user_id, released_phone, e164, kept_by_user_id, reason)
select user_id, stored, e164, case when valid then kept_by end, case when valid then 'duplicate' else 'notE164' end
  from phone_binding
 where not valid or rank > 1
 order by user_id;

-- A released account loses purchase permission until it completes its details with a mobile of
-- its own (confirming a mobile is how purchase permission is granted); its sessions are told to
-- reload (code 7017) by the permission version.
update app_user u
   set phone = null, purchase_permission = false, permission_version = permission_version + 1, updated_at = now()
  from phone_binding_release r
 where r.user_id = u.id;

update app_user u
   set phone = b.e164
  from phone_binding b
 where b.user_id = u.id and b.valid and b.rank = 1 and u.phone <> b.e164;

-- One account per number: app_user_phone_key (0001) is unique, and now every number has one spelling.
alter table app_user add constraint app_user_phone_e164 check (phone ~ '^\+[1-9][0-9]{1,14}$');
