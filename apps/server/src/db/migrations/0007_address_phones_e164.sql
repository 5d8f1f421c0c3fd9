-- Delivery addresses keep their mobile in E.164 (issue 10 §1.4; the address service stores
-- rules/phone.ts `toE164` of what was typed), and orders copy it from there as the recipient's
-- number. Addresses are UK only and their form fixes the dial code at 44, whose trunk prefix '0'
-- is dropped ('07700 900123' → '+447700900123'); any other dial code keeps its digits as typed.
-- Orders stored the number as '+<dial code> <digits as typed>' and get the same treatment.
update receive_address
   set mobile = '+' || dial_code || case when dial_code = '44' then regexp_replace(digits, '^0', '') else digits end
  from (select id as address_id, regexp_replace(mobile, '[^0-9]', '', 'g') as digits from receive_address) as typed
 where typed.address_id = receive_address.id and mobile !~ '^\+';

update shop_order
   set recipient_mobile = '+' || dial || case when dial = '44' then regexp_replace(digits, '^0', '') else digits end
  from (select id as order_id,
               substring(recipient_mobile from '^\+([0-9]{1,4}) ') as dial,
               regexp_replace(substring(recipient_mobile from '^\+[0-9]{1,4} (.*)$'), '[^0-9]', '', 'g') as digits
          from shop_order) as typed
 where typed.order_id = shop_order.id and typed.dial is not null;
