import { useState } from 'react';
import type { TranslateLanguage } from '@clearlot/contract/rules/chat';
import { ApiError } from '../http/client';
import { translateText } from './api';

/** A message's translation as shown under it: the text, or why there is none (translation unavailable or failed). */
export interface MessageTranslation {
  text: string | null;
  error: string | null;
}

/**
 * The translate action of one chat message, for both apps' bubbles (docs/product.md §7/§8): asks for the
 * message in the reader's language, keeps the answer or the reason it failed, and hides it again.
 */
export function useMessageTranslation(text: string, language: TranslateLanguage) {
  const [translation, setTranslation] = useState<MessageTranslation | null>(null);
  const [busy, setBusy] = useState(false);
  const translate = async () => {
    setBusy(true);
    try {
      const answer = await translateText(text, language);
      setTranslation({ text: answer.translation, error: null });
    } catch (error) {
      setTranslation({ text: null, error: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return { translation, busy, translate, hide: () => setTranslation(null) };
}
