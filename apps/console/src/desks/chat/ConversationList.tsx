import { Badge } from 'antd';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { ChatKind } from '@clearlot/contract/rules/chat';
import type { ChatConversation } from '@clearlot/contract/schemas/chat';
import { useDateZone } from '../../shared/dateZone';
import { useTranslation } from '../../shared/i18n';

/**
 * A desk's conversations (the goods owner's inbox, or the agent's tab), each with the buyer, where a
 * customer-service conversation stands, the last message, its time and the reader's unread count
 * (docs/product.md §3 unReadCount).
 */
export function ConversationList({
  items,
  selected,
  onSelect,
  label,
  empty,
}: {
  items: ChatConversation[];
  selected: number | null;
  onSelect: (id: number) => void;
  label: string;
  empty: string;
}) {
  const { t, language } = useTranslation('chat');
  const zone = useDateZone();
  if (items.length === 0) return <p className="muted chat-desk__empty">{empty}</p>;
  return (
    <ul className="chat-list" aria-label={label} data-testid="chat-list">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={`chat-list__item${item.id === selected ? ' chat-list__item--selected' : ''}`}
            aria-current={item.id === selected ? 'true' : undefined}
            onClick={() => onSelect(item.id)}
            data-testid="chat-list-item"
          >
            <span className="chat-list__head">
              <strong className="chat-list__title">{item.title}</strong>
              {item.unReadCount > 0 && (
                <>
                  <Badge count={item.unReadCount} overflowCount={99} aria-hidden />
                  <span className="visually-hidden">{t('unread', { count: item.unReadCount })}</span>
                </>
              )}
            </span>
            <span className="chat-list__line muted">
              {item.kind === ChatKind.CustomerService ? `${t(`status.${item.status}`)} · ` : ''}
              {item.lastMessage ?? ''}
            </span>
            {item.lastMessageAt && <span className="chat-list__time muted">{formatZonedLabelled(item.lastMessageAt, zone, language)}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
