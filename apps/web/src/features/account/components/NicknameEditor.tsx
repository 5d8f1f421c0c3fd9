import { useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ErrorCatalogue, UpdateNicknameBody } from '@clearlot/contract';
import { useUpdateNickname } from '../api/profile';
import { placeFailure } from '../../../shared/forms/serverErrors';
import { schemaRule } from '../../../shared/forms/validation';

interface NicknameValues {
  nickname?: string;
}

const NICKNAME_MAX = 30;

/** The nickname with an inline editor (/buyer/updateNickname). */
export function NicknameEditor({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<NicknameValues>();
  const update = useUpdateNickname();
  const [editing, setEditing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const startEditing = () => {
    form.setFieldsValue({ nickname: nickname ?? '' });
    setFormError(null);
    setEditing(true);
  };

  const save = async (values: NicknameValues) => {
    setFormError(null);
    const parsed = UpdateNicknameBody.safeParse({ nickname: values.nickname ?? '' });
    if (!parsed.success) return; // the field rule already shows why
    try {
      await update.mutateAsync(parsed.data);
    } catch (error) {
      setFormError(placeFailure(form, error, { fields: ['nickname'], codes: { [ErrorCatalogue.usernameUnchanged.code]: 'nickname' } }));
      return;
    }
    void message.success(t('profile.nicknameSaved'));
    setEditing(false);
  };

  if (!editing) {
    return (
      <Flex gap={8} align="center" wrap>
        {nickname ? <span>{nickname}</span> : <Typography.Text type="secondary">{t('profile.notSet')}</Typography.Text>}
        <Button type="link" size="small" icon={<EditOutlined />} onClick={startEditing} data-testid="profile-nickname-edit">
          {t('profile.editNickname')}
        </Button>
      </Flex>
    );
  }

  return (
    <Form form={form} layout="inline" onFinish={(values) => void save(values)} style={{ rowGap: 8 }}>
      <Form.Item
        name="nickname"
        rules={[schemaRule(UpdateNicknameBody.shape.nickname)]}
        help={formError ?? undefined}
        validateStatus={formError ? 'error' : undefined}
        style={{ flex: 1, minWidth: 200 }}
      >
        <Input aria-label={t('profile.nickname')} maxLength={NICKNAME_MAX} showCount autoFocus data-testid="profile-nickname" />
      </Form.Item>
      <Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-nickname-save">
            {t('profile.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('profile.cancel')}</Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}
