/**
 * The global "Please Sign In" dialog (docs/product.md §6, §8). Features call requireSignIn() when a
 * visitor tries something that needs an account (chat, country change…); the HTTP client's
 * signInRequired event opens it too, after clearing the session. The app shell renders the dialog
 * and decides where its buttons lead: signing in comes back to the page in view, or to the page the
 * visitor asked for when that is another one (a product opened from a card, the cart).
 */
import { createSmallStore } from '../state/smallStore';

export interface SignInPrompt {
  open: boolean;
  /** the in-app address (path and query) to return to after signing in; null: the page in view */
  returnTo: string | null;
}

const CLOSED: SignInPrompt = { open: false, returnTo: null };
const prompt = createSmallStore<SignInPrompt>(CLOSED);

/** Ask the visitor to sign in and come back here (opens the shared dialog once, however often it is called). */
export function requireSignIn(): void {
  if (!prompt.get().open) prompt.set({ open: true, returnTo: null });
}

/**
 * Ask the visitor to sign in on the way to another page (docs/product.md §2 rePath): what they
 * clicked leads there once they have signed in, not back to the page they clicked it on.
 */
export function requireSignInFor(returnTo: string): void {
  prompt.set({ open: true, returnTo });
}

export function closeSignInPrompt(): void {
  prompt.set(CLOSED);
}

export function useSignInPrompt(): SignInPrompt {
  return prompt.use();
}
