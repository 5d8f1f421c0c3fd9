/**
 * The newest message stays in view (issue 31 item 17), in every app's conversation: the message list follows
 * the bottom while the reader is at it (new messages, pictures loading, fonts and notices changing heights), and
 * not while they read older ones. A new message at the end (or one being sent) brings it back to the bottom;
 * older ones loaded above do not. Opened, the reply box is on screen with the newest messages above it: on a
 * phone the conversation is below the page's header, so the page scrolls to it once (the browser moves nothing
 * when it is already in view); a refused picture's reason, shown above the reply box, keeps both on screen.
 */
import { useEffect, useRef } from 'react';
import type { FeedState } from './feed';
import { lastSeqOf } from './thread';

export function useFollowNewest({ thread, pictureRefused }: Pick<FeedState, 'thread' | 'pictureRefused'>) {
  /** the scrolling list of messages */
  const listRef = useRef<HTMLDivElement>(null);
  /** the messages inside it, in one box whose size is watched */
  const stackRef = useRef<HTMLDivElement>(null);
  /** the reply box */
  const composerRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const toBottom = () => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  };
  const onScroll = () => {
    const list = listRef.current;
    if (list) atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
  };
  useEffect(() => {
    const stack = stackRef.current;
    if (!stack || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) toBottom();
    });
    observer.observe(stack);
    return () => observer.disconnect();
  }, []);
  const end = `${lastSeqOf(thread)}:${thread.pending.length}`;
  useEffect(() => {
    atBottom.current = true;
    toBottom();
  }, [end]);
  useEffect(() => {
    if (!thread.loaded) return;
    toBottom();
    composerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [thread.loaded]);
  useEffect(() => {
    if (pictureRefused) composerRef.current?.scrollIntoView({ block: 'nearest' });
  }, [pictureRefused]);
  return { listRef, stackRef, composerRef, onScroll };
}
