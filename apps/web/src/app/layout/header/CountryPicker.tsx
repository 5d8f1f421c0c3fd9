import { EnvironmentOutlined } from '../../../shared/ui/kit/icons/EnvironmentOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLocation, useRevalidator } from '../../../shared/router';
import { setDeliveryCountry, useDeliveryCountry } from '../../../shared/location/deliveryCountry';
import { openRouteInNewTab } from '../../../shared/navigation/newTab';
import { addressesOf, paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { requireSignIn } from '../../../shared/session/signInPrompt';

/** Loaded on first use: most visits never open it. */
const CountryDialog = lazy(() => import('./CountryDialog'));

/** Pages whose content depends on the delivery country and refresh in place (docs/product.md §4). */
const COUNTRY_AWARE_PATHS = new Set([paths.home.path, ...addressesOf(paths.listing)]);

/**
 * 'Deliver to' (docs/product.md §2, §4, §6): GB by default; other markets are under development.
 * Changing the country needs an account. Confirming on home or the listing refreshes the
 * view; anywhere else the listing opens in a new tab.
 */
export function CountryPicker() {
  const { t } = useTranslation();
  const { token } = useSession();
  const country = useDeliveryCountry();
  const location = useLocation();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const countryName = t(`countries.${country}` as 'countries.GB', { defaultValue: country });

  const openPicker = () => {
    if (token) setOpen(true);
    else requireSignIn();
  };

  const confirm = (choice: string) => {
    setDeliveryCountry(choice);
    setOpen(false);
    if (COUNTRY_AWARE_PATHS.has(location.pathname)) {
      void queryClient.invalidateQueries();
      void revalidator.revalidate();
    } else {
      openRouteInNewTab(paths.listing.getHref());
    }
  };

  return (
    <>
      <button type="button" className="country-trigger" onClick={openPicker} aria-label={t('header.changeCountry', { country: countryName })}>
        <EnvironmentOutlined aria-hidden className="country-trigger__icon" />
        <span className="country-trigger__text">
          <span className="country-trigger__label">{t('header.deliverTo')}</span>
          <span className="country-trigger__value">{countryName}</span>
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <CountryDialog current={country} onConfirm={confirm} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
