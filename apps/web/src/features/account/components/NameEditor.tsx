import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { UpdateNameBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { schemaRule } from '../../../shared/forms/rules';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { Text } from '../../../shared/ui/kit/Text';
import { toast } from '../../../shared/ui/kit/feedback';
import { EditOutlined } from '../../../shared/ui/kit/icons/EditOutlined';
import { useProfileChange } from '../api/profile';

interface NameValues {
  firstName: string;
  lastName: string;
}

const NAME_MAX = 50;

/** The first and last name (§3) with an inline editor (/buyer/updateName). */
export function NameEditor({ firstName, lastName }: { firstName: string | null; lastName: string | null }) {
  const { t } = useTranslation('account');
  const { control, handleSubmit, setError, reset } = useForm<NameValues>({ mode: 'onTouched', defaultValues: { firstName: '', lastName: '' } });
  const update = useProfileChange(ApiPath.user.updateName);
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const fullName = [firstName, lastName].filter(Boolean).join(' ');

  const save = async (values: NameValues) => {
    setFormError(null);
    const parsed = UpdateNameBody.safeParse({ firstName: values.firstName, lastName: values.lastName });
    if (!parsed.success) return;
    try {
      await update.mutateAsync(parsed.data);
    } catch (error) {
      setFormError(placeFailure(setError, error, { fields: ['firstName', 'lastName'] }));
      return;
    }
    toast.success(t('profile.nameSaved'));
    setEditing(false);
  };

  if (!editing) {
    return (
      <div className="profile-value">
        {fullName ? <span>{fullName}</span> : <Text tone="secondary">{t('profile.notGiven')}</Text>}
        <Button
          variant="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => {
            reset({ firstName: firstName ?? '', lastName: lastName ?? '' });
            setFormError(null);
            setEditing(true);
          }}
          data-testid="profile-name-edit"
        >
          {t('profile.editNickname')}
        </Button>
      </div>
    );
  }

  return (
    <form className="profile-inline-form" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <FormField control={control} name="firstName" rules={{ validate: schemaRule(UpdateNameBody.shape.firstName) }}>
        {(field) => (
          <Input
            {...field}
            aria-label={t('profile.firstName')}
            placeholder={t('profile.firstName')}
            maxLength={NAME_MAX}
            autoComplete="given-name"
            autoFocus
            data-testid="profile-first-name"
          />
        )}
      </FormField>
      <FormField control={control} name="lastName" rules={{ validate: schemaRule(UpdateNameBody.shape.lastName) }}>
        {(field) => (
          <Input
            {...field}
            aria-label={t('profile.lastName')}
            placeholder={t('profile.lastName')}
            maxLength={NAME_MAX}
            autoComplete="family-name"
            data-testid="profile-last-name"
          />
        )}
      </FormField>
      <div className="account-actions">
        <Button variant="primary" htmlType="submit" loading={update.isPending} data-testid="profile-name-save">
          {t('profile.save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('profile.cancel')}</Button>
      </div>
      {formError ? (
        <Text tone="danger" role="alert">
          {formError}
        </Text>
      ) : null}
    </form>
  );
}
