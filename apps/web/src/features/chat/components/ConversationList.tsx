import { Badge } from 'antd';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { ChatKind } from '@clearlot/contract/rules/chat';
import type { ChatConversation } from '@clearlot/contract/schemas/chat';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';

/**
 * Conversations, newest first, each with its unread count (docs/product.md §3 unReadCount): the buyer's
 * with customer service and goods owners, and a goods owner's inbox (conversations buyers opened with
 * their shop), or the agent's desk tab.
 */
export function ConversationList({
  items,
  selected,
  readerId,
  onSelect,
  label,
}: {
  items: ChatConversation[];
  selected: number | null;
  readerId: number;
  onSelect: (id: number) => void;
  label: string;
}) {
  const { t } = useTranslation('chat');
  const zone = useDateZone();
  const language = currentLanguage();
  if (items.length === 0) return <p className="muted chat-list__empty">{t('noConversations')}</p>;
  return (
    <ul className="chat-list" aria-label={label} data-testid="chat-list">
      {items.map((item) => {
        const title = item.kind === ChatKind.CustomerService && item.buyer.id === readerId ? t('customerService') : item.title;
        const inbox = item.buyer.id !== readerId;
        return (
          <li key={item.id}>
            <button
              type="button"
              className={`chat-list__item${item.id === selected ? ' chat-list__item--selected' : ''}`}
              aria-current={item.id === selected ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
              data-testid="chat-list-item"
            >
              <span className="chat-list__head">
                <strong className="chat-list__title">{title}</strong>
                {item.unReadCount > 0 && <Badge count={item.unReadCount} overflowCount={99} aria-label={t('unread', { count: item.unReadCount })} />}
              </span>
              <span className="chat-list__line muted">
                {inbox && item.kind === ChatKind.GoodsOwner ? `${t('inbox')} · ` : ''}
                {item.kind === ChatKind.CustomerService ? `${t(`status.${item.status}`)} · ` : ''}
                {item.lastMessage ?? ''}
              </span>
              {item.lastMessageAt && <span className="chat-list__time muted">{formatZonedLabelled(item.lastMessageAt, zone, language)}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
