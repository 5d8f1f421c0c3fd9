import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onHttpEvent } from '@clearlot/browser/http/events';
import { clearToken } from '@clearlot/browser/session/token';
import { useTranslation } from '../shared/i18n';
import { meKey } from '../shared/session';

/**
 * What the HTTP client asks the console to show (the storefront's conventions, docs/product.md §7-8): a
 * refusal's message as a warning, a network failure as an error, a session the server no longer accepts
 * back to the sign-in page, a permissions change as Tips and a reload.
 */
export function HttpEvents() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  useEffect(
    () =>
      onHttpEvent((event) => {
        switch (event.type) {
          case 'warning':
            void message.warning(event.message);
            break;
          case 'error':
            void message.error(event.message);
            break;
          case 'signInRequired':
            clearToken();
            queryClient.setQueryData(meKey, null);
            break;
          case 'reloadTips':
            modal.info({ title: t('reload.title'), content: event.message, okText: t('reload.ok'), onOk: () => window.location.reload() });
            break;
          case 'loading':
            break;
        }
      }),
    [message, modal, queryClient, t],
  );
  return null;
}
