import type { ChatConnectionState } from '@clearlot/browser/chat/realtimeState';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { chatConnection } from '../../../shared/realtime/chatConnection';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';

/**
 * The reconnect notice (docs/product.md §2): while reconnecting, and a button once the 5 attempts are used up.
 * It lies over the top of the messages (chat-panel__notice), so coming and going it never moves them.
 */
export function ReconnectNotice({ state }: { state: ChatConnectionState }) {
  const { t } = useTranslation('chat');
  if (state === 'reconnecting' || state === 'connecting') {
    return (
      <div className="chat-panel__notice">
        <Alert type="info" title={t(`connection.${state}`)} data-testid="chat-reconnecting" />
      </div>
    );
  }
  if (state === 'offline') {
    return (
      <div className="chat-panel__notice">
        <Alert
          type="warning"
          title={t('connection.offline')}
          data-testid="chat-offline"
          action={
            <Button size="small" onClick={() => chatConnection.reconnectNow()}>
              {t('connection.reconnect')}
            </Button>
          }
        />
      </div>
    );
  }
  return null;
}
