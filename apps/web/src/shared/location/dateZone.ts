/**
 * Which clock the reader's dates are shown in (docs/product.md §5, issue 16 item 11): China's when the
 * delivery country or the account's country is CN, London's otherwise — never the language read.
 * The account's country is that of its confirmed mobile (`dateZoneFor` in the contract), read from the
 * profile once per signed-in session and kept beside the delivery country, like the language a value
 * plain formatters read as well as components.
 */
import { useEffect } from 'react';
import { type DateZone, dateZoneFor, prepareDateFormatter } from '@clearlot/contract/format/date';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../http/client';
import { useSession } from '../session/session';
import { getToken } from '../session/token';
import { createSmallStore } from '../state/smallStore';
import { getDeliveryCountry, useDeliveryCountry } from './deliveryCountry';

/** The mobile of the account signed in with `token` (null when it has none, or it could not be read). */
interface AccountPhone {
  token: string;
  phone: string | null;
}

const accountPhone = createSmallStore<AccountPhone | null>(null);
const reading = new Map<string, Promise<void>>();

/**
 * Reads the mobile of the account signed in with `token`, once per token (callers at the same time
 * share the request). A failure leaves the reader on London time, without a warning.
 */
export function readAccountPhone(token: string): Promise<void> {
  let read = reading.get(token);
  if (!read) {
    read = api
      .post(ApiPath.user.profile, {}, { loading: false, notify: false, signInPrompt: false })
      .then(
        (profile) => profile.phone,
        () => null,
      )
      .then((phone) => {
        if (getToken() === token) accountPhone.set({ token, phone });
        reading.delete(token);
      });
    reading.set(token, read);
  }
  return read;
}

const phoneOf = (known: AccountPhone | null, token: string | null) => (token !== null && known?.token === token ? known.phone : null);

/** The reader's clock for components: follows sign-in, sign-out and the account's mobile once read. */
export function useDateZone(): DateZone {
  const { token } = useSession();
  const deliveryCountry = useDeliveryCountry();
  const known = accountPhone.use();
  const unread = token !== null && known?.token !== token;
  useEffect(() => {
    if (unread) void readAccountPhone(token);
  }, [unread, token]);
  return dateZoneFor({ deliveryCountry, accountPhone: phoneOf(known, token) });
}

/** The reader's clock for plain formatters, as far as it is known now (London until the account's mobile is read). */
export function currentDateZone(): DateZone {
  return dateZoneFor({ deliveryCountry: getDeliveryCountry(), accountPhone: phoneOf(accountPhone.get(), getToken()) });
}

// the reader's date formatter is made in a task of its own as this module loads (a page that shows dates loads it),
// not inside the render that first shows a date, which is long enough already
setTimeout(() => prepareDateFormatter(currentDateZone()), 0);
