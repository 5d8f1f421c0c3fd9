/** The shop window desk's banner and topic routes (issue 34 item 3) under /platform: operations, administrators and the platform (OPERATIONS_ROLES). */
import type { FastifyInstance } from 'fastify';
import {
  CreateBannerBody,
  CreateTopicBody,
  DeskBanner,
  DeskBannerListBody,
  DeskBannerPage,
  DeskTopic,
  DeskTopicListBody,
  DeskTopicPage,
  OPERATIONS_ROLES,
  TopicPublishBody,
  UpdateBannerBody,
  UpdateTopicBody,
  WindowIdBody,
} from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import * as window from './service';

export function registerShopWindowRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['basedata', 'operations'];
  const staff = { auth: 'required', roles: OPERATIONS_ROLES, tags } as const;
  route(app, 'POST', '/platform/banner/list', { ...staff, body: DeskBannerListBody, response: DeskBannerPage, summary: 'Home banners by state' }, ({ body }) =>
    window.listBanners(db, body),
  );
  route(app, 'POST', '/platform/banner/create', { ...staff, body: CreateBannerBody, response: DeskBanner, summary: 'Schedule a home banner' }, ({ body, request }) =>
    window.createBanner(db, sessionOf(request), body),
  );
  route(
    app,
    'POST',
    '/platform/banner/update',
    { ...staff, body: UpdateBannerBody, response: DeskBanner, summary: "A banner's pictures, texts, link and schedule" },
    ({ body, request }) => window.updateBanner(db, sessionOf(request), body),
  );
  route(app, 'POST', '/platform/banner/retire', { ...staff, body: WindowIdBody, response: DeskBanner, summary: 'Take a banner down at once' }, ({ body, request }) =>
    window.retireBanner(db, sessionOf(request), body.id),
  );
  route(app, 'POST', '/platform/topic/list', { ...staff, body: DeskTopicListBody, response: DeskTopicPage, summary: 'Topic pages, published first' }, ({ body }) =>
    window.listTopics(db, body),
  );
  route(app, 'POST', '/platform/topic/create', { ...staff, body: CreateTopicBody, response: DeskTopic, summary: 'A new topic page, published' }, ({ body, request }) =>
    window.createTopic(db, sessionOf(request), body),
  );
  route(
    app,
    'POST',
    '/platform/topic/update',
    { ...staff, body: UpdateTopicBody, response: DeskTopic, summary: "A topic page's texts, pictures and products" },
    ({ body, request }) => window.updateTopic(db, sessionOf(request), body),
  );
  route(app, 'POST', '/platform/topic/publish', { ...staff, body: TopicPublishBody, response: DeskTopic, summary: 'Publish or unpublish a topic page' }, ({ body, request }) =>
    window.publishTopic(db, sessionOf(request), body),
  );
}
