/**
 * The desks moved to the console (issue 32): their old storefront addresses stay valid and send the reader
 * to the console page that replaced them (a full page load: the console is another app under /console/).
 */
import { useEffect } from 'react';

function ConsoleRedirect({ href }: { href: string }) {
  useEffect(() => {
    window.location.replace(href);
  }, [href]);
  return null;
}

/** A route's `lazy` that opens `href` in the console instead of a storefront page. */
export const toConsole = (href: string) => async () => ({ Component: () => <ConsoleRedirect href={href} /> });
