import { useCallback } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { confirm } from '../../../shared/ui/kit/feedback';

/** Buyers without purchase permission must complete their information before ordering (docs/product.md §2, §6). */
export function CompleteInfoNotice({ userId }: { userId: number }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  return (
    <Alert
      type="warning"
      title={t('completeInfo.title')}
      description={t('completeInfo.text')}
      action={
        <Button variant="primary" onClick={() => void navigate(paths.signUpComplete.getHref(userId))} data-testid="checkout-complete-info">
          {t('completeInfo.fillNow')}
        </Button>
      }
      data-testid="checkout-complete-info-notice"
    />
  );
}

/** The same prompt as a dialog, for the moment the buyer tries to order (or the server says 6001). */
export function useCompleteInfoPrompt() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  return useCallback(
    (userId: number) => {
      void confirm({
        title: t('completeInfo.title'),
        content: t('completeInfo.text'),
        okText: t('completeInfo.fillNow'),
        cancelText: t('completeInfo.later'),
        onOk: () => void navigate(paths.signUpComplete.getHref(userId)),
      });
    },
    [navigate, t],
  );
}
