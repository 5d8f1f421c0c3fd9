import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { AskInterventionBody } from '@clearlot/contract/schemas/returns';
import { RETURN_TEXT_MAX } from '@clearlot/contract/rules/returns';
import { FormField } from '../../../shared/forms/FormField';
import { schemaRule } from '../../../shared/forms/rules';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { Dialog } from '../../../shared/ui/kit/Dialog';
import { TextArea } from '../../../shared/ui/kit/Input';

/**
 * The buyer asks the platform to step in, saying why: while the goods owner has not decided a return, or
 * until the appeal deadline once the goods owner refused either kind (issue 31 item 8). Both kinds take
 * the same words (AskInterventionBody and AfterSaleReasonBody: required, at most 500 characters).
 */
export function AskPlatformDialog({
  requestNo,
  open,
  pending,
  onSubmit,
  onClose,
}: {
  requestNo: string;
  open: boolean;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('requests');
  const formId = useId();
  const { control, handleSubmit } = useForm<{ reason: string }>({ mode: 'onTouched', defaultValues: { reason: '' } });
  const submit = handleSubmit(({ reason }) => onSubmit(reason.trim()));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('intervene.title', { requestNo })}
      width={520}
      closeOnBackdrop={false}
      footer={
        <>
          <Button onClick={onClose}>{t('actions.back')}</Button>
          <Button variant="primary" htmlType="submit" form={formId} loading={pending}>
            {t('intervene.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <FormField control={control} name="reason" label={t('intervene.reason')} required rules={{ validate: schemaRule(AskInterventionBody.shape.reason) }}>
          {(field) => <TextArea {...field} rows={4} maxLength={RETURN_TEXT_MAX} showCount data-testid="reason-text" />}
        </FormField>
      </form>
    </Dialog>
  );
}
