-- A topic page's banner is a picture with words on it: Chinese readers get a banner of their own when
-- there is one (null: the one banner serves both languages, as before). The demo topic page, which had
-- only its English banner, gets the Chinese one the home page already has.
alter table topic_page add column banner_zh text;
update topic_page set banner_zh = '/media/banners/banner-1-zh.svg' where banner = '/media/banners/banner-1-en.svg' and banner_zh is null;
