import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ChatKind } from '@clearlot/contract/rules/chat';
import type { ChatConversation } from '@clearlot/contract/schemas/chat';
import { chatKeys, openConversation } from '@clearlot/browser/chat/api';
import { changesConversationLists } from '@clearlot/browser/chat/connection';
import { mayOpen } from '@clearlot/browser/consoleDesks';
import { consoleHref, consolePaths } from '@clearlot/browser/consolePaths';
import { ApiError } from '../../../shared/http/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { chatConnection } from '../../../shared/realtime/chatConnection';
import { useSearchParams } from '../../../shared/router';
import { useSession } from '../../../shared/session/session';
import { SignInRequired } from '../../../shared/ui/SignInRequired';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Spinner } from '../../../shared/ui/kit/Spinner';
import { useConversation, useMyConversations, useServiceHours } from '../api/chat';
import { ConversationList } from '../components/ConversationList';
import { ConversationPanel } from '../components/ConversationPanel';
import '../chat.css';

/**
 * Where a conversation the reader answers rather than asks is worked on: a goods owner's inbox and customer
 * service's desk are in the console (issue 32), so a link to one of them (an old notice, a bookmark) opens there.
 */
function consoleAddressOf(conversation: ChatConversation, readerId: number): string | null {
  if (conversation.buyer.id === readerId) return null;
  const desk = conversation.kind === ChatKind.GoodsOwner ? consolePaths.chatInbox : consolePaths.chatDesk;
  return consoleHref(desk.path, `conversationId=${conversation.id}`);
}

/**
 * /IM (docs/product.md §2): `imType=1` opens the chat with customer service, `ownerId` the chat with a goods
 * owner's shop (from a product, the merchant page or an order), `conversationId` one conversation. The list
 * beside it holds the conversations the signed-in person opened, with unread counts kept live by the socket.
 * A goods owner answers buyers in the console's inbox: the page says where.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { token, user, roles } = useSession();
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const conversations = useMyConversations(token !== null);
  const selected = Number(params.get('conversationId')) || null;
  const conversation = useConversation(selected);
  const [openError, setOpenError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  /** on a phone, the list folded away above an open conversation is opened again */
  const [listOpen, setListOpen] = useState(false);
  const opening = useRef(false);

  const readerId = user?.id ?? 0;
  const withService = conversation.data?.kind === ChatKind.CustomerService && conversation.data.buyer.id === readerId;
  const hours = useServiceHours(withService);
  const imType = params.get('imType');
  const ownerId = Number(params.get('ownerId')) || null;
  useEffect(() => {
    if (!token || opening.current || (imType !== '1' && ownerId === null)) return;
    opening.current = true;
    openConversation(imType === '1' ? { kind: ChatKind.CustomerService } : { kind: ChatKind.GoodsOwner, ownerId: ownerId! })
      .then((opened) => {
        client.setQueryData(chatKeys.conversation(opened.id), opened);
        void client.invalidateQueries({ queryKey: chatKeys.conversationLists });
        setParams({ conversationId: String(opened.id) }, { replace: true });
      })
      .catch((error: unknown) => setOpenError(error instanceof ApiError ? error.message : t('openFailed')))
      .finally(() => {
        opening.current = false;
      });
  }, [token, imType, ownerId, client, setParams, t]);

  // the list follows what the socket says: new messages, unread figures, status changes
  useEffect(
    () =>
      chatConnection.subscribe((frame) => {
        if (changesConversationLists(frame)) void client.invalidateQueries({ queryKey: chatKeys.conversationLists });
      }),
    [client],
  );

  const elsewhere = conversation.data && user ? consoleAddressOf(conversation.data, readerId) : null;
  useEffect(() => {
    if (elsewhere) window.location.replace(elsewhere);
  }, [elsewhere]);

  if (!token) return <SignInRequired title={t('signIn.title')} text={t('signIn.text')} action={t('signIn.action')} titleClassName="chat-page__title" data-testid="chat-sign-in" />;

  const select = (id: number) => {
    setListOpen(false);
    setParams({ conversationId: String(id) });
  };
  const opensOne = selected !== null || imType === '1' || ownerId !== null;
  // the list and the conversation show together once what they need is in: arriving one after the
  // other (the list above the conversation on a phone, then the service hours above the messages),
  // each moved what was already drawn (a layout shift)
  const ready =
    conversations.data !== undefined &&
    (!opensOne || conversation.data !== undefined || conversation.isError || openError !== null) &&
    (!withService || hours.data !== undefined || hours.isError);
  // only the first time: moving to another conversation keeps the list on screen
  if (ready && !shown) setShown(true);
  const current = conversation.data && user && !elsewhere ? conversation.data : null;
  const currentTitle = current ? (withService ? t('customerService') : current.title) : '';
  return (
    <section className="chat-page page-width" aria-labelledby="chat-title">
      <h1 id="chat-title" className="chat-page__title">
        {t('title')}
      </h1>
      {mayOpen('chatInbox', roles) && (
        <p className="chat-page__inbox-note" data-testid="chat-inbox-note">
          {t('inboxInConsole')} <a href={consolePaths.chatInbox.href}>{t('inboxInConsoleAction')}</a>
        </p>
      )}
      {openError && <Alert type="warning" title={openError} data-testid="chat-open-error" />}
      {!shown && (
        <div className="chat-page__loading">
          <Spinner label={t('loading')} />
        </div>
      )}
      {shown && (
        // on a phone an open conversation has the screen, the list one tap away above it (CSS folds it away)
        <div className={`chat-page__body${opensOne ? ' chat-page__body--conversation' : ''}${listOpen ? ' chat-page__body--list-open' : ''}`}>
          {opensOne && (
            <Button className="chat-page__list-toggle" aria-expanded={listOpen} aria-controls="chat-list" onClick={() => setListOpen((open) => !open)} data-testid="chat-show-list">
              {listOpen ? t('hideConversations') : t('showConversations')}
            </Button>
          )}
          <aside className="chat-page__list" id="chat-list" aria-label={t('conversations')}>
            <Button block onClick={() => setParams({ imType: '1' })} data-testid="chat-start-service">
              {t('startService')}
            </Button>
            {conversations.data ? (
              <ConversationList items={conversations.data.list} selected={selected} onSelect={select} label={t('conversations')} />
            ) : (
              <Spinner label={t('loading')} />
            )}
          </aside>
          <div className="chat-page__main">
            {current ? (
              <>
                <h2 className="chat-page__peer" data-testid="chat-peer">
                  {currentTitle}
                </h2>
                {withService && hours.data?.service && (
                  <p className="muted chat-page__hours" data-testid="chat-service-hours">
                    {t('serviceHours', { hours: hours.data.service.hours })} {hours.data.service.open ? '' : t('serviceAway')}
                  </p>
                )}
                <ConversationPanel key={current.id} conversation={current} readerId={readerId} title={currentTitle} />
              </>
            ) : opensOne ? (
              conversation.isError ? (
                <Alert type="warning" title={t('loadFailed')} />
              ) : (
                <Spinner label={t('loading')} />
              )
            ) : (
              <p className="muted chat-page__pick">{t('pickConversation')}</p>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
