-- Platform operations (issue 34 items 1, 6, 7): an account's standing, its log, and the append-only audit log.

-- An account's standing (packages/contract/src/rules/roles.ts AccountStatus): 1 active, 2 suspended by operations
-- (a buyer or goods owner), 3 deactivated by an administrator (a staff member). Only an active account signs in
-- and only its sessions are resolved (platform/sessions.ts). It changes through the one guarded transition
-- (platform/transitions.ts), with a row in account_standing_log for every move.
alter table app_user
  add column status smallint not null default 1 check (status in (1, 2, 3)),
  -- why it is suspended or deactivated, as the staff member wrote it (null while active)
  add column status_reason text;

create table account_standing_log (
  id bigserial primary key,
  user_id integer not null references app_user (id),
  status smallint not null,
  -- who moved it (services/user/accounts/store.ts StandingActor); the staff member is in the audit log's row
  actor text not null,
  note text not null default '',
  created_at timestamptz not null default now()
);
create index account_standing_log_user on account_standing_log (user_id, id desc);

-- Every staff action (who, when, what, on what, before and after), written in the action's own transaction
-- by services/user/audit/service.ts recordStaffAction. Append-only: no code path updates or deletes a row,
-- and the trigger below refuses it from anywhere. The actor is a plain id, not a foreign key, so nothing
-- done to accounts can ever cascade into the log.
create table staff_action (
  id bigserial primary key,
  actor_user_id integer not null,
  action text not null,
  target_kind text not null,
  target_id text not null,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index staff_action_created on staff_action (created_at desc, id desc);
create index staff_action_actor on staff_action (actor_user_id, created_at desc);
create index staff_action_action on staff_action (action, created_at desc);
create index staff_action_target on staff_action (target_kind, target_id);

create function staff_action_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'staff_action is append-only: % refused', tg_op using errcode = 'P0001';
end;
$$;
create trigger staff_action_no_update before update or delete on staff_action
  for each row execute function staff_action_append_only();
create trigger staff_action_no_truncate before truncate on staff_action
  for each statement execute function staff_action_append_only();

-- the accounts desk's search by name and phone
create index app_user_status on app_user (status) where status <> 1;
