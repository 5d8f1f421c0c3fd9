import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AFTER_SALE_PHOTOS_MAX, AFTER_SALE_TEXT_MAX } from '@clearlot/contract/rules/afterSales';
import { RETURN_PHOTOS_MAX, RETURN_TEXT_MAX } from '@clearlot/contract/rules/returns';
import { ApplyAfterSaleBody } from '@clearlot/contract/schemas/afterSales';
import { ApplyReturnBody } from '@clearlot/contract/schemas/returns';
import { useNavigate } from '../../../../shared/router';
import { FormError } from '../../../../shared/forms/FormError';
import { FormField } from '../../../../shared/forms/FormField';
import { placeFailure } from '../../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../../shared/forms/rules';
import { currentLanguage } from '../../../../shared/i18n/language';
import { useTranslation } from '../../../../shared/i18n/useTranslation';
import { paths } from '../../../../shared/paths';
import { Button } from '../../../../shared/ui/kit/Button';
import { ButtonLink } from '../../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../../shared/ui/kit/Card';
import { Flex } from '../../../../shared/ui/kit/Flex';
import { TextArea } from '../../../../shared/ui/kit/Input';
import { Select } from '../../../../shared/ui/kit/Select';
import { ImageUpload } from '../../../../shared/upload/ImageUpload';
import { useApplyRequest } from '../../api/requests';
import {
  type ApplyProblem,
  type ApplySource,
  type ApplyValues,
  PROBLEM_FIELD,
  afterSaleBody,
  applyProblems,
  formFieldOf,
  initialApplyValues,
  reasonChoices,
  returnBody,
  unitsLeft,
} from '../../model/applyForm';
import { RequestCountdown } from '../RequestCountdown';
import { AfterSaleItemFields } from './AfterSaleItemFields';
import { ReturnItemsFields } from './ReturnItemsFields';

/** The form fields a server's answer may name (as placeFailure reads them). */
const FIELDS = ['reason', 'photos', 'notes', 'orderItemId', 'receiptStatus', 'applyQuantity', 'applyAmount', 'returnQuantity'] as const;
const RENAMED = { lines: 'quantities', kind: 'returnKind', reasonText: 'words', description: 'words' } as const;

/**
 * The one apply form of both kinds of request (docs/product.md §2 ApplyAfterSale; §3 return, after-sales):
 * the time left to ask, the kind's own part (ReturnItemsFields or AfterSaleItemFields), then what both ask —
 * a reason of the kind, the buyer's words (required for "other"), photos and, for a return, notes. Each field
 * shows its problem once left or on submit (model/applyForm.ts applyProblems); the body is then checked by
 * the contract's schema and sent once per client key; the server's refusal lands on its field or above the
 * buttons. A sent request opens on its own page.
 */
export function ApplyRequestForm({ source, fromItemId }: { source: ApplySource; fromItemId: number | null }) {
  const { t } = useTranslation('requests');
  const language = currentLanguage();
  const navigate = useNavigate();
  const apply = useApplyRequest();
  const [clientKey] = useState(() => crypto.randomUUID());
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm<ApplyValues>({ mode: 'onTouched', defaultValues: initialApplyValues(source, fromItemId) });
  const [returnKind, orderItemId] = useWatch({ control, name: ['returnKind', 'orderItemId'] });
  const kind = source.kind;
  const textMax = kind === 'return' ? RETURN_TEXT_MAX : AFTER_SALE_TEXT_MAX;
  const windowClosesAt = source.kind === 'return' ? source.order.windowClosesAt : source.order.closesAt;

  const problemText = (problem: ApplyProblem): string => {
    switch (problem) {
      case 'noLines':
        return t('apply.noLines');
      case 'line':
        return t('apply.lineRequired');
      case 'quantity': {
        const line = source.kind === 'afterSale' ? source.order.lines.find((candidate) => candidate.orderItemId === orderItemId) : undefined;
        return t('apply.quantityInvalid', { count: line ? unitsLeft(line) : 0 });
      }
      case 'amount':
        return t('apply.amountInvalid');
      case 'reason':
        return t('apply.reasonRequired');
      case 'words':
        return t('apply.wordsRequired');
    }
  };
  /** A field's rule: the form's problem shown on it, if any (one home for the rules: applyProblems). */
  const ruleFor = (field: keyof ApplyValues) => ({
    validate: (_value: unknown, values: ApplyValues): true | string => {
      const problem = applyProblems(source, values).find((candidate) => PROBLEM_FIELD[candidate] === field);
      return problem ? problemText(problem) : true;
    },
  });

  const send = async (request: Parameters<typeof apply.mutateAsync>[0]) => {
    try {
      const requestNo = await apply.mutateAsync(request);
      void navigate(request.kind === 'return' ? paths.returnDetail.getHref(requestNo) : paths.afterSaleDetail.getHref(requestNo), { replace: true });
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: FIELDS, renamed: RENAMED }));
    }
  };
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    if (source.kind === 'return') {
      const body = parseForSubmit(setError, ApplyReturnBody, returnBody(source.order, values, clientKey), formFieldOf);
      if (body) await send({ kind: 'return', body });
    } else {
      const body = parseForSubmit(setError, ApplyAfterSaleBody, afterSaleBody(source.order, values, clientKey), formFieldOf);
      if (body) await send({ kind: 'afterSale', body });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="request-apply" data-testid={kind === 'return' ? 'return-apply' : 'after-sale-apply'}>
      {windowClosesAt !== null && (
        <p className="request-apply__window" data-testid="apply-window">
          {t(`apply.windowLeft.${kind}`)} <RequestCountdown until={windowClosesAt} data-testid="apply-countdown" />
        </p>
      )}

      {source.kind === 'return' ? (
        <ReturnItemsFields order={source.order} control={control} setValue={setValue} quantitiesRule={ruleFor('quantities')} />
      ) : (
        <AfterSaleItemFields order={source.order} control={control} setValue={setValue} ruleFor={ruleFor} />
      )}

      {(kind === 'return' || orderItemId !== null) && (
        <Card title={t(`apply.details.${kind}`)}>
          <FormField control={control} name="reason" label={t('apply.reason')} required rules={ruleFor('reason')}>
            {(field) => (
              <Select
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder={t('apply.reasonPlaceholder')}
                options={reasonChoices(kind, returnKind).map((choice) => ({ value: choice.code, label: choice.name[language] }))}
                data-testid="apply-reason"
              />
            )}
          </FormField>
          <FormField
            control={control}
            name="words"
            label={t(`apply.words.${kind}`)}
            rules={{
              validate: (value, values) => {
                const problem = ruleFor('words').validate(value, values);
                return problem === true ? schemaRule(kind === 'return' ? ApplyReturnBody.shape.reasonText : ApplyAfterSaleBody.shape.description)(value) : problem;
              },
            }}
          >
            {(field) => <TextArea {...field} rows={3} maxLength={textMax} showCount data-testid="apply-text" />}
          </FormField>
          <div className="request-apply__photos">
            <p className="request-apply__label">{t('apply.photos')}</p>
            <FormField control={control} name="photos">
              {(field) => (
                <ImageUpload
                  value={field.value}
                  onChange={field.onChange}
                  maxCount={kind === 'return' ? RETURN_PHOTOS_MAX : AFTER_SALE_PHOTOS_MAX}
                  label={t(`apply.photosLabel.${kind}`)}
                  appName="srs-order-service"
                />
              )}
            </FormField>
          </div>
          {kind === 'return' && (
            <FormField control={control} name="notes" label={t('apply.notes')} rules={{ validate: schemaRule(ApplyReturnBody.shape.notes) }}>
              {(field) => <TextArea {...field} rows={3} maxLength={RETURN_TEXT_MAX} showCount data-testid="apply-notes" />}
            </FormField>
          )}
        </Card>
      )}

      <FormError message={formError} />
      <Flex wrap gap="small" className="request-actions">
        <Button variant="primary" htmlType="submit" loading={apply.isPending} data-testid="apply-submit">
          {t('apply.submit')}
        </Button>
        <ButtonLink to={paths.orderDetail.getHref(source.order.orderNo)}>{t('apply.backToOrder')}</ButtonLink>
      </Flex>
    </form>
  );
}
