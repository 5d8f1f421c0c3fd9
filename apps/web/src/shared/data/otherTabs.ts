/**
 * This browser's other tabs of the storefront hear that something changed here, so a page they show
 * reads it again instead of keeping what it read before (issue 31 item 11: My applications in the tab
 * that opened the seller application in a new tab said "You have not applied yet" until reloaded).
 * One BroadcastChannel per origin; only the topic travels, never data. Where a browser has no
 * BroadcastChannel, nothing is announced and pages read again when their tab is shown.
 */
const CHANNEL = 'clearlot-changes';

export type ChangeTopic = 'applications';

export function announceChange(topic: ChangeTopic): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ topic });
  channel.close();
}

/** Calls `listener` when another tab announces `topic`; returns the unsubscribe. */
export function onChangeElsewhere(topic: ChangeTopic, listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ topic?: unknown }>) => {
    if (event.data?.topic === topic) listener();
  };
  return () => channel.close();
}
