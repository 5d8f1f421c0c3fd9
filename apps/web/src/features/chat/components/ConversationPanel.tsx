import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';
import { CHAT_TEXT_MAX, ChatStatus } from '@clearlot/contract/rules/chat';
import type { ChatConversation } from '@clearlot/contract/schemas/chat';
import { chatKeys } from '@clearlot/browser/chat/api';
import { CHAT_PICTURE_ACCEPT } from '@clearlot/browser/chat/picture';
import { useConversationFeed } from '@clearlot/browser/chat/useConversationFeed';
import { useFollowNewest } from '@clearlot/browser/chat/useFollowNewest';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { chatConnection } from '../../../shared/realtime/chatConnection';
import { useRealtime } from '../../../shared/realtime/unreadStore';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Spinner } from '../../../shared/ui/kit/Spinner';
import { TextArea } from '../../../shared/ui/kit/Input';
import { CloseOutlined } from '../../../shared/ui/kit/icons/CloseOutlined';
import { PictureOutlined } from '../../../shared/ui/kit/icons/PictureOutlined';
import { MessageBubble, PendingBubble } from './MessageBubble';
import { ReconnectNotice } from './ReconnectNotice';

/**
 * One conversation: its messages (the shared feed: the newest page, older on demand, live ones from the socket,
 * after a reconnect everything after the last seq held), the reply box for text and pictures (a plain file input:
 * a refused picture says why above the reply box), the reconnect notice, and read markers moved as messages are seen.
 */
export function ConversationPanel({ conversation, readerId, title }: { conversation: ChatConversation; readerId: number; title: string }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const refreshLists = useCallback(() => void client.invalidateQueries({ queryKey: chatKeys.all }), [client]);
  const { thread, loadFailed, uploading, pictureRefused, feed } = useConversationFeed(chatConnection, conversation, refreshLists);
  const { connection } = useRealtime();
  const { listRef, stackRef, composerRef, onScroll } = useFollowNewest({ thread, pictureRefused });
  const [draft, setDraft] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const send = () => {
    if (!draft.trim()) return;
    feed.sendText(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <section className="chat-panel" aria-label={title} data-testid="chat-panel">
      <ReconnectNotice state={connection} />
      <div className="chat-panel__messages" ref={listRef} onScroll={onScroll} role="log" aria-live="polite" aria-label={t('messages', { title })} data-testid="chat-messages">
        <div className="chat-panel__stack" ref={stackRef}>
          {loadFailed && <Alert type="warning" title={t('loadFailed')} />}
          {!thread.loaded && !loadFailed && <Spinner className="chat-panel__loading" label={t('loading')} />}
          {thread.hasMore && (
            <Button variant="link" onClick={() => void feed.loadOlder()} className="chat-panel__older">
              {t('loadEarlier')}
            </Button>
          )}
          {thread.loaded && thread.messages.length === 0 && thread.pending.length === 0 && <p className="muted chat-panel__empty">{t('empty')}</p>}
          {thread.messages.map((message) => (
            <MessageBubble key={message.seq} message={message} own={message.senderId === readerId} />
          ))}
          {thread.pending.map((pending) => (
            <PendingBubble key={pending.nonce} pending={pending} onRetry={() => feed.retry(pending)} />
          ))}
        </div>
      </div>
      {conversation.status === ChatStatus.Closed && <p className="muted chat-panel__closed">{t('closedNotice')}</p>}
      {pictureRefused && (
        <Alert
          type="warning"
          className="chat-panel__refusal"
          title={t('pictureRefused', { reason: pictureRefused })}
          action={<Button variant="text" size="small" icon={<CloseOutlined />} aria-label={t('dismiss')} title={t('dismiss')} onClick={() => feed.dismissPictureRefusal()} />}
          data-testid="chat-picture-refused"
        />
      )}
      <div className="chat-panel__composer" ref={composerRef}>
        <input
          ref={fileInput}
          type="file"
          accept={CHAT_PICTURE_ACCEPT}
          hidden
          data-testid="chat-image-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void feed.sendPicture(file);
          }}
        />
        <Button icon={<PictureOutlined />} aria-label={t('image')} title={t('image')} loading={uploading} onClick={() => fileInput.current?.click()} />
        <TextArea
          className="chat-panel__input"
          value={draft}
          rows={1}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_TEXT_MAX}
          placeholder={t('composerPlaceholder')}
          aria-label={t('composer')}
          data-testid="chat-input"
        />
        <Button variant="primary" onClick={send} disabled={!draft.trim()} data-testid="chat-send">
          {t('send')}
        </Button>
      </div>
    </section>
  );
}
