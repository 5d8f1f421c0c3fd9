/** The message centre's routes (/home/MsgList, /home/MsgDetail): my notices, one notice (read on opening), all read. */
import type { FastifyInstance } from 'fastify';
import { Count, EmptyBody, Notice, NoticeIdBody, NoticeListBody, NoticePage } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { requestContext } from '../../../platform/request-context';
import { route } from '../../../platform/routes';
import * as notices from './service';

export function registerNoticeRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['message', 'notices'];
  route(
    app,
    'POST',
    '/notice/list',
    { body: NoticeListBody, response: NoticePage, auth: 'required', summary: 'My notices, newest first, with the unread count', tags },
    ({ body, request }) => notices.listNotices(db, sessionOf(request).userId, body, requestContext(request).language),
  );
  route(app, 'POST', '/notice/detail', { body: NoticeIdBody, response: Notice, auth: 'required', summary: 'One of my notices (marked read)', tags }, ({ body, request }) =>
    notices.openNotice(db, sessionOf(request).userId, body.noticeId, requestContext(request).language),
  );
  route(app, 'POST', '/notice/readAll', { body: EmptyBody, response: Count, auth: 'required', summary: 'Mark all my notices read', tags }, ({ request }) =>
    notices.readAllNotices(db, sessionOf(request).userId),
  );
}
