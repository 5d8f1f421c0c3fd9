/**
 * The desks moved to the console (issue 32): their old storefront addresses stay valid and send the reader
 * to the console page that replaced them (a full page load: the console is another app under /console/).
 * An address that names one record (`?complaintNo=`) opens that record's console page.
 */
import { type ComponentType, useEffect } from 'react';
import { useSearchParams } from '../shared/router';

type Target = string | ((params: URLSearchParams) => string);

function ConsoleRedirect({ target }: { target: Target }) {
  const [params] = useSearchParams();
  const href = typeof target === 'string' ? target : target(params);
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return null;
}

/** A route's `lazy` that opens `target` in the console instead of a storefront page: an address, or one made from the old address's query. */
export const toConsole = (target: Target) => async () => ({ Component: () => <ConsoleRedirect target={target} /> });

/**
 * A route's `lazy` for an address the buyer still reads but a desk read too (`?desk=owner`): when `target`
 * names a console page for the address's query the reader goes there, otherwise the buyer's page shows.
 */
export const toConsoleWhen =
  (target: (params: URLSearchParams) => string | null, page: () => Promise<{ Component: ComponentType }>) => async (): Promise<{ Component: ComponentType }> => {
    const { Component: Page } = await page();
    return {
      Component: function DeskOrPage() {
        const [params] = useSearchParams();
        const href = target(params);
        return href === null ? <Page /> : <ConsoleRedirect target={href} />;
      },
    };
  };
