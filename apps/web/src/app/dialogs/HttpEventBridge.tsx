import { useEffect, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { onHttpEvent } from '../../shared/http/events';
import { clearSession } from '../../shared/session/session';
import { requireSignIn } from '../../shared/session/signInPrompt';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import { confirm, toast } from '../../shared/ui/kit/feedback';

/**
 * Shows what the HTTP client asks for (docs/product.md §7-8): the global spinner, warning and error
 * toasts, the Tips dialog that reloads whichever button is chosen, and the sign-in dialog
 * (after clearing the session). Mounted once, above the router, so no event is missed.
 */
export function HttpEventBridge() {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    let tipsOpen = false;
    return onHttpEvent((event) => {
      switch (event.type) {
        case 'loading':
          setLoading(event.active);
          break;
        case 'signInRequired':
          clearSession();
          requireSignIn();
          break;
        case 'reloadTips': {
          if (tipsOpen) break;
          tipsOpen = true;
          const reload = () => window.location.reload();
          void confirm({
            title: t('tips.title'),
            content: event.message,
            okText: t('tips.ok'),
            cancelText: t('tips.cancel'),
          }).then(reload);
          break;
        }
        case 'warning':
          toast.warning(event.message);
          break;
        case 'error':
          toast.error(event.message);
          break;
        default: {
          const unhandled: never = event;
          throw new Error(`Unhandled HTTP event ${JSON.stringify(unhandled)}`);
        }
      }
    });
  }, [t]);

  return <LoadingOverlay active={loading} label={t('a11y.loading')} />;
}
