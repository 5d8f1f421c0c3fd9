import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { ChatKind, unreadBadgeText } from '@clearlot/contract/rules/chat';
import type { ChatConversation } from '@clearlot/contract/schemas/chat';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';

/**
 * The buyer's conversations, newest first, each with its unread count (docs/product.md §3 unReadCount): with
 * customer service (and where it stands) and with goods owners.
 */
export function ConversationList({ items, selected, onSelect, label }: { items: ChatConversation[]; selected: number | null; onSelect: (id: number) => void; label: string }) {
  const { t } = useTranslation('chat');
  const zone = useDateZone();
  const language = currentLanguage();
  if (items.length === 0) return <p className="muted chat-list__empty">{t('noConversations')}</p>;
  return (
    <ul className="chat-list" aria-label={label} data-testid="chat-list">
      {items.map((item) => {
        const service = item.kind === ChatKind.CustomerService;
        const unread = unreadBadgeText(item.unReadCount);
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
                <strong className="chat-list__title">{service ? t('customerService') : item.title}</strong>
                {unread && (
                  <>
                    <span className="chat-list__count" aria-hidden>
                      {unread}
                    </span>
                    <span className="visually-hidden">{t('unread', { count: item.unReadCount })}</span>
                  </>
                )}
              </span>
              <span className="chat-list__line muted">
                {service ? `${t(`status.${item.status}`)} · ` : ''}
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
