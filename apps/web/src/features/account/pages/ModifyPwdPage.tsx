import { Flex, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { ChangePasswordForm } from '../components/ChangePasswordForm';

/** /home/ModifyPwd: change the password with the current one. */
export default function ModifyPwdPage() {
  const { t } = useTranslation('account');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {t('password.title')}
      </Typography.Title>
      <ChangePasswordForm />
    </Flex>
  );
}
