import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, UpdateNicknameBody } from '@clearlot/contract';
import { useUpdateNickname } from '../api/profile';
import { FormField } from '../../../shared/forms/FormField';
import { placeFailure } from '../../../shared/forms/placeFailure';
import { schemaRule } from '../../../shared/forms/rules';
import { Button } from '../../../shared/ui/kit/Button';
import { Input } from '../../../shared/ui/kit/Input';
import { Text } from '../../../shared/ui/kit/Text';
import { toast } from '../../../shared/ui/kit/feedback';
import { EditOutlined } from '../../../shared/ui/kit/icons/EditOutlined';

interface NicknameValues {
  nickname: string;
}

const NICKNAME_MAX = 30;

/** The nickname with an inline editor (/buyer/updateNickname). */
export function NicknameEditor({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation('account');
  const { control, handleSubmit, setError, reset } = useForm<NicknameValues>({ mode: 'onTouched', defaultValues: { nickname: '' } });
  const update = useUpdateNickname();
  const [editing, setEditing] = useState(false);
  const typed = useWatch({ control, name: 'nickname' });

  const startEditing = () => {
    reset({ nickname: nickname ?? '' });
    setEditing(true);
  };

  const save = async (values: NicknameValues) => {
    const parsed = UpdateNicknameBody.safeParse({ nickname: values.nickname });
    if (!parsed.success) return; // the field rule already shows why
    try {
      await update.mutateAsync(parsed.data);
    } catch (error) {
      // this form's one field: whatever the server refused is said under it
      const above = placeFailure(setError, error, { fields: ['nickname'], codes: { [ErrorCatalogue.usernameUnchanged.code]: 'nickname' } });
      if (above) setError('nickname', { type: 'server', message: above }, { shouldFocus: true });
      return;
    }
    toast.success(t('profile.nicknameSaved'));
    setEditing(false);
  };

  if (!editing) {
    return (
      <div className="profile-value">
        {nickname ? <span>{nickname}</span> : <Text tone="secondary">{t('profile.notSet')}</Text>}
        <Button variant="link" size="small" icon={<EditOutlined />} onClick={startEditing} data-testid="profile-nickname-edit">
          {t('profile.editNickname')}
        </Button>
      </div>
    );
  }

  return (
    <form className="profile-inline-form profile-inline-form--wide" noValidate onSubmit={(event) => void handleSubmit(save)(event)}>
      <FormField control={control} name="nickname" rules={{ validate: schemaRule(UpdateNicknameBody.shape.nickname) }}>
        {(field) => (
          <Input
            {...field}
            aria-label={t('profile.nickname')}
            maxLength={NICKNAME_MAX}
            autoFocus
            suffix={
              <Text tone="secondary" small aria-hidden>
                {[...typed].length} / {NICKNAME_MAX}
              </Text>
            }
            data-testid="profile-nickname"
          />
        )}
      </FormField>
      <div className="account-actions">
        <Button variant="primary" htmlType="submit" loading={update.isPending} data-testid="profile-nickname-save">
          {t('profile.save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('profile.cancel')}</Button>
      </div>
    </form>
  );
}
