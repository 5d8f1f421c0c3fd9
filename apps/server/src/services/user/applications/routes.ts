/**
 * Seller and middle-man application routes (issue 13; docs/product.md §7 /middleMenInfo/*,
 * /platformUser/selectList): the applicant's draft reached by its token (no account needed), my
 * applications and the middle-man profile (signed in), and the reviewer's desk (customer service
 * and the platform role). An application's documents are served to reviewers by the file service
 * (GET /srs-file-service/obsFile/:obsName), never to anyone else.
 */
import multipart from '@fastify/multipart';
import {
  ApplicationDocument,
  ApplicationDocumentQuery,
  ApplicationDraft,
  ApplicationListBody,
  ApplicationNoBody,
  ApplicationPage,
  ApplicationView,
  AssignApplicationBody,
  ConfirmApplicationEmailBody,
  DRAFT_TOKEN_HEADER,
  DraftTokenBody,
  EmptyBody,
  MiddleManProfileAnswer,
  MiddleManProfileBody,
  MiddleManQueryBody,
  MyApplicationList,
  PlatformUserList,
  RejectApplicationBody,
  RemoveApplicationDocumentBody,
  SaveSellerDraftBody,
  SendApplicationCodeBody,
  SendCodeResult,
  SubmitSellerApplicationBody,
  SERVICE_DESK_ROLES,
} from '@clearlot/contract';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import type { Outbox } from '../../../platform/outbox';
import { requestContext as ctx } from '../../../platform/request-context';
import { route } from '../../../platform/routes';
import { createFileStorage } from '../../../platform/storage/storage';
import { createFileService } from '../../files/service';
import { type Registers, registersFromEnvironment } from './registers';
import { storeDemoDocuments } from './seed';
import { createApplicationService } from './service';

export function applicationRoutes(deps: { db: Db; outbox: Outbox; config: AppConfig }, registers: Registers = registersFromEnvironment()) {
  return async function applications(app: FastifyInstance) {
    const storage = createFileStorage(deps.config);
    const service = createApplicationService({
      db: deps.db,
      outbox: deps.outbox,
      registers,
      files: createFileService({ db: deps.db, storage }),
      log: app.log,
      codesPerIpPerHour: deps.config.codeRequestsPerIpPerHour,
    });
    // the demo application's documents (seed.ts) reach this process's file storage
    app.addHook('onReady', async () => {
      try {
        await storeDemoDocuments(deps.db, storage);
      } catch (error) {
        app.log.error({ err: error }, 'demo application documents not stored');
      }
    });
    // the document upload is a multipart form; this plugin's scope only
    await app.register(multipart);
    app.addHook('onSend', async (request, reply) => {
      if (request.isMultipart() && !request.raw.complete) reply.header('connection', 'close');
    });
    const tags = ['user', 'applications'];

    // ---- the seller's draft (/shopEntry): no account needed ----
    route(
      app,
      'POST',
      '/sellerApplication/sendEmailCode',
      { body: SendApplicationCodeBody, response: SendCodeResult, summary: 'E-mail a code that opens the seller application of this address', tags },
      ({ body, request }) => service.sendCode(body, ctx(request)),
    );
    route(
      app,
      'POST',
      '/sellerApplication/confirmEmail',
      { body: ConfirmApplicationEmailBody, response: ApplicationDraft, summary: "Confirm the e-mail code: opens the e-mail's application and answers its draft token", tags },
      ({ body, request }) => service.confirmEmail(body, ctx(request)),
    );
    route(app, 'POST', '/sellerApplication/draft', { body: DraftTokenBody, response: ApplicationView, summary: 'The application the draft token opens', tags }, ({ body }) =>
      service.draft(body.draftToken),
    );
    route(
      app,
      'POST',
      '/sellerApplication/save',
      { body: SaveSellerDraftBody, response: ApplicationView, summary: 'Save the draft (blank fields allowed; filled ones must hold their rules)', tags },
      ({ body }) => service.saveDraft(body),
    );
    route(
      app,
      'POST',
      '/sellerApplication/submit',
      { body: SubmitSellerApplicationBody, response: ApplicationView, summary: 'Submit the application (or the corrected rejected one) for review', tags },
      ({ body }) => service.submit(body),
    );
    route(
      app,
      'POST',
      '/sellerApplication/uploadDocument',
      { query: ApplicationDocumentQuery, response: ApplicationDocument, summary: `Upload a document (multipart: file; the draft token in the ${DRAFT_TOKEN_HEADER} header)`, tags },
      ({ query, request }) => {
        const token = request.headers[DRAFT_TOKEN_HEADER];
        return service.uploadDocument(typeof token === 'string' ? token : undefined, query.docType, request);
      },
    );
    route(
      app,
      'POST',
      '/sellerApplication/removeDocument',
      { body: RemoveApplicationDocumentBody, response: ApplicationView, summary: 'Remove a document from the draft', tags },
      ({ body }) => service.removeDocument(body.draftToken, body.docType),
    );

    // ---- signed in: my applications and the middle-man profile ----
    route(
      app,
      'POST',
      '/sellerApplication/mine',
      { body: EmptyBody, response: MyApplicationList, auth: 'required', summary: 'My seller and middle-man applications with their statuses and messages', tags },
      ({ request }) => service.mine(sessionOf(request)),
    );
    route(
      app,
      'POST',
      '/middleMenInfo/getOneByUserId',
      { body: MiddleManQueryBody, response: MiddleManProfileAnswer, auth: 'required', summary: 'My middle-man profile, or null', tags },
      ({ request }) => service.middleMan(sessionOf(request)),
    );
    route(
      app,
      'POST',
      '/middleMenInfo/save',
      { body: MiddleManProfileBody, response: ApplicationView, auth: 'required', summary: 'Apply for the middle-man profile (submitted for review)', tags },
      ({ body, request }) => service.saveMiddleMan(sessionOf(request), body, ctx(request)),
    );
    route(
      app,
      'POST',
      '/middleMenInfo/update',
      { body: MiddleManProfileBody, response: ApplicationView, auth: 'required', summary: 'Change my middle-man profile (a rejected one is submitted again)', tags },
      ({ body, request }) => service.updateMiddleMan(sessionOf(request), body),
    );

    // ---- the reviewer's desk ----
    const deskTags = ['user', 'applications', 'customer service'];
    route(
      app,
      'POST',
      '/platform/application/list',
      {
        body: ApplicationListBody,
        response: ApplicationPage,
        auth: 'required',
        roles: SERVICE_DESK_ROLES,
        summary: 'Applications for review (those under review first)',
        tags: deskTags,
      },
      ({ body, request }) => {
        sessionOf(request);
        return service.queue(body);
      },
    );
    route(
      app,
      'POST',
      '/platform/application/detail',
      {
        body: ApplicationNoBody,
        response: ApplicationView,
        auth: 'required',
        roles: SERVICE_DESK_ROLES,
        summary: 'One application with its documents, register checks and history',
        tags: deskTags,
      },
      ({ body, request }) => {
        sessionOf(request);
        return service.reviewed(body.applicationNo);
      },
    );
    route(
      app,
      'POST',
      '/platform/application/approve',
      {
        body: ApplicationNoBody,
        response: ApplicationView,
        auth: 'required',
        roles: SERVICE_DESK_ROLES,
        summary: 'Approve: creates or upgrades the account and e-mails how to sign in',
        tags: deskTags,
      },
      ({ body, request }) => service.approve(sessionOf(request), body.applicationNo),
    );
    route(
      app,
      'POST',
      '/platform/application/reject',
      {
        body: RejectApplicationBody,
        response: ApplicationView,
        auth: 'required',
        roles: SERVICE_DESK_ROLES,
        summary: 'Reject with reasons (e-mailed; the applicant may correct and resubmit)',
        tags: deskTags,
      },
      ({ body, request }) => service.reject(sessionOf(request), body.applicationNo, body.reason),
    );
    route(
      app,
      'POST',
      '/platform/application/assign',
      {
        body: AssignApplicationBody,
        response: ApplicationView,
        auth: 'required',
        roles: SERVICE_DESK_ROLES,
        summary: 'Assign an application to one of the platform staff, or to nobody',
        tags: deskTags,
      },
      ({ body, request }) => service.assign(sessionOf(request), body.applicationNo, body.assigneeUserId),
    );
    route(
      app,
      'POST',
      '/platformUser/selectList',
      { body: EmptyBody, response: PlatformUserList, auth: 'required', roles: SERVICE_DESK_ROLES, summary: 'Platform staff a request can be assigned to', tags: deskTags },
      ({ request }) => {
        sessionOf(request);
        return service.platformUsers();
      },
    );
  };
}
