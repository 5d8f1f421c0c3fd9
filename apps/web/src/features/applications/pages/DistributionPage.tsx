import { ApplicationStatus } from '@clearlot/contract/rules/applications';
import { Role } from '@clearlot/contract/rules/roles';
import type { MyApplication as MyApplicationView } from '@clearlot/contract/schemas/applications';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/session';
import { LoadFailed } from '../../../shared/ui/LoadFailed';
import { Alert } from '../../../shared/ui/kit/Alert';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { Empty } from '../../../shared/ui/kit/Empty';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Text } from '../../../shared/ui/kit/Text';
import { useMyApplications } from '../api/applications';
import { ApplicationStatusTag } from '../components/ApplicationStatusTag';
import { OwnerProductsCard } from '../components/OwnerProductsCard';
import { When } from '../components/When';
import { kindName } from '../model/display';
import '../applications.css';

/**
 * /home/Distribution, "my applications" (docs/product.md §2): the seller and middle-man
 * applications of the signed-in account (by its account, or by its e-mail for a seller application
 * made before signing in), with their statuses and the reviewer's messages. The seller registration
 * opens in a new tab; this list hears of an application sent there (useMyApplications).
 */
export default function DistributionPage() {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  const mine = useMyApplications();
  const { roles } = useSession();
  const hasMiddleMan = mine.data?.some((application) => application.kind === 'middleMan') ?? false;

  let content;
  if (mine.isError) content = <LoadFailed onRetry={() => void mine.refetch()} />;
  else if (!mine.data) content = <Skeleton rows={4} label={t('a11y.loading', { ns: 'common' })} />;
  else if (mine.data.length === 0) content = <Empty description={t('mine.empty')} />;
  else
    content = (
      <ul className="application-list" aria-label={t('mine.title')}>
        {mine.data.map((application) => (
          <li key={application.applicationNo} className="application-item" data-testid="mine-application">
            <MyApplication application={application} />
          </li>
        ))}
      </ul>
    );

  return (
    <section className="application-page" aria-labelledby="distribution-title">
      <header className="application-page__header">
        <h1 id="distribution-title" className="application-page__title">
          {t('mine.title')}
        </h1>
        <p className="muted">{t('mine.intro')}</p>
        <div className="application-actions">
          <ButtonLink to={paths.shopEntry.getHref(language)} target="_blank" rel="noopener" data-testid="mine-apply-seller">
            {t('mine.applySeller')}
          </ButtonLink>
          <ButtonLink to={paths.middleManProfile.getHref()} data-testid="mine-middle-man">
            {hasMiddleMan ? t('mine.editMiddleMan') : t('mine.applyMiddleMan')}
          </ButtonLink>
        </div>
      </header>
      <Card>
        <div aria-live="polite" aria-busy={mine.isFetching}>
          {content}
        </div>
      </Card>
      {roles.includes(Role.Seller) && <OwnerProductsCard />}
    </section>
  );
}

function MyApplication({ application }: { application: MyApplicationView }) {
  const { t } = useTranslation('applications');
  const language = currentLanguage();
  return (
    <>
      <div className="application-item__head">
        <Text strong>{kindName(application.kind, language)}</Text>
        <ApplicationStatusTag status={application.status} />
        <Text tone="secondary" code>
          {application.applicationNo}
        </Text>
      </div>
      <p className="application-item__line">
        {application.companyName || t('mine.noCompany')}
        {application.storeName ? ` · ${application.storeName}` : ''}
      </p>
      <p className="application-item__line muted">
        {t('desk.submittedAt')}: <When at={application.submittedAt} />
        {application.reviewedAt !== null && (
          <>
            {' · '}
            {t('mine.reviewedAt')}: <When at={application.reviewedAt} />
          </>
        )}
      </p>
      <StatusMessage status={application.status} kind={application.kind} reason={application.rejectReason} />
    </>
  );
}

/** What the status means for the applicant, and the reviewer's reasons when rejected. */
function StatusMessage({ status, kind, reason }: { status: ApplicationStatus; kind: 'seller' | 'middleMan'; reason: string | null }) {
  const { t } = useTranslation('applications');
  if (status === ApplicationStatus.Rejected) {
    return (
      <Alert
        type="warning"
        className="application-item__notice"
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
  return <p className="application-item__status">{text}</p>;
}
