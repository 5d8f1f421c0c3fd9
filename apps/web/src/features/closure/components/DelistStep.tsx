import { useState } from 'react';
import type { ClosureCheck } from '@clearlot/contract';
import { ApiError } from '../../../shared/http/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { toast } from '../../../shared/ui/kit/feedback';
import { useDelistForClosure } from '../api/closure';
import { ConfirmStep } from './ConfirmStep';

interface DelistStepProps {
  code: string;
  check: ClosureCheck;
  onChecked: (check: ClosureCheck) => void;
  onCodeFailed: (error: ApiError) => boolean;
  onNext: () => void;
}

/** Step 3: a goods owner takes every product off sale (after a confirmation); anyone else moves on. */
export function DelistStep({ code, check, onChecked, onCodeFailed, onNext }: DelistStepProps) {
  const { t } = useTranslation('closure');
  const delist = useDelistForClosure();
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const takeOff = async () => {
    setFailure(null);
    try {
      const result = await delist.mutateAsync(code);
      onChecked(result.check);
      toast.success(t('delist.done', { count: result.delisted }));
    } catch (error) {
      if (!(error instanceof ApiError && onCodeFailed(error))) setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <div className="closure-step closure-step--wide">
      {failure && <Alert type="error" title={failure} />}
      {!check.goodsOwner ? (
        <p>{t('delist.noShop')}</p>
      ) : check.listedProducts > 0 ? (
        <>
          <p data-testid="closure-listed">{t('delist.text', { count: check.listedProducts })}</p>
          <div>
            <Button danger onClick={() => setAsking(true)} loading={delist.isPending} data-testid="closure-delist">
              {t('delist.action')}
            </Button>
          </div>
        </>
      ) : (
        <p>{t('delist.none')}</p>
      )}
      <div>
        <Button variant="primary" disabled={check.listedProducts > 0} onClick={onNext} data-testid="closure-delist-next">
          {t('delist.next')}
        </Button>
      </div>
      <ConfirmStep
        open={asking}
        title={t('delist.confirmTitle')}
        text={t('delist.confirmText', { count: check.listedProducts })}
        okText={t('delist.confirmOk')}
        cancelText={t('back')}
        running={delist.isPending}
        onOk={() => void takeOff()}
        onCancel={() => setAsking(false)}
        okTestId="closure-delist-confirm"
      />
    </div>
  );
}
