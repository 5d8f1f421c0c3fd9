import { Alert, Button, Card, Empty, List, Space, Typography } from 'antd';
import { Link } from '../../../shared/router';
import { ApplicationStatus } from '@clearlot/contract/rules/applications';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { currentLanguage } from '../../../shared/i18n/language';
import { shopEntryHref } from '../../../shared/navigation/newTab';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { useMyApplications } from '../api/applications';
import { Role } from '@clearlot/contract/rules/roles';
import { useSession } from '../../../shared/session/session';
import { ApplicationStatusTag } from '../components/ApplicationStatusTag';
import { OwnerProductsCard } from '../components/OwnerProductsCard';
import { When } from '../components/When';
import { kindName } from '../model/display';
import '../applications.css';

/**
 * /home/Distribution, "my applications" (docs/product.md §2): the seller and middle-man
 * applications of the signed-in account (by its account, or by its e-mail for a seller application
 * made before signing in), with their statuses and the reviewer's messages.
 */
export default function DistributionPage() {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const mine = useMyApplications();
  const { roles } = useSession();
  const hasMiddleMan = mine.data?.some((application) => application.kind === 'middleMan') ?? false;

  return (
    <section className="application-page" aria-labelledby="distribution-title">
      <header className="application-page__header">
        <Typography.Title level={1} id="distribution-title" className="application-page__title">
          {t('mine.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('mine.intro')}</Typography.Paragraph>
        <Space wrap>
          <a href={shopEntryHref(language)} target="_blank" rel="noopener">
            <Button data-testid="mine-apply-seller">{t('mine.applySeller')}</Button>
          </a>
          <Link to={paths.middleManProfile.getHref()}>
            <Button data-testid="mine-middle-man">{hasMiddleMan ? t('mine.editMiddleMan') : t('mine.applyMiddleMan')}</Button>
          </Link>
        </Space>
      </header>
      {mine.isError ? (
        <LoadFailed onRetry={() => void mine.refetch()} />
      ) : (
        <Card>
          <List
            loading={mine.isLoading}
            dataSource={mine.data ?? []}
            locale={{ emptyText: <Empty description={t('mine.empty')} /> }}
            renderItem={(application) => (
              <List.Item data-testid="mine-application">
                <List.Item.Meta
                  title={
                    <Space wrap>
                      <Typography.Text strong>{kindName(application.kind, language)}</Typography.Text>
                      <ApplicationStatusTag status={application.status} />
                      <Typography.Text type="secondary">{application.applicationNo}</Typography.Text>
                    </Space>
                  }
                  description={
                    <>
                      <Typography.Text>
                        {application.companyName || t('mine.noCompany')}
                        {application.storeName ? ` · ${application.storeName}` : ''}
                      </Typography.Text>
                      <br />
                      <Typography.Text type="secondary">
                        {t('desk.submittedAt')}: <When at={application.submittedAt} />
                        {application.reviewedAt !== null && (
                          <>
                            {' · '}
                            {t('mine.reviewedAt')}: <When at={application.reviewedAt} />
                          </>
                        )}
                      </Typography.Text>
                      <StatusMessage status={application.status} kind={application.kind} reason={application.rejectReason} />
                    </>
                  }
                />
              </List.Item>
            )}
          />
        </Card>
      )}
      {roles.includes(Role.Seller) && <OwnerProductsCard />}
    </section>
  );
}

/** What the status means for the applicant, and the reviewer's reasons when rejected. */
function StatusMessage({ status, kind, reason }: { status: ApplicationStatus; kind: 'seller' | 'middleMan'; reason: string | null }) {
  const { t } = useTranslation('applications');
  if (status === ApplicationStatus.Rejected) {
    return (
      <Alert
        type="warning"
        style={{ marginTop: 8 }}
        title={t('mine.rejected')}
        description={
          <>
            <span data-testid="mine-reason">{reason}</span>
            <br />
            {kind === 'seller' ? t('mine.resubmitSeller') : t('mine.resubmitMiddleMan')}
          </>
        }
      />
    );
  }
  const text = {
    [ApplicationStatus.Draft]: t('mine.draft'),
    [ApplicationStatus.Submitted]: t('mine.submitted'),
    [ApplicationStatus.Approved]: kind === 'seller' ? t('mine.approvedSeller') : t('mine.approvedMiddleMan'),
  }[status];
  return <Typography.Paragraph style={{ margin: '8px 0 0' }}>{text}</Typography.Paragraph>;
}
