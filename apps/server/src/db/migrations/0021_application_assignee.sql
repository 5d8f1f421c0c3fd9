-- Issue 13: an application under review can be assigned to one of the platform staff (/platformUser/selectList)
alter table partner_application add column assignee_user_id integer references app_user (id) on delete set null;
create index partner_application_assignee on partner_application (assignee_user_id) where assignee_user_id is not null;
