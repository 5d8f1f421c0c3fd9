/**
 * The open conversation's feed (feed.ts) for a React page: made once per conversation (give the panel a `key`
 * of the conversation's id), running while the panel is on screen, its state redrawn as it changes.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatConversation } from '@clearlot/contract/schemas/chat';
import { fetchMessages, markReadByHttp, sendByHttp } from './api';
import type { ChatConnection } from './connection';
import { ConversationFeed, type FeedState } from './feed';
import { uploadChatPicture } from './picture';

export function useConversationFeed(
  connection: ChatConnection,
  conversation: Pick<ChatConversation, 'id' | 'conversationType' | 'readSeq'>,
  onChanged: () => void,
): FeedState & { feed: ConversationFeed } {
  const [feed] = useState(
    () =>
      new ConversationFeed(conversation, {
        connection,
        fetchMessages,
        sendByHttp,
        markReadByHttp,
        uploadPicture: uploadChatPicture,
        newNonce: () => crypto.randomUUID(),
        pageVisible: () => document.visibilityState !== 'hidden',
      }),
  );
  useEffect(() => feed.onChange(onChanged), [feed, onChanged]);
  useEffect(() => feed.start(), [feed]);
  const state = useSyncExternalStore(feed.subscribe, feed.getState, feed.getState);
  return { ...state, feed };
}
