/**
 * Starts the chat connection for a signed-in person, or stops it. The client is loaded on demand once
 * the page is idle (the first view does not carry it), and never for a visitor.
 */
import type * as Connection from './chatConnection';

let loading: Promise<typeof Connection> | null = null;

const whenIdle = () =>
  new Promise<void>((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 500);
  });

export async function startRealtime(signedIn: boolean): Promise<void> {
  if (!signedIn && !loading) return;
  loading ??= whenIdle().then(() => import('./chatConnection'));
  const { chatConnection } = await loading;
  if (signedIn) chatConnection.start();
  else chatConnection.stop();
}
