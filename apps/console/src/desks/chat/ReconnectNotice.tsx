import { Alert, Button } from 'antd';
import type { ChatConnectionState } from '@clearlot/browser/chat/realtimeState';
import { useTranslation } from '../../shared/i18n';
import { consoleChat } from '../../shared/chat';

/**
 * The reconnect notice (docs/product.md §2): while reconnecting, and a button once the 5 attempts are used up.
 * It lies over the top of the messages, so coming and going it never moves them.
 */
export function ReconnectNotice({ state }: { state: ChatConnectionState }) {
  const { t } = useTranslation('chat');
  if (state === 'reconnecting' || state === 'connecting') {
    return (
      <div className="chat-panel__notice">
        <Alert type="info" showIcon banner title={t(`connection.${state}`)} data-testid="chat-reconnecting" />
      </div>
    );
  }
  if (state === 'offline') {
    return (
      <div className="chat-panel__notice">
        <Alert
          type="warning"
          showIcon
          banner
          title={t('connection.offline')}
          data-testid="chat-offline"
          action={
            <Button size="small" onClick={() => consoleChat.reconnectNow()}>
              {t('connection.reconnect')}
            </Button>
          }
        />
      </div>
    );
  }
  return null;
}
