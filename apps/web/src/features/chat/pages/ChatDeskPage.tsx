import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Pagination, Space, Spin } from 'antd';
import { FilterTabs } from '../../../shared/ui/FilterTabs/FilterTabs';
import { useEffect } from 'react';
import { Link, useSearchParams } from '../../../shared/router';
import { formatPounds } from '@clearlot/contract/format/money';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { CHAT_DESK_TABS, type ChatDeskTab, ChatStatus } from '@clearlot/contract/rules/chat';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { chatConnection } from '../../../shared/realtime/chatConnection';
import { useSession } from '../../../shared/session/session';
import { useBuyerOrders, useConversation, useDeskAction, useDeskCounts, useDeskList } from '../api/chat';
import { ConversationList } from '../components/ConversationList';
import { ConversationPanel } from '../components/ConversationPanel';
import '../chat.css';

const isTab = (value: string | null): value is ChatDeskTab => CHAT_DESK_TABS.includes(value as ChatDeskTab);

/** The buyer beside the conversation: who they are and their recent orders. */
function BuyerCard({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation('chat');
  const zone = useDateZone();
  const language = currentLanguage();
  const info = useBuyerOrders(conversationId);
  if (!info.data) return <Spin />;
  return (
    <Card size="small" title={`${t('desk.buyer')}: ${info.data.buyer.name}`} className="chat-desk__buyer" data-testid="chat-desk-buyer">
      <p className="muted">{info.data.email}</p>
      <h3 className="chat-desk__orders-title">{t('desk.recentOrders')}</h3>
      {info.data.orders.length === 0 ? (
        <p className="muted">{t('desk.noOrders')}</p>
      ) : (
        <ul className="chat-desk__orders">
          {info.data.orders.map((order) => (
            <li key={order.orderNo}>
              <strong>{order.orderNo}</strong> · {order.shopName}
              <br />
              <span className="muted">
                {t('desk.items', { count: order.itemCount })} · {formatPounds(order.payable)} · {formatZonedLabelled(order.createdAt, zone, language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/**
 * /home/ChatDesk: the customer-service agent's chat desk (issue 12) — the queue of waiting
 * conversations, the agent's own, all open and closed ones; take, answer and close; the buyer's recent
 * orders beside the conversation. The queue and counts follow the socket's events.
 */
export default function ChatDeskPage() {
  const { t } = useTranslation('chat');
  const { message } = App.useApp();
  const { user } = useSession();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const tab: ChatDeskTab = isTab(params.get('tab')) ? (params.get('tab') as ChatDeskTab) : 'waiting';
  const pageNum = Number(params.get('page')) || 1;
  const selected = Number(params.get('conversationId')) || null;
  const list = useDeskList(tab, pageNum);
  const counts = useDeskCounts();
  const conversation = useConversation(selected);
  const take = useDeskAction('take');
  const close = useDeskAction('close');

  useEffect(
    () =>
      chatConnection.subscribe((frame) => {
        if (frame.type === 'message' || frame.type === 'conversation' || frame.type === 'resync') void client.invalidateQueries({ queryKey: ['chat', 'desk'] });
      }),
    [client],
  );

  const update = (next: { tab?: ChatDeskTab; page?: number; conversationId?: number | null }) => {
    const search = new URLSearchParams();
    search.set('tab', next.tab ?? tab);
    const page = next.page ?? (next.tab ? 1 : pageNum);
    if (page > 1) search.set('page', String(page));
    const id = next.conversationId === undefined ? selected : next.conversationId;
    if (id) search.set('conversationId', String(id));
    setParams(search);
  };

  const current = conversation.data;
  const readerId = user?.id ?? 0;
  return (
    <section className="chat-desk" aria-labelledby="chat-desk-title">
      <header>
        <h1 id="chat-desk-title" className="chat-page__title">
          {t('desk.title')}
        </h1>
        <p className="muted">{t('desk.intro')}</p>
      </header>
      <FilterTabs
        className="chat-desk__tabs"
        aria-label={t('desk.title')}
        activeKey={tab}
        onChange={(key) => update({ tab: key as ChatDeskTab, conversationId: null })}
        items={CHAT_DESK_TABS.map((key) => ({ key, label: `${t(`desk.tabs.${key}`)}${counts.data ? ` (${counts.data[key]})` : ''}` }))}
      />
      <div className="chat-page__body">
        <aside className="chat-page__list">
          {list.data ? (
            list.data.list.length > 0 ? (
              <>
                <ConversationList items={list.data.list} selected={selected} readerId={readerId} onSelect={(id) => update({ conversationId: id })} label={t(`desk.tabs.${tab}`)} />
                <Pagination size="small" current={pageNum} pageSize={20} total={list.data.total} hideOnSinglePage onChange={(page) => update({ page })} />
              </>
            ) : (
              <Empty description={t('desk.empty')} />
            )
          ) : (
            <Spin />
          )}
        </aside>
        <div className="chat-page__main">
          {current ? (
            <>
              <div className="chat-desk__bar">
                <h2 className="chat-page__peer">{current.title}</h2>
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
                  <Link to={paths.chatDesk.getHref()}>{t('conversations')}</Link>
                </Space>
              </div>
              {current.status === ChatStatus.Waiting && <p className="muted">{t('desk.takeFirst')}</p>}
              <div className="chat-desk__work">
                <ConversationPanel key={current.id} conversation={current} readerId={readerId} />
                <BuyerCard conversationId={current.id} />
              </div>
            </>
          ) : (
            <p className="muted chat-page__pick">{t('desk.pick')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
