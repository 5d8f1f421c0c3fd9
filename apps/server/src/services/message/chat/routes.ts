/**
 * Chat routes (issue 12; docs/product.md §7): the chat token and settings, conversations and their
 * history, sending (also possible over the socket), read markers, unread figures, the agents' desk;
 * and the WebSocket at GET /im/socket?token=…, outside the API table like the other non-envelope
 * routes. The socket and the HTTP calls share one service, so a message sent either way is the same.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHAT_CACHE_PER_GROUP,
  CHAT_CACHE_PER_PEER,
  CHAT_CLOSE_TOKEN_INVALID,
  CHAT_FRAME_MAX_BYTES,
  CHAT_PAGE_SIZE,
  CHAT_SOCKET_PATH,
  CHAT_TEXT_MAX,
  SERVICE_HOURS,
  serviceOpenAt,
  ChatBuyerOrders,
  ChatConversation,
  ChatConversationPage,
  ChatConversationsBody,
  ChatDeskBody,
  ChatDeskCounts,
  ChatMessage,
  ChatMessageList,
  ChatMessagesBody,
  ChatSettings,
  ChatSettingsQuery,
  ChatToken,
  ChatTokenBody,
  ConversationIdBody,
  EmptyBody,
  ErrorCatalogue,
  OpenChatBody,
  ReadChatBody,
  SERVICE_DESK_ROLES,
  SendChatBody,
  UnreadCounts,
  type OrderSummary,
} from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { AppConfig } from '../../../platform/config';
import type { Db, Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { enforce } from '../../../platform/rate-limit';
import { requestContext } from '../../../platform/request-context';
import { route } from '../../../platform/routes';
import { unreadNoticeCount } from '../notices/service';
import { openChatBus } from './bus';
import { createChatHub } from './hub';
import * as chat from './service';
import * as store from './store';

export interface ChatRoutePorts extends chat.ChatPorts {
  /** the buyer's most recent orders, for the agent's desk */
  recentOrdersOf(db: Queryable, userId: number): Promise<OrderSummary[]>;
  /** whether a translation provider is configured */
  translationConfigured(): boolean;
}

const userOf = (request: FastifyRequest): chat.ChatUser => {
  const session = sessionOf(request);
  return { userId: session.userId, roles: session.roles, sessionId: session.sessionId };
};

export async function registerChatRoutes(app: FastifyInstance, deps: { db: Db; config: AppConfig }, ports: ChatRoutePorts): Promise<void> {
  const { db, config } = deps;
  const tags = ['message', 'chat'];
  const language = (request: FastifyRequest) => requestContext(request).language;

  const bus = await openChatBus(db, config.databaseUrl, app.log);
  const hub = createChatHub(db, bus, ports, app.log);
  app.addHook('onClose', async () => {
    hub.close();
    await bus.close();
  });

  // ---- the socket ----
  await app.register(websocket, { options: { maxPayload: CHAT_FRAME_MAX_BYTES } });
  const socketPath = CHAT_SOCKET_PATH.slice(app.prefix.length);
  app.get<{ Querystring: { token?: string } }>(socketPath, { websocket: true, schema: { hide: true }, config: { auth: 'none' } }, (socket, request) => {
    // frames arriving before the token is checked wait in the socket's buffer: listeners come with join
    socket.pause?.();
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    chat
      .chatUserOfToken(db, token)
      .then((user) => {
        socket.resume?.();
        if (!user) {
          const refused = ErrorCatalogue.chatTokenInvalid;
          socket.send(JSON.stringify({ type: 'error', code: refused.code, message: refused.zh, messageEn: refused.en }));
          socket.close(CHAT_CLOSE_TOKEN_INVALID, 'chat token invalid');
          return;
        }
        hub.join(socket, user);
      })
      .catch((error: unknown) => {
        request.log.error({ err: error }, 'chat socket not opened');
        socket.close(1011, 'try again');
      });
  });

  // ---- the token and the settings ----
  route(
    app,
    'POST',
    '/im/getTokenByUsername',
    { body: ChatTokenBody, response: ChatToken, auth: 'required', summary: 'A chat token for the signed-in account (opens the chat socket)', tags },
    async ({ body, request }) => {
      const session = sessionOf(request);
      await enforce(db, [{ key: `chat:token:user:${session.userId}`, windowSeconds: 60, max: 30 }]);
      return chat.issueChatToken(db, session, body.username);
    },
  );
  route(
    app,
    'GET',
    '/common/common/IM',
    { query: ChatSettingsQuery, response: ChatSettings, summary: 'How the chat client connects and pages (imType=1: customer service hours too)', tags },
    ({ query, request }) => ({
      socketPath: CHAT_SOCKET_PATH,
      pageSize: CHAT_PAGE_SIZE,
      cachePerPeer: CHAT_CACHE_PER_PEER,
      cachePerGroup: CHAT_CACHE_PER_GROUP,
      textMax: CHAT_TEXT_MAX,
      translation: ports.translationConfigured(),
      service: query.imType === '1' ? { open: serviceOpenAt(new Date()), hours: SERVICE_HOURS[language(request)], hoursEn: SERVICE_HOURS.en } : null,
    }),
  );

  // ---- conversations and messages ----
  route(
    app,
    'POST',
    '/chat/conversations',
    { body: ChatConversationsBody, response: ChatConversationPage, auth: 'required', summary: 'My conversations (as a buyer, or as a goods owner: the inbox), newest first', tags },
    ({ body, request }) => chat.conversationList(db, userOf(request), body, language(request)),
  );
  route(
    app,
    'POST',
    '/chat/open',
    { body: OpenChatBody, response: ChatConversation, auth: 'required', summary: 'Open (or find) my conversation with customer service or a goods owner', tags },
    ({ body, request }) => chat.openConversation(db, userOf(request), body, language(request)),
  );
  route(
    app,
    'POST',
    '/chat/conversation',
    { body: ConversationIdBody, response: ChatConversation, auth: 'required', summary: 'One conversation I am in', tags },
    ({ body, request }) => chat.conversationAs(db, userOf(request), body.conversationId, language(request)),
  );
  route(
    app,
    'POST',
    '/chat/messages',
    {
      body: ChatMessagesBody,
      response: ChatMessageList,
      auth: 'required',
      summary: 'Messages of a conversation: the newest page, older ones (beforeSeq) or all after a seq (afterSeq)',
      tags,
    },
    ({ body, request }) => chat.history(db, userOf(request), body),
  );
  route(
    app,
    'POST',
    '/chat/send',
    { body: SendChatBody, response: ChatMessage, auth: 'required', summary: 'Send a text or picture; the same nonce lands once', tags },
    async ({ body, request }) => (await chat.sendMessage(db, ports, userOf(request), body)).message,
  );
  const unreadOf = async (userId: number) => ({ chat: (await store.unread(db, userId, null)).total, notices: await unreadNoticeCount(db, userId) });
  route(
    app,
    'POST',
    '/chat/read',
    { body: ReadChatBody, response: UnreadCounts, auth: 'required', summary: 'I have read a conversation up to a seq', tags },
    async ({ body, request }) => {
      const user = userOf(request);
      await chat.markRead(db, user, body.conversationId, body.seq);
      return unreadOf(user.userId);
    },
  );
  route(
    app,
    'POST',
    '/chat/unread',
    { body: EmptyBody, response: UnreadCounts, auth: 'required', summary: 'My unread chat messages and notices (the header badge)', tags },
    ({ request }) => unreadOf(sessionOf(request).userId),
  );

  // ---- the customer-service agent's desk: its calls declare who may make them, checked before the handler ----
  const deskTags = ['message', 'chat', 'customer service'];
  const desk = { auth: 'required', roles: SERVICE_DESK_ROLES, tags: deskTags } as const;
  route(
    app,
    'POST',
    '/chat/desk/list',
    {
      ...desk,
      body: ChatDeskBody,
      response: ChatConversationPage,
      summary: 'Customer-service conversations by tab: waiting (the queue), mine, open, closed',
    },
    ({ body, request }) => chat.deskList(db, userOf(request), body, language(request)),
  );
  route(app, 'POST', '/chat/desk/counts', { ...desk, body: EmptyBody, response: ChatDeskCounts, summary: 'Number of conversations per desk tab' }, ({ request }) =>
    store.deskCounts(db, userOf(request).userId),
  );
  route(app, 'POST', '/chat/desk/take', { ...desk, body: ConversationIdBody, response: ChatConversation, summary: 'Take a waiting conversation' }, async ({ body, request }) => {
    const user = userOf(request);
    await chat.takeConversation(db, user, body.conversationId);
    return chat.conversationAs(db, user, body.conversationId, language(request));
  });
  route(
    app,
    'POST',
    '/chat/desk/close',
    { ...desk, body: ConversationIdBody, response: ChatConversation, summary: 'Close a conversation (the buyer writing again puts it back in the queue)' },
    async ({ body, request }) => {
      const user = userOf(request);
      await chat.closeConversation(db, user, body.conversationId);
      return chat.conversationAs(db, user, body.conversationId, language(request));
    },
  );
  route(
    app,
    'POST',
    '/chat/desk/buyerOrders',
    { ...desk, body: ConversationIdBody, response: ChatBuyerOrders, summary: "The buyer's recent orders beside a customer-service conversation" },
    async ({ body, request }) => {
      const user = userOf(request);
      const { row } = await chat.readableConversation(db, user, body.conversationId);
      const buyer = await store.buyerCard(db, row.buyerId);
      if (!buyer) fail('chatConversationNotFound');
      const orders = await ports.recentOrdersOf(db, row.buyerId);
      const zh = language(request) === 'zh';
      return {
        buyer: { id: buyer.id, name: buyer.name, avatar: buyer.avatar },
        email: buyer.email,
        orders: orders.map((order) => ({
          orderNo: order.orderNo,
          status: order.status,
          payable: order.payable,
          createdAt: order.createdAt,
          shopName: zh ? order.ownerName : order.ownerNameEn,
          itemCount: order.itemCount,
        })),
      };
    },
  );
}
