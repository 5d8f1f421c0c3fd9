import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ChatKind } from '@clearlot/contract/rules/chat';
import { chatKeys } from '@clearlot/browser/chat/api';
import { changesConversationLists } from '@clearlot/browser/chat/connection';
import { consoleChat } from '../../shared/chat';
import { useTranslation } from '../../shared/i18n';
import { useMe } from '../../shared/session';
import { ConversationList } from './ConversationList';
import { ConversationPanel } from './ConversationPanel';
import { ConversationUnavailable } from './ConversationUnavailable';
import { useConversation, useInbox } from './api';
import './chat.css';

/**
 * /console/inbox: the goods owner's chat inbox (issue 12; moved out of the storefront's chat page, issue 32): the
 * conversations buyers opened with their shop, newest first with their unread counts, and the one chosen
 * (`?conversationId=`) to read and answer. The list follows the socket's events.
 */
export default function ChatInboxPage() {
  const { t } = useTranslation('chat');
  const me = useMe();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('conversationId')) || null;
  const inbox = useInbox();
  const conversation = useConversation(selected);
  const readerId = me.data?.id ?? 0;

  useEffect(
    () =>
      consoleChat.subscribe((frame) => {
        if (changesConversationLists(frame)) void client.invalidateQueries({ queryKey: chatKeys.conversationLists });
      }),
    [client],
  );

  // the inbox holds the conversations buyers opened with the reader's shop, not the ones the reader opened as a buyer
  const current = conversation.data?.kind === ChatKind.GoodsOwner && conversation.data.buyer.id !== readerId ? conversation.data : null;
  return (
    <section className="chat-desk" aria-labelledby="chat-inbox-title">
      <h1 id="chat-inbox-title" className="desk__title">
        {t('inbox.title')}
      </h1>
      <p className="desk__intro">{t('inbox.intro')}</p>
      <div className="chat-desk__body">
        <aside className="chat-desk__list" aria-label={t('conversations')}>
          {inbox.isError && !inbox.data ? (
            <Result status="warning" title={t('listFailed')} extra={<Button onClick={() => void inbox.refetch()}>{t('retryList')}</Button>} />
          ) : inbox.data ? (
            <ConversationList
              items={inbox.data.list}
              selected={selected}
              onSelect={(id) => setParams({ conversationId: String(id) })}
              label={t('conversations')}
              empty={t('inbox.empty')}
            />
          ) : (
            <Spin aria-label={t('loading')} />
          )}
        </aside>
        <div className="chat-desk__main">
          {current ? (
            <>
              <div className="chat-desk__bar">
                <h2 className="chat-desk__peer">{current.title}</h2>
              </div>
              <ConversationPanel key={current.id} conversation={current} readerId={readerId} />
            </>
          ) : selected !== null && conversation.isPending ? (
            <Spin aria-label={t('loading')} />
          ) : selected !== null ? (
            <ConversationUnavailable error={conversation.error} />
          ) : (
            <p className="muted chat-desk__pick">{t('inbox.pick')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
