import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate } from '../../../shared/router';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { PasswordCard } from '../components/PasswordCard';
import { TwoStepVerificationCard } from '../components/TwoStepVerificationCard';

/** Closing the account (issue 14): its four steps are on /home/LogOff; the texts are the closure namespace's. */
function CloseAccountCard() {
  const { t } = useTranslation('closure');
  const navigate = useNavigate();
  return (
    <Card>
      <Flex gap={16} align="center" justify="space-between" wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ fontSize: 17, margin: 0 }}>
            {t('safeCard.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('safeCard.text')}</Typography.Text>
        </Flex>
        <Button danger onClick={() => void navigate(paths.logOff.getHref())} data-testid="safe-close-account">
          {t('safeCard.action')}
        </Button>
      </Flex>
    </Card>
  );
}

/** /home/AccountSafe: two-step verification, the password, and closing the account. */
export default function AccountSafePage() {
  const { t } = useTranslation('account');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {t('safe.title')}
      </Typography.Title>
      <TwoStepVerificationCard />
      <PasswordCard />
      <CloseAccountCard />
    </Flex>
  );
}
