import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { APPLICATION_DOCUMENT_TYPES, ApplicationStatus } from '@clearlot/contract/rules/applications';
import { type ApplicationView, SaveSellerDraftBody, SubmitSellerApplicationBody } from '@clearlot/contract/schemas/applications';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { currentLanguage } from '../../../shared/i18n/language';
import { Trans, useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { Link } from '../../../shared/router';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Checkbox } from '../../../shared/ui/kit/Checkbox';
import { Input } from '../../../shared/ui/kit/Input';
import { toast } from '../../../shared/ui/kit/feedback';
import { useSaveDraft, useSubmitApplication } from '../api/applications';
import { DocumentField } from './DocumentField';

interface SellerValues {
  companyName: string;
  registrationNumber: string;
  vatNumber: string;
  contactFirstName: string;
  contactLastName: string;
  storeName: string;
  storeLink: string;
  termsAccepted: boolean;
}
type TextField = Exclude<keyof SellerValues, 'termsAccepted'>;

const FIELD_NAMES = ['companyName', 'registrationNumber', 'vatNumber', 'contactFirstName', 'contactLastName', 'storeName', 'storeLink', 'termsAccepted'] as const;
/** what a field must hold to be submitted: the contract's submit rules, one field at a time */
const submitRule = (field: keyof SellerValues) => ({ validate: schemaRule(SubmitSellerApplicationBody.shape[field]) });
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The §3 text fields as the draft keeps them. */
const draftOf = (values: SellerValues): Record<TextField, string> => ({
  companyName: values.companyName,
  registrationNumber: values.registrationNumber,
  vatNumber: values.vatNumber,
  contactFirstName: values.contactFirstName,
  contactLastName: values.contactLastName,
  storeName: values.storeName,
  storeLink: values.storeLink,
});

/** The seller application's §3 fields, its two documents and the seller terms; saved as a draft or submitted for review. */
export function SellerApplicationForm({ draftToken, application }: { draftToken: string; application: ApplicationView }) {
  const { t } = useTranslation('applications');
  const save = useSaveDraft(draftToken);
  const submit = useSubmitApplication(draftToken);
  const [formError, setFormError] = useState<string | null>(null);
  const [documentsMissing, setDocumentsMissing] = useState(false);
  const documents = new Map(application.documents.map((document) => [document.docType, document]));
  const { control, handleSubmit, setError, getValues } = useForm<SellerValues>({
    mode: 'onTouched',
    defaultValues: { ...draftOf({ ...application, termsAccepted: false }), termsAccepted: false },
  });

  /** A draft may have blanks; what is filled in must hold its rule (SaveSellerDraftBody). */
  const onSave = async () => {
    setFormError(null);
    const body = parseForSubmit(setError, SaveSellerDraftBody, { draftToken, ...draftOf(getValues()) });
    if (!body) return;
    const { draftToken: _token, ...fields } = body;
    try {
      await save.mutateAsync(fields);
      toast.success(t('form.saved'));
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: FIELD_NAMES }));
    }
  };

  /** Both documents are there; otherwise each missing one says so. */
  const checkDocuments = () => {
    const missing = APPLICATION_DOCUMENT_TYPES.some((type) => !documents.has(type));
    setDocumentsMissing(missing);
    return !missing;
  };

  const onSubmit = async (values: SellerValues) => {
    setFormError(null);
    if (!checkDocuments()) {
      setFormError(ErrorCatalogue.applicationDocumentsMissing[currentLanguage()]);
      return;
    }
    const body = parseForSubmit(setError, SubmitSellerApplicationBody, { draftToken, ...draftOf(values), termsAccepted: values.termsAccepted });
    if (!body) return;
    const { draftToken: _token, ...fields } = body;
    try {
      await submit.mutateAsync(fields);
      window.scrollTo({ top: 0 });
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: FIELD_NAMES }));
    }
  };

  const text = (name: TextField, label: string, extra: { help?: string; required?: boolean; autoComplete?: string; inputMode?: 'url'; placeholder?: string } = {}) => (
    <FormField control={control} name={name} label={label} help={extra.help} required={extra.required} rules={submitRule(name)}>
      {(field) => (
        <Input {...field} value={field.value} autoComplete={extra.autoComplete} inputMode={extra.inputMode} placeholder={extra.placeholder} data-testid={`apply-${name}`} />
      )}
    </FormField>
  );

  return (
    <form className="application-form" noValidate onSubmit={(event) => void handleSubmit(onSubmit, checkDocuments)(event)} data-testid="apply-form">
      {application.status === ApplicationStatus.Rejected && (
        <Alert
          type="warning"
          className="application-form__notice"
          title={t('form.rejectedTitle')}
          description={
            <>
              <p className="application-form__reason" data-testid="apply-reject-reason">
                {application.rejectReason}
              </p>
              {t('form.rejectedHint')}
            </>
          }
        />
      )}
      {formError && <Alert type="error" title={formError} className="application-form__notice" data-testid="apply-failure" />}
      <h2 className="application-section">{t('form.company')}</h2>
      <div className="application-grid">
        {text('companyName', t('fields.companyName'), { required: true, autoComplete: 'organization' })}
        {text('registrationNumber', t('fields.registrationNumber'), { required: true, help: t('fields.registrationNumberHint') })}
        {text('vatNumber', t('fields.vatNumber'), { help: t('fields.vatNumberHint') })}
      </div>
      <h2 className="application-section">{t('form.contact')}</h2>
      <div className="application-grid">
        {text('contactFirstName', t('fields.contactFirstName'), { required: true, autoComplete: 'given-name' })}
        {text('contactLastName', t('fields.contactLastName'), { required: true, autoComplete: 'family-name' })}
      </div>
      <p className="muted application-form__email">{t('form.emailIs', { email: application.email })}</p>
      <h2 className="application-section">{t('form.store')}</h2>
      <div className="application-grid">
        {text('storeName', t('fields.storeName'), { required: true })}
        {text('storeLink', t('fields.storeLink'), { help: t('fields.storeLinkHint'), inputMode: 'url', placeholder: 'https://' })}
      </div>
      <h2 className="application-section">{t('documents.title')}</h2>
      <div className="application-documents">
        {APPLICATION_DOCUMENT_TYPES.map((type) => (
          <DocumentField key={type} draftToken={draftToken} docType={type} document={documents.get(type)} missing={documentsMissing && !documents.has(type)} />
        ))}
      </div>
      <FormField control={control} name="termsAccepted" rules={submitRule('termsAccepted')}>
        {(field) => (
          <Checkbox checked={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} data-testid="apply-terms">
            <Trans
              text={t('form.terms')}
              components={{
                conduct: <Link to={paths.policy.getHref('sellerCodeOfConduct')} {...newTab} />,
                opening: <Link to={paths.policy.getHref('storeOpeningNotice')} {...newTab} />,
              }}
            />
          </Checkbox>
        )}
      </FormField>
      <div className="application-actions">
        <Button variant="primary" htmlType="submit" size="large" loading={submit.isPending} data-testid="apply-submit">
          {application.status === ApplicationStatus.Rejected ? t('form.resubmit') : t('form.submit')}
        </Button>
        <Button size="large" onClick={() => void onSave()} loading={save.isPending} keepsFocus data-testid="apply-save">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
