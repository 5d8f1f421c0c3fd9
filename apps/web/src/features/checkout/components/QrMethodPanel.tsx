import { QrcodeOutlined } from '../../../shared/ui/kit/icons/QrcodeOutlined';
import { Button } from '../../../shared/ui/kit/Button';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { PaymentMethodText } from '@clearlot/contract';
import { formatPounds } from '@clearlot/contract/format/money';
import type { Language } from '../../../shared/i18n/language';
import { type QrMethod, qrPaymentPath } from '../model/qrMethod';

/** Alipay and WeChat Pay are paid by scanning a code on the next page. */
export function QrMethodPanel({ method, tradeNo, amount, language }: { method: QrMethod; tradeNo: string; amount: number; language: Language }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const name = PaymentMethodText[method][language];
  return (
    <div className="payment-form" data-testid="qr-method-panel">
      <p>{t('qr.explain', { method: name })}</p>
      <Button variant="primary" size="large" block icon={<QrcodeOutlined />} onClick={() => void navigate(qrPaymentPath(method, tradeNo))} data-testid="qr-continue">
        {t('qr.continue', { method: name, amount: formatPounds(amount) })}
      </Button>
    </div>
  );
}
