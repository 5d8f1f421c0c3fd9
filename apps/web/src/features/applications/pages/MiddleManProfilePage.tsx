import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { ApplicationStatus, UK_REGIONS, type UkRegion } from '@clearlot/contract/rules/applications';
import { type ApplicationView, MiddleManProfileBody } from '@clearlot/contract/schemas/applications';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { parseForSubmit, schemaRule } from '../../../shared/forms/rules';
import { currentLanguage } from '../../../shared/i18n/language';
import { Trans, useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { Link } from '../../../shared/router';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { Checkbox } from '../../../shared/ui/kit/Checkbox';
import { CheckboxGroup } from '../../../shared/ui/kit/CheckboxGroup';
import { Input } from '../../../shared/ui/kit/Input';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Text } from '../../../shared/ui/kit/Text';
import { toast } from '../../../shared/ui/kit/feedback';
import { useCategories, useMiddleManProfile, useSaveMiddleMan } from '../api/applications';
import { ApplicationHistory } from '../components/ApplicationHistory';
import { ApplicationStatusTag } from '../components/ApplicationStatusTag';
import { regionName } from '../model/display';
import '../applications.css';

interface MiddleManValues {
  companyName: string;
  registrationNumber: string;
  contactFirstName: string;
  contactLastName: string;
  regions: UkRegion[];
  categoryIds: number[];
  termsAccepted: boolean;
}
const FIELD_NAMES = ['companyName', 'registrationNumber', 'contactFirstName', 'contactLastName', 'regions', 'categoryIds', 'termsAccepted'] as const;
/** a field's rule: the contract's MiddleManProfileBody, one field at a time */
const rule = (field: keyof MiddleManValues) => ({ validate: schemaRule(MiddleManProfileBody.shape[field]) });
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * /home/MiddleManProfile (docs/product.md §6, §7 /middleMenInfo/*): the intermediary who sources
 * surplus for buyers — company, contact, regions and categories served — applied for and reviewed
 * like a seller application. Approval lets the account buy (docs/decisions.md, Applications).
 */
export default function MiddleManProfilePage() {
  const { t } = useTranslation('applications');
  const profile = useMiddleManProfile();
  return (
    <section className="application-page" aria-labelledby="middle-man-title">
      <header className="application-page__header">
        <h1 id="middle-man-title" className="application-page__title">
          {t('middleMan.title')}
        </h1>
        <p className="muted">{t('middleMan.intro')}</p>
        <Link to={paths.distribution.getHref()}>{t('middleMan.back')}</Link>
      </header>
      {profile.isError ? (
        <LoadFailed onRetry={() => void profile.refetch()} />
      ) : profile.isPending ? (
        <Skeleton rows={8} label={t('a11y.loading', { ns: 'common' })} />
      ) : (
        <ProfileForm key={profile.data?.applicationNo ?? 'new'} existing={profile.data ?? null} />
      )}
    </section>
  );
}

function ProfileForm({ existing }: { existing: ApplicationView | null }) {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const categories = useCategories();
  const save = useSaveMiddleMan(existing !== null);
  const [formError, setFormError] = useState<string | null>(null);
  const approved = existing?.status === ApplicationStatus.Approved;
  const { control, handleSubmit, setError } = useForm<MiddleManValues>({
    mode: 'onTouched',
    defaultValues: {
      companyName: existing?.companyName ?? '',
      registrationNumber: existing?.registrationNumber ?? '',
      contactFirstName: existing?.contactFirstName ?? '',
      contactLastName: existing?.contactLastName ?? '',
      regions: existing?.regions ?? [],
      categoryIds: existing?.categoryIds ?? [],
      termsAccepted: false,
    },
  });
  const topCategories = (categories.data ?? []).filter((category) => category.parentId === 0);

  const submit = async (values: MiddleManValues) => {
    setFormError(null);
    const body = parseForSubmit(setError, MiddleManProfileBody, {
      ...values,
      companyName: values.companyName.trim(),
      registrationNumber: values.registrationNumber.trim(),
      contactFirstName: values.contactFirstName.trim(),
      contactLastName: values.contactLastName.trim(),
    });
    if (!body) return;
    try {
      await save.mutateAsync(body);
      toast.success(existing ? t('middleMan.updated') : t('middleMan.submitted'));
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: FIELD_NAMES, codes: { [ErrorCatalogue.applicationCategoryUnknown.code]: 'categoryIds' } }));
    }
  };

  const text = (
    name: 'companyName' | 'registrationNumber' | 'contactFirstName' | 'contactLastName',
    label: string,
    extra: { help?: string; locked?: boolean; autoComplete?: string } = {},
  ) => (
    <FormField control={control} name={name} label={label} help={extra.help} required rules={rule(name)}>
      {(field) => <Input {...field} disabled={extra.locked} autoComplete={extra.autoComplete} data-testid={`mm-${name}`} />}
    </FormField>
  );

  return (
    <Card>
      {existing && (
        <div className="application-heading">
          <Text>
            {t('entry.number')} <Text strong>{existing.applicationNo}</Text>
          </Text>
          <ApplicationStatusTag status={existing.status} />
        </div>
      )}
      {existing?.status === ApplicationStatus.Rejected && (
        <Alert
          type="warning"
          className="application-form__notice"
          title={t('form.rejectedTitle')}
          description={
            <>
              {existing.rejectReason}
              <br />
              {t('mine.resubmitMiddleMan')}
            </>
          }
        />
      )}
      {approved && <Alert type="success" className="application-form__notice" title={t('middleMan.approved')} />}
      {formError && <Alert type="error" className="application-form__notice" title={formError} />}
      <form className="application-form" noValidate onSubmit={(event) => void handleSubmit(submit)(event)} data-testid="middle-man-form">
        <div className="application-grid">
          {text('companyName', t('fields.companyName'), { locked: approved, autoComplete: 'organization' })}
          {text('registrationNumber', t('fields.registrationNumber'), { locked: approved, help: t('fields.registrationNumberHint') })}
          {text('contactFirstName', t('fields.contactFirstName'), { autoComplete: 'given-name' })}
          {text('contactLastName', t('fields.contactLastName'), { autoComplete: 'family-name' })}
        </div>
        <FormField control={control} name="regions" label={t('middleMan.regions')} required rules={rule('regions')}>
          {(field) => (
            <CheckboxGroup<UkRegion>
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              columns={3}
              options={UK_REGIONS.map((region) => ({ value: region, label: regionName(region, language) }))}
              data-testid="mm-regions"
            />
          )}
        </FormField>
        <FormField control={control} name="categoryIds" label={t('middleMan.categories')} required rules={rule('categoryIds')}>
          {(field) =>
            categories.isError ? (
              <LoadFailed title={t('middleMan.categoriesFailed')} onRetry={() => void categories.refetch()} />
            ) : categories.isPending ? (
              <Skeleton rows={3} title={false} label={t('a11y.loading', { ns: 'common' })} />
            ) : (
              <CheckboxGroup<number>
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                columns={3}
                options={topCategories.map((category) => ({ value: category.id, label: language === 'zh' ? category.categoryName : category.categoryNameEn }))}
                data-testid="mm-categories"
              />
            )
          }
        </FormField>
        <FormField control={control} name="termsAccepted" rules={rule('termsAccepted')}>
          {(field) => (
            <Checkbox checked={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} data-testid="mm-terms">
              <Trans text={t('middleMan.terms')} components={{ conduct: <Link to={paths.policy.getHref('sellerCodeOfConduct')} {...newTab} /> }} />
            </Checkbox>
          )}
        </FormField>
        <Button variant="primary" htmlType="submit" loading={save.isPending} data-testid="mm-submit">
          {existing === null ? t('middleMan.apply') : existing.status === ApplicationStatus.Rejected ? t('form.resubmit') : t('middleMan.update')}
        </Button>
      </form>
      {existing && (
        <>
          <h2 className="application-section">{t('history.title')}</h2>
          <ApplicationHistory history={existing.history} />
        </>
      )}
    </Card>
  );
}
