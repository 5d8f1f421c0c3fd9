import { useState } from 'react';
import { ErrorCatalogue, type ClosureCheck } from '@clearlot/contract';
import { ApiError } from '../../../shared/http/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { Steps } from '../../../shared/ui/kit/Steps';
import { useClosureCheck } from '../api/closure';
import { BlockerList } from '../components/BlockerList';
import { CodeStep } from '../components/CodeStep';
import { DelistStep } from '../components/DelistStep';
import { PasswordStep } from '../components/PasswordStep';
import '../components/closure.css';

/** The code's refusals: once it has expired or been used up, the holder starts again from step 1. */
const CODE_FAILURES: readonly number[] = [ErrorCatalogue.verificationCodeWrong.code, ErrorCatalogue.verificationCodeNotRequested.code];

type Step = 0 | 1 | 2 | 3;

/**
 * /home/LogOff (docs/product.md §2 LogOff, §4 "Account closure steps: verify e-mail code, check pending
 * orders, delist all products, enter password to close"): each step opens the next; the server checks
 * everything again when the account is closed.
 */
export default function LogOffPage() {
  const { t } = useTranslation('closure');
  const [step, setStep] = useState<Step>(0);
  const [code, setCode] = useState('');
  const [check, setCheck] = useState<ClosureCheck | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const recheck = useClosureCheck();

  /** A later step's code refusal: back to step 1 with the reason. */
  const onCodeFailed = (error: ApiError): boolean => {
    if (!CODE_FAILURES.includes(error.code)) return false;
    setNotice(t('codeExpired'));
    setCheck(null);
    setStep(0);
    return true;
  };

  const checkAgain = () =>
    recheck.mutate(code, {
      onSuccess: setCheck,
      onError: (error) => {
        if (error instanceof ApiError) onCodeFailed(error);
      },
    });

  const blocked = check !== null && check.blockers.length > 0;
  return (
    <div className="closure-page">
      <h1 className="closure-page__title">{t('title')}</h1>
      <Alert type="info" title={t('intro')} />
      <Card>
        <div className="closure-panel">
          <Steps
            current={step}
            items={[{ title: t('steps.code') }, { title: t('steps.check') }, { title: t('steps.delist') }, { title: t('steps.password') }]}
            label={t('steps.label')}
            stateLabels={{ done: t('steps.done'), current: t('steps.current') }}
          />
          {step === 0 && (
            <CodeStep
              notice={notice}
              onChecked={(typed, result) => {
                setNotice(null);
                setCode(typed);
                setCheck(result);
                setStep(1);
              }}
            />
          )}
          {step === 1 && check && (
            <div className="closure-step closure-step--widest">
              {blocked ? <BlockerList blockers={check.blockers} /> : <Alert type="success" title={t('check.clear')} data-testid="closure-clear" />}
              <div className="closure-actions">
                <Button onClick={checkAgain} loading={recheck.isPending} data-testid="closure-check-again">
                  {t('check.again')}
                </Button>
                <Button variant="primary" disabled={blocked} onClick={() => setStep(2)} data-testid="closure-check-next">
                  {t('check.next')}
                </Button>
              </div>
            </div>
          )}
          {step === 2 && check && <DelistStep code={code} check={check} onChecked={setCheck} onCodeFailed={onCodeFailed} onNext={() => setStep(3)} />}
          {step === 3 && <PasswordStep code={code} onCodeFailed={onCodeFailed} />}
          {step > 0 && (
            <div>
              <Button variant="link" onClick={() => setStep((step - 1) as Step)} data-testid="closure-back">
                {t('back')}
              </Button>
            </div>
          )}
        </div>
      </Card>
    </div>
  );
}
