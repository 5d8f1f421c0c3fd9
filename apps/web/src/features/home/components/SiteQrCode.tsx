import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Spinner } from '../../../shared/ui/kit/Spinner';
import { siteAddress } from '../model/sideBar';

const QR_SIZE = 148;

let drawing: Promise<string> | null = null;

/** The QR code of this storefront's address, drawn once per visit; the encoder loads only when first asked for. */
function siteQrCode(): Promise<string> {
  drawing ??= import('qrcode')
    .then((qrcode) => qrcode.toDataURL(siteAddress(window.location.origin, window.location.pathname), { width: QR_SIZE * 2, margin: 1, errorCorrectionLevel: 'M' }))
    .catch((error: unknown) => {
      drawing = null;
      throw error;
    });
  return drawing;
}

type QrState = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed' };

/** "Scan to open ClearLot on your phone" with the QR code of the site. */
export function SiteQrCode() {
  const { t } = useTranslation('home');
  const [state, setState] = useState<QrState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    siteQrCode().then(
      (url) => current && setState({ status: 'ready', url }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <figure className="site-qr">
      <div className="site-qr__code">
        {state.status === 'ready' && <img src={state.url} alt={t('sideBar.qrAlt')} width={QR_SIZE} height={QR_SIZE} />}
        {state.status === 'loading' && <Spinner label={t('sideBar.qrLoading')} />}
        {state.status === 'failed' && <span role="alert">{t('sideBar.qrFailed')}</span>}
      </div>
      <figcaption>{t('sideBar.qrCaption')}</figcaption>
    </figure>
  );
}
