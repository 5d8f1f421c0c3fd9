import { Alert, App, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { ClosureCheck } from '@clearlot/contract';
import { ApiError } from '../../../shared/http/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDelistForClosure } from '../api/closure';

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
  const { modal, message } = App.useApp();
  const delist = useDelistForClosure();
  const [failure, setFailure] = useState<string | null>(null);

  const takeOff = () =>
    modal.confirm({
      title: t('delist.confirmTitle'),
      content: t('delist.confirmText', { count: check.listedProducts }),
      okText: t('delist.confirmOk'),
      okButtonProps: { danger: true, 'data-testid': 'closure-delist-confirm' },
      cancelText: t('back'),
      onOk: async () => {
        setFailure(null);
        try {
          const result = await delist.mutateAsync(code);
          onChecked(result.check);
          void message.success(t('delist.done', { count: result.delisted }));
        } catch (error) {
          if (error instanceof ApiError && onCodeFailed(error)) return;
          setFailure(error instanceof Error ? error.message : String(error));
        }
      },
    });

  return (
    <Flex vertical gap={12} style={{ maxWidth: 560 }}>
      {failure && <Alert type="error" showIcon title={failure} />}
      {!check.goodsOwner ? (
        <Typography.Paragraph style={{ margin: 0 }}>{t('delist.noShop')}</Typography.Paragraph>
      ) : check.listedProducts > 0 ? (
        <>
          <Typography.Paragraph style={{ margin: 0 }} data-testid="closure-listed">
            {t('delist.text', { count: check.listedProducts })}
          </Typography.Paragraph>
          <div>
            <Button danger onClick={takeOff} loading={delist.isPending} data-testid="closure-delist">
              {t('delist.action')}
            </Button>
          </div>
        </>
      ) : (
        <Typography.Paragraph style={{ margin: 0 }}>{t('delist.none')}</Typography.Paragraph>
      )}
      <div>
        <Button type="primary" disabled={check.listedProducts > 0} onClick={onNext} data-testid="closure-delist-next">
          {t('delist.next')}
        </Button>
      </div>
    </Flex>
  );
}
