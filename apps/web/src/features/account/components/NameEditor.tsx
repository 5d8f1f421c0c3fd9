import { EditOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { UpdateNameBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { schemaRule } from '../../../shared/forms/validation';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useProfileChange } from '../api/profile';

interface NameValues {
  firstName?: string;
  lastName?: string;
}

const NAME_MAX = 50;

/** The first and last name (§3) with an inline editor (/buyer/updateName). */
export function NameEditor({ firstName, lastName }: { firstName: string | null; lastName: string | null }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<NameValues>();
  const update = useProfileChange(ApiPath.user.updateName);
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const fullName = [firstName, lastName].filter(Boolean).join(' ');

  const save = async (values: NameValues) => {
    setFormError(null);
    const parsed = UpdateNameBody.safeParse({ firstName: values.firstName ?? '', lastName: values.lastName ?? '' });
    if (!parsed.success) return;
    try {
      await update.mutateAsync(parsed.data);
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['firstName', 'lastName'] }));
      return;
    }
    void message.success(t('profile.nameSaved'));
    setEditing(false);
  };

  if (!editing) {
    return (
      <Flex gap={8} align="center" wrap>
        {fullName ? <span>{fullName}</span> : <Typography.Text type="secondary">{t('profile.notGiven')}</Typography.Text>}
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => {
            form.setFieldsValue({ firstName: firstName ?? '', lastName: lastName ?? '' });
            setFormError(null);
            setEditing(true);
          }}
          data-testid="profile-name-edit"
        >
          {t('profile.editNickname')}
        </Button>
      </Flex>
    );
  }

  return (
    <Form form={form} layout="inline" onFinish={(values) => void save(values)} style={{ rowGap: 8 }}>
      <Form.Item name="firstName" rules={[schemaRule(UpdateNameBody.shape.firstName)]} style={{ flex: 1, minWidth: 140 }}>
        <Input aria-label={t('profile.firstName')} placeholder={t('profile.firstName')} maxLength={NAME_MAX} autoComplete="given-name" autoFocus data-testid="profile-first-name" />
      </Form.Item>
      <Form.Item name="lastName" rules={[schemaRule(UpdateNameBody.shape.lastName)]} style={{ flex: 1, minWidth: 140 }}>
        <Input aria-label={t('profile.lastName')} placeholder={t('profile.lastName')} maxLength={NAME_MAX} autoComplete="family-name" data-testid="profile-last-name" />
      </Form.Item>
      <Form.Item help={formError ?? undefined} validateStatus={formError ? 'error' : undefined}>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-name-save">
            {t('profile.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('profile.cancel')}</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
