import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '../../../shared/router';
import { ChatKind } from '@clearlot/contract/rules/chat';
import { ApiError } from '../../../shared/http/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { chatConnection } from '../../../shared/realtime/chatConnection';
import { useSession } from '../../../shared/session/session';
import { SignInRequired } from '../../../shared/ui/SignInRequired';
import { chatKeys, openConversation, useConversation, useConversations, useServiceHours } from '../api/chat';
import { ConversationList } from '../components/ConversationList';
import { ConversationPanel } from '../components/ConversationPanel';
import '../chat.css';

/**
 * /IM (docs/product.md §2): `imType=1` opens the chat with customer service, `ownerId` the chat with a
 * goods owner's shop (from a product, the merchant page or an order), `conversationId` one conversation.
 * The list beside it holds every conversation of the signed-in person — for a goods owner, their
 * inbox of buyers' questions too — with unread counts kept live by the socket.
 */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  const { token, user } = useSession();
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const conversations = useConversations(token !== null);
  const selected = Number(params.get('conversationId')) || null;
  const conversation = useConversation(selected);
  const [openError, setOpenError] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  /** on a phone, the list folded away above an open conversation is opened again */
  const [listOpen, setListOpen] = useState(false);
  const opening = useRef(false);

  const withService = conversation.data?.kind === ChatKind.CustomerService && conversation.data.buyer.id === user?.id;
  const hours = useServiceHours(withService);
  const imType = params.get('imType');
  const ownerId = Number(params.get('ownerId')) || null;
  useEffect(() => {
    if (!token || opening.current || (imType !== '1' && ownerId === null)) return;
    opening.current = true;
    openConversation(imType === '1' ? { kind: ChatKind.CustomerService } : { kind: ChatKind.GoodsOwner, ownerId: ownerId! })
      .then((opened) => {
        client.setQueryData(chatKeys.conversation(opened.id), opened);
        void client.invalidateQueries({ queryKey: chatKeys.conversations });
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
        if (frame.type === 'message' || frame.type === 'conversation' || frame.type === 'resync') void client.invalidateQueries({ queryKey: chatKeys.conversations });
      }),
    [client],
  );

  if (!token) return <SignInRequired title={t('signIn.title')} text={t('signIn.text')} action={t('signIn.action')} titleClassName="chat-page__title" data-testid="chat-sign-in" />;

  const readerId = user?.id ?? 0;
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
  return (
    <section className="chat-page page-width" aria-labelledby="chat-title">
      <h1 id="chat-title" className="chat-page__title">
        {t('title')}
      </h1>
      {openError && <Alert type="warning" showIcon message={openError} data-testid="chat-open-error" />}
      {!shown && (
        <div className="chat-page__loading">
          <Spin />
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
          <aside className="chat-page__list" id="chat-list">
            <Button block onClick={() => setParams({ imType: '1' })} data-testid="chat-start-service">
              {t('startService')}
            </Button>
            {conversations.data ? (
              <ConversationList items={conversations.data.list} selected={selected} readerId={readerId} onSelect={select} label={t('conversations')} />
            ) : (
              <Spin />
            )}
          </aside>
          <div className="chat-page__main">
            {conversation.data && user ? (
              <>
                <h2 className="chat-page__peer" data-testid="chat-peer">
                  {conversation.data.kind === ChatKind.CustomerService && conversation.data.buyer.id === readerId ? t('customerService') : conversation.data.title}
                </h2>
                {withService && hours.data?.service && (
                  <p className="muted chat-page__hours" data-testid="chat-service-hours">
                    {t('serviceHours', { hours: hours.data.service.hours })} {hours.data.service.open ? '' : t('serviceAway')}
                  </p>
                )}
                <ConversationPanel key={conversation.data.id} conversation={conversation.data} readerId={readerId} />
              </>
            ) : selected !== null || imType === '1' || ownerId !== null ? (
              conversation.isError ? (
                <Alert type="warning" showIcon message={t('loadFailed')} />
              ) : (
                <Spin />
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
