import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Pagination, Result, Space, Spin, Tabs } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CHAT_DESK_TABS, type ChatDeskTab, ChatKind, ChatStatus } from '@clearlot/contract/rules/chat';
import { CHAT_DESK_PAGE_SIZE, chatKeys } from '@clearlot/browser/chat/api';
import { changesConversationLists } from '@clearlot/browser/chat/connection';
import { consoleChat } from '../../shared/chat';
import { useTranslation } from '../../shared/i18n';
import { useMe } from '../../shared/session';
import { BuyerCard } from './BuyerCard';
import { ConversationList } from './ConversationList';
import { ConversationPanel } from './ConversationPanel';
import { ConversationUnavailable } from './ConversationUnavailable';
import { useConversation, useDeskCounts, useDeskList, useDeskMove } from './api';
import './chat.css';

const isTab = (value: string | null): value is ChatDeskTab => CHAT_DESK_TABS.includes(value as ChatDeskTab);

/**
 * /console/chat: customer service's chat desk (issue 12; moved from the storefront's /home/ChatDesk, which now
 * opens this page with its query): the queue of waiting conversations, the agent's own, all open and closed
 * ones; take, answer and close; the buyer's recent orders beside the conversation. Tab, page and conversation
 * live in the address; the queue and counts follow the socket's events.
 */
export default function ChatDeskPage() {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const me = useMe();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ChatDeskTab = isTab(asked) ? asked : 'waiting';
  const pageNum = Math.max(1, Number(params.get('page')) || 1);
  const selected = Number(params.get('conversationId')) || null;
  const list = useDeskList(tab, pageNum);
  const counts = useDeskCounts();
  const conversation = useConversation(selected);
  const take = useDeskMove('take');
  const close = useDeskMove('close');

  useEffect(
    () =>
      consoleChat.subscribe((frame) => {
        if (changesConversationLists(frame)) void client.invalidateQueries({ queryKey: chatKeys.desk });
      }),
    [client],
  );

  const go = (next: { tab?: ChatDeskTab; page?: number; conversationId?: number | null }) => {
    const search = new URLSearchParams({ tab: next.tab ?? tab });
    const page = next.page ?? (next.tab ? 1 : pageNum);
    if (page > 1) search.set('page', String(page));
    const id = next.conversationId === undefined ? selected : next.conversationId;
    if (id) search.set('conversationId', String(id));
    setParams(search);
  };

  const readerId = me.data?.id ?? 0;
  const current = conversation.data?.kind === ChatKind.CustomerService ? conversation.data : null;
  return (
    <section className="chat-desk" aria-labelledby="chat-desk-title">
      <h1 id="chat-desk-title" className="desk__title">
        {t('desk.title')}
      </h1>
      <p className="desk__intro">{t('desk.intro')}</p>
      <Tabs
        aria-label={t('desk.tabsLabel')}
        activeKey={tab}
        onChange={(key) => go({ tab: key as ChatDeskTab, conversationId: null })}
        items={CHAT_DESK_TABS.map((key) => ({
          key,
          label: (
            <span data-testid={`chat-desk-tab-${key}`}>
              {t(`desk.tabs.${key}`)}
              {counts.data && <span className="chat-desk__count">{counts.data[key]}</span>}
            </span>
          ),
        }))}
      />
      <div className="chat-desk__body">
        <aside className="chat-desk__list" aria-label={t(`desk.tabs.${tab}`)}>
          {list.isError && !list.data ? (
            <Result status="warning" title={t('listFailed')} extra={<Button onClick={() => void list.refetch()}>{t('retryList')}</Button>} />
          ) : list.data ? (
            <>
              <ConversationList items={list.data.list} selected={selected} onSelect={(id) => go({ conversationId: id })} label={t(`desk.tabs.${tab}`)} empty={t('desk.empty')} />
              <Pagination
                size="small"
                className="chat-desk__pages"
                current={pageNum}
                pageSize={CHAT_DESK_PAGE_SIZE}
                total={list.data.total}
                hideOnSinglePage
                showSizeChanger={false}
                onChange={(page) => go({ page })}
              />
            </>
          ) : (
            <Spin aria-label={t('loading')} />
          )}
        </aside>
        <div className="chat-desk__main">
          {current ? (
            <>
              <div className="chat-desk__bar">
                <h2 className="chat-desk__peer">{current.title}</h2>
                <Space wrap>
                  {current.status === ChatStatus.Waiting && (
                    <Button
                      type="primary"
                      loading={take.isPending}
                      onClick={() => take.mutate(current.id, { onSuccess: () => void message.success(t('desk.taken')) })}
                      data-testid="chat-desk-take"
                    >
                      {t('desk.take')}
                    </Button>
                  )}
                  {current.status !== ChatStatus.Closed && (current.agentId === null || current.agentId === readerId) && (
                    <Button
                      danger
                      loading={close.isPending}
                      onClick={() => close.mutate(current.id, { onSuccess: () => void message.success(t('desk.closed')) })}
                      data-testid="chat-desk-close"
                    >
                      {t('desk.close')}
                    </Button>
                  )}
                </Space>
              </div>
              {current.status === ChatStatus.Waiting && <p className="muted chat-desk__hint">{t('desk.takeFirst')}</p>}
              <div className="chat-desk__work">
                <ConversationPanel key={current.id} conversation={current} readerId={readerId} />
                <BuyerCard conversationId={current.id} />
              </div>
            </>
          ) : selected !== null && conversation.isPending ? (
            <Spin aria-label={t('loading')} />
          ) : selected !== null ? (
            <ConversationUnavailable error={conversation.error} />
          ) : (
            <p className="muted chat-desk__pick">{t('desk.pick')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
