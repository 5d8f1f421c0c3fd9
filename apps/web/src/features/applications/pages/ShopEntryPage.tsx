import { useEffect, useState } from 'react';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { ApplicationStatus } from '@clearlot/contract/rules/applications';
import type { ApplicationView } from '@clearlot/contract/schemas/applications';
import { ApiError } from '../../../shared/http/client';
import { currentLanguage, switchLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { useLocation } from '../../../shared/router';
import { Button } from '../../../shared/ui/kit/Button';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { Descriptions } from '../../../shared/ui/kit/Descriptions';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Text } from '../../../shared/ui/kit/Text';
import { draftStore, useDraft } from '../api/applications';
import { ApplicationHistory } from '../components/ApplicationHistory';
import { ApplicationStatusTag } from '../components/ApplicationStatusTag';
import { EmailStep } from '../components/EmailStep';
import { SellerApplicationForm } from '../components/SellerApplicationForm';
import { When } from '../components/When';
import { queryLanguage } from '../model/display';
import '../applications.css';

/**
 * /shopEntry (docs/product.md §1, §2): the seller registration the footer's "Create account" opens
 * in a new tab, in the language of its query. The e-mail is confirmed by a code first; then the
 * company, contact and store, two documents and the seller terms; saved as a draft and submitted
 * for the platform's review, whose result comes by e-mail.
 */
export default function ShopEntryPage() {
  const { t } = useTranslation('applications');
  const { search } = useLocation();
  const asked = queryLanguage(search);
  const [storedToken, setToken] = useState<string | null>(() => draftStore.read());
  const draft = useDraft(storedToken);
  // an expired draft token is forgotten: the page asks for the e-mail again
  const expired = draft.error instanceof ApiError && draft.error.code === ErrorCatalogue.applicationSessionExpired.code;
  const token = expired ? null : storedToken;

  // the footer's link carries the page language; a different one is stored and the page reloads in it
  useEffect(() => {
    if (asked && asked !== currentLanguage()) switchLanguage(asked);
  }, [asked]);

  useEffect(() => {
    if (expired) draftStore.clear();
  }, [expired]);

  const startOver = () => {
    draftStore.clear();
    setToken(null);
  };

  const application = draft.data;
  let content;
  if (token === null) {
    content = (
      <EmailStep
        onConfirmed={(draftToken) => {
          draftStore.write(draftToken);
          setToken(draftToken);
        }}
      />
    );
  } else if (!application) {
    content = draft.isError ? (
      <Result status="warning" title={t('entry.loadFailed')} extra={<Button onClick={startOver}>{t('entry.startOver')}</Button>} />
    ) : (
      <Skeleton rows={8} label={t('a11y.loading', { ns: 'common' })} />
    );
  } else if (application.status === ApplicationStatus.Draft || application.status === ApplicationStatus.Rejected) {
    content = (
      <>
        <ApplicationHeading application={application} onStartOver={startOver} />
        <SellerApplicationForm key={application.applicationNo} draftToken={token} application={application} />
      </>
    );
  } else {
    content = <Submitted application={application} onStartOver={startOver} />;
  }

  return (
    <div className="page-width application-page application-page--entry">
      <h1 className="application-page__title">{t('entry.title')}</h1>
      <p className="application-page__intro muted">{t('entry.intro')}</p>
      <Card>{content}</Card>
    </div>
  );
}

function ApplicationHeading({ application, onStartOver }: { application: ApplicationView; onStartOver: () => void }) {
  const { t } = useTranslation('applications');
  return (
    <div className="application-heading">
      <Text>
        {t('entry.number')}{' '}
        <Text strong data-testid="apply-number">
          {application.applicationNo}
        </Text>
      </Text>
      <ApplicationStatusTag status={application.status} />
      <Button variant="link" onClick={onStartOver} data-testid="apply-start-over">
        {t('entry.otherEmail')}
      </Button>
    </div>
  );
}

/** Under review or decided: what was sent, and what happens next. */
function Submitted({ application, onStartOver }: { application: ApplicationView; onStartOver: () => void }) {
  const { t } = useTranslation('applications');
  const approved = application.status === ApplicationStatus.Approved;
  return (
    <>
      <Result
        status={approved ? 'success' : 'info'}
        title={approved ? t('entry.approvedTitle') : t('entry.submittedTitle')}
        subTitle={approved ? t('entry.approvedText', { email: application.email }) : t('entry.submittedText', { email: application.email })}
        extra={
          <>
            {approved ? (
              <ButtonLink variant="primary" to={paths.login.getHref()}>
                {t('entry.signIn')}
              </ButtonLink>
            ) : null}
            <Button onClick={onStartOver}>{t('entry.otherEmail')}</Button>
          </>
        }
        data-testid="apply-submitted"
      />
      <Descriptions
        columns={2}
        className="application-summary"
        items={[
          { key: 'number', label: t('entry.number'), children: <span data-testid="apply-submitted-number">{application.applicationNo}</span> },
          { key: 'status', label: t('desk.status'), children: <ApplicationStatusTag status={application.status} /> },
          { key: 'company', label: t('fields.companyName'), children: application.companyName },
          { key: 'store', label: t('fields.storeName'), children: application.storeName },
          { key: 'submitted', label: t('desk.submittedAt'), children: <When at={application.submittedAt} /> },
        ]}
      />
      <h2 className="application-section">{t('history.title')}</h2>
      <ApplicationHistory history={application.history} />
    </>
  );
}
