import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { consolePaths } from '@clearlot/browser/consolePaths';
import { useTranslation } from '../shared/i18n';
import { useSignOut } from '../shared/session';

/** A buyer who opens the console: it is for goods owners and staff; the shop is one link away. */
export function BuyerNotice({ name }: { name: string }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <main className="console-notice">
      <Result
        status="info"
        title={<h1 className="console-notice__title">{t('buyer.title')}</h1>}
        subTitle={t('buyer.text', { name })}
        extra={
          <Space wrap>
            <Button type="primary" href="/" data-testid="console-to-shop">
              {t('buyer.toShop')}
            </Button>
            <Button
              onClick={() => {
                void signOut().then(() => navigate(consolePaths.signIn.path));
              }}
            >
              {t('buyer.otherAccount')}
            </Button>
          </Space>
        }
        data-testid="console-buyer-notice"
      />
    </main>
  );
}
