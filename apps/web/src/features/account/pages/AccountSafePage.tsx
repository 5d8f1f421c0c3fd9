import { Flex, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { PasswordCard } from '../components/PasswordCard';
import { TwoStepVerificationCard } from '../components/TwoStepVerificationCard';

/** /home/AccountSafe: two-step verification and the password. */
export default function AccountSafePage() {
  const { t } = useTranslation('account');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {t('safe.title')}
      </Typography.Title>
      <TwoStepVerificationCard />
      <PasswordCard />
    </Flex>
  );
}
