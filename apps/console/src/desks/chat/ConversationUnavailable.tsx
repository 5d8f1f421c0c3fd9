import { Result } from 'antd';
import { ApiError } from '@clearlot/browser/http/client';
import { useTranslation } from '../../shared/i18n';

/** The conversation in the address cannot be opened here (not this desk's, gone, or the server did not answer): why. */
export function ConversationUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation('chat');
  return (
    <Result
      status="warning"
      title={t('openFailed')}
      subTitle={error instanceof ApiError && error.message ? error.message : undefined}
      data-testid="chat-conversation-unavailable"
    />
  );
}
