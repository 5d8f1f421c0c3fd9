import { useState } from 'react';
import * as ApiPath from '@clearlot/contract/api/paths';
import { ApiError, api } from '../http/client';
import { currentLanguage } from '../i18n/language';
import { useTranslation } from '../i18n/useTranslation';
import { Button } from '../ui/kit/Button';
import './translateText.css';

/**
 * A translate action under a text someone wrote (a review; issue 12, docs/product.md §7/§8): the
 * translation into the page language shows under the original, which stays; when translation is not
 * available or fails, the server's words say so. Kit only, so lite pages can carry it.
 */
export function TranslateText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ translation: string | null; error: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const translate = async () => {
    setBusy(true);
    try {
      const answer = await api.post(ApiPath.thirdParty.translate, { query: text, to: currentLanguage() }, { loading: false, notify: false });
      setResult({ translation: answer.translation, error: null });
    } catch (error) {
      setResult({ translation: null, error: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="translate-text">
      {result?.translation && (
        <p className="translate-text__result" data-testid="translate-text-result">
          <span className="translate-text__label">{t('translate.label')}: </span>
          {result.translation}
        </p>
      )}
      {result?.error && (
        <p className="translate-text__error" role="status" data-testid="translate-text-error">
          {result.error}
        </p>
      )}
      {result?.translation ? (
        <Button size="small" variant="text" onClick={() => setResult(null)}>
          {t('translate.hide')}
        </Button>
      ) : (
        <Button size="small" variant="text" disabled={busy} onClick={() => void translate()} data-testid="translate-text">
          {busy ? t('translate.working') : t('translate.action')}
        </Button>
      )}
    </div>
  );
}
