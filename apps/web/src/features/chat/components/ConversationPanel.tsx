import { PictureOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Spin } from 'antd';
import { type KeyboardEvent, useEffect, useReducer, useRef, useState } from 'react';
import { CHAT_FETCH_RETRY_MS, CHAT_TEXT_MAX, ChatStatus, type ChatServerFrame } from '@clearlot/contract/rules/chat';
import type { ChatConversation } from '@clearlot/contract/schemas/chat';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ChatSendError, chatConnection } from '../../../shared/realtime/chatConnection';
import { realtimeStore, useRealtime } from '../../../shared/realtime/unreadStore';
import { uploadProblem, type UploadRefusal } from '@clearlot/contract/rules/upload';
import { PHOTO_ACCEPT, refusalText } from '../../../shared/upload/photoUploadModel';
import { UploadFailed, sendPhoto } from '../../../shared/upload/sendPhoto';
import { ApiError } from '../../../shared/http/client';
import { chatKeys, fetchMessages, markReadByHttp, sendByHttp } from '../api/chat';
import { cacheLimit, emptyThread, lastSeqOf, threadReducer } from '../model/thread';
import { MessageBubble, PendingBubble } from './MessageBubble';
import { ReconnectNotice } from './ReconnectNotice';

const newNonce = () => crypto.randomUUID();

/** Why a chosen picture was not sent: a rule the page checks itself (said in the language on screen), or the server's words. */
type PictureRefusal = { rule: UploadRefusal } | { server: string };

/**
 * One conversation: its messages (the newest page, older on demand, live ones from the socket, and
 * after a reconnect everything after the last seq held), the composer for text and pictures, the
 * reconnect notice, and read markers moved as messages are seen.
 */
export function ConversationPanel({ conversation, readerId }: { conversation: ChatConversation; readerId: number }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const id = conversation.id;
  const [thread, dispatch] = useReducer(threadReducer, cacheLimit(conversation.conversationType), emptyThread);
  const [loadError, setLoadError] = useState(false);
  const [draft, setDraft] = useState('');
  const [uploading, setUploading] = useState(false);
  const [pictureRefused, setPictureRefused] = useState<PictureRefusal | null>(null);
  const { connection } = useRealtime();
  const listRef = useRef<HTMLDivElement>(null);
  const threadRef = useRef(thread);
  useEffect(() => {
    threadRef.current = thread;
  });
  const readRef = useRef(conversation.readSeq);

  // the newest page; a failed fetch is tried again after 2 s (docs/product.md §4)
  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      try {
        const page = await fetchMessages(id);
        if (cancelled) return;
        dispatch({ type: 'loaded', messages: page.list, hasMore: page.hasMore });
        setLoadError(false);
      } catch {
        if (cancelled) return;
        setLoadError(true);
        timer = setTimeout(() => void attempt(), CHAT_FETCH_RETRY_MS);
      }
    };
    void attempt();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [id]);

  // live messages, and what was missed while the socket was down
  useEffect(
    () =>
      chatConnection.subscribe((frame: ChatServerFrame) => {
        if (frame.type === 'message' && frame.message.conversationId === id) dispatch({ type: 'received', messages: [frame.message] });
        else if (frame.type === 'resync') {
          void fetchMessages(id, { afterSeq: lastSeqOf(threadRef.current) }).then((page) => dispatch({ type: 'received', messages: page.list }));
        } else if (frame.type === 'conversation' && frame.conversationId === id) void client.invalidateQueries({ queryKey: chatKeys.all });
      }),
    [id, client],
  );

  // what is shown is read: the marker moves forward (by the socket, or by HTTP while it is down)
  const newest = lastSeqOf(thread);
  useEffect(() => {
    if (newest <= readRef.current || document.visibilityState === 'hidden') return;
    readRef.current = newest;
    if (realtimeStore.getState().connection === 'open') chatConnection.markRead(id, newest);
    else
      void markReadByHttp(id, newest).then(
        (counts) => realtimeStore.set({ chatUnread: counts.chat, noticesUnread: counts.notices }),
        () => undefined,
      );
    void client.invalidateQueries({ queryKey: chatKeys.conversations });
  }, [newest, id, client]);

  // The newest message stays in view: the list follows the bottom while the reader is at it (new
  // messages, pictures loading, fonts and the notice changing heights), and not while they read older
  // ones. A new message at the end (or one being sent) brings it back to the bottom; older ones loaded
  // above do not.
  const atBottom = useRef(true);
  const toBottom = () => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  };
  const onScroll = () => {
    const list = listRef.current;
    if (list) atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
  };
  const stackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const stack = stackRef.current;
    if (!stack || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) toBottom();
    });
    observer.observe(stack);
    return () => observer.disconnect();
  }, []);
  const end = `${newest}:${thread.pending.length}`;
  useEffect(() => {
    atBottom.current = true;
    toBottom();
  }, [end]);
  // Opened, the reply box is on screen with the newest messages above it: on a phone the
  // conversation is below the page's header, so the page scrolls to it once (the browser moves
  // nothing when it is already in view).
  const composerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!thread.loaded) return;
    toBottom();
    composerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [thread.loaded]);
  // a refused picture's reason appears above the reply box: both stay on screen
  useEffect(() => {
    if (pictureRefused) composerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [pictureRefused]);

  const deliver = async (nonce: string, content: { text?: string; image?: string }) => {
    try {
      const message =
        realtimeStore.getState().connection === 'open'
          ? await chatConnection.send({ conversationId: id, nonce, ...content })
          : await sendByHttp({ conversationId: id, nonce, ...content });
      dispatch({ type: 'received', messages: [message] });
      void client.invalidateQueries({ queryKey: chatKeys.conversations });
    } catch (error) {
      const reason = error instanceof ChatSendError ? (currentLanguage() === 'zh' ? error.messageZh : error.message) : error instanceof ApiError ? error.message : String(error);
      dispatch({ type: 'failed', nonce, reason });
    }
  };

  const sendText = () => {
    const text = draft.trim();
    if (!text) return;
    const nonce = newNonce();
    dispatch({ type: 'sending', send: { nonce, text, image: null } });
    setDraft('');
    void deliver(nonce, { text });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendText();
    }
  };

  const fileInput = useRef<HTMLInputElement>(null);
  const sendImage = async (file: File) => {
    // the type, size and name rules the server keeps, said before anything is sent
    const rule = uploadProblem(file, 'photo');
    if (rule) return setPictureRefused({ rule });
    setPictureRefused(null);
    setUploading(true);
    const nonce = newNonce();
    try {
      const uploaded = await sendPhoto(file, { appName: 'srs-message-service', onProgress: () => undefined });
      dispatch({ type: 'sending', send: { nonce, text: '', image: uploaded.obsName } });
      await deliver(nonce, { image: uploaded.obsName });
    } catch (error) {
      // what only the server can tell (the bytes are not a JPEG or PNG, too many pixels…), in the page language
      if (error instanceof UploadFailed) setPictureRefused({ server: error.message });
    } finally {
      setUploading(false);
    }
  };

  const loadOlder = async () => {
    const first = thread.messages[0];
    if (!first) return;
    const page = await fetchMessages(id, { beforeSeq: first.seq });
    dispatch({ type: 'older', messages: page.list, hasMore: page.hasMore });
  };

  return (
    <section className="chat-panel" aria-label={conversation.title} data-testid="chat-panel">
      <ReconnectNotice state={connection} />
      <div className="chat-panel__messages" ref={listRef} onScroll={onScroll} role="log" aria-live="polite" aria-label={t('conversations')} data-testid="chat-messages">
        <div className="chat-panel__stack" ref={stackRef}>
          {loadError && <Alert type="warning" showIcon message={t('loadFailed')} />}
          {!thread.loaded && !loadError && <Spin />}
          {thread.hasMore && (
            <Button type="link" onClick={() => void loadOlder()} className="chat-panel__older">
              {t('loadEarlier')}
            </Button>
          )}
          {thread.loaded && thread.messages.length === 0 && thread.pending.length === 0 && <p className="muted chat-panel__empty">{t('empty')}</p>}
          {thread.messages.map((message) => (
            <MessageBubble key={message.seq} message={message} own={message.senderId === readerId} />
          ))}
          {thread.pending.map((pending) => (
            <PendingBubble
              key={pending.nonce}
              pending={pending}
              onRetry={() => {
                dispatch({ type: 'sending', send: pending });
                void deliver(pending.nonce, pending.image ? { image: pending.image } : { text: pending.text });
              }}
            />
          ))}
        </div>
      </div>
      {conversation.status === ChatStatus.Closed && <p className="muted chat-panel__closed">{t('closedNotice')}</p>}
      {pictureRefused && (
        <Alert
          type="warning"
          showIcon
          closable
          className="chat-panel__refusal"
          onClose={() => setPictureRefused(null)}
          message={t('pictureRefused', { reason: 'rule' in pictureRefused ? refusalText(pictureRefused.rule, currentLanguage()) : pictureRefused.server })}
          data-testid="chat-picture-refused"
        />
      )}
      <div className="chat-panel__composer" ref={composerRef}>
        <input
          ref={fileInput}
          type="file"
          accept={PHOTO_ACCEPT}
          hidden
          data-testid="chat-image-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void sendImage(file);
          }}
        />
        <Button icon={<PictureOutlined />} aria-label={t('image')} title={t('image')} loading={uploading} onClick={() => fileInput.current?.click()} />
        <Input.TextArea
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT_TEXT_MAX}
          autoSize={{ minRows: 1, maxRows: 5 }}
          placeholder={t('composerPlaceholder')}
          aria-label={t('composer')}
          data-testid="chat-input"
        />
        <Button type="primary" onClick={sendText} disabled={!draft.trim()} data-testid="chat-send">
          {t('send')}
        </Button>
      </div>
    </section>
  );
}
