import { useState } from 'react';
import { App, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, UpdateSecondAuthButtonBody } from '@clearlot/contract';
import { useUpdateSecondAuthButton } from '../api/secondAuth';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { schemaRule } from '../../../shared/forms/validation';

interface CodeValues {
  code?: string;
}

interface TwoStepCodeFormProps {
  /** the state the code confirms: true turns two-step verification on, false turns it off */
  enable: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** The authenticator's current code, which confirms turning two-step verification on or off. */
export function TwoStepCodeForm({ enable, onDone, onCancel }: TwoStepCodeFormProps) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<CodeValues>();
  const update = useUpdateSecondAuthButton();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: CodeValues) => {
    setFormError(null);
    const parsed = UpdateSecondAuthButtonBody.safeParse({ enabled: enable, code: values.code ?? '' });
    if (!parsed.success) return; // the field rule already shows why
    try {
      await update.mutateAsync(parsed.data);
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['code'], codes: { [ErrorCatalogue.oneTimePasswordWrong.code]: 'code' } }));
      return;
    }
    void message.success(enable ? t('safe.turnedOn') : t('safe.turnedOff'));
    onDone();
  };

  return (
    <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 360 }}>
      <Form.Item
        name="code"
        label={enable ? t('safe.codeLabelEnable') : t('safe.codeLabelDisable')}
        rules={[schemaRule(UpdateSecondAuthButtonBody.shape.code)]}
        normalize={(value: string) => value.replace(/\D/g, '').slice(0, 6)}
        help={formError ?? undefined}
        validateStatus={formError ? 'error' : undefined}
      >
        <Input inputMode="numeric" autoComplete="one-time-code" autoFocus style={{ letterSpacing: 4 }} data-testid="twofa-code" />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" danger={!enable} loading={update.isPending} data-testid="twofa-confirm">
          {enable ? t('safe.confirmEnable') : t('safe.confirmDisable')}
        </Button>
        <Button onClick={onCancel}>{t('safe.cancel')}</Button>
      </Flex>
    </Form>
  );
}
