import { LockOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';

/** The password: changed on ModifyPwd with the current one (a forgotten one is reset there by e-mail). */
export function PasswordCard() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <Card>
      <Flex gap={16} align="center" justify="space-between" wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
            {t('safe.passwordTitle')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('safe.passwordText')}</Typography.Text>
        </Flex>
        <Button icon={<LockOutlined />} onClick={() => void navigate(paths.modifyPassword.getHref())} data-testid="safe-change-password">
          {t('safe.changePassword')}
        </Button>
      </Flex>
    </Card>
  );
}
