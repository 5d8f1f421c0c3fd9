/**
 * The global "Please Sign In" dialog (docs/product.md §6, §8). Features call requireSignIn() when a
 * visitor tries something that needs an account (cart, chat, country change…); the HTTP
 * client's signInRequired event opens it too, after clearing the session. The app shell
 * renders the dialog and decides where its buttons lead.
 */
import { createSmallStore } from '../state/smallStore';

const promptOpen = createSmallStore(false);

/** Ask the visitor to sign in (opens the shared dialog once, however often it is called). */
export function requireSignIn(): void {
  promptOpen.set(true);
}

export function closeSignInPrompt(): void {
  promptOpen.set(false);
}

export function useSignInPromptOpen(): boolean {
  return promptOpen.use();
}
