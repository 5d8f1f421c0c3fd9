import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Grid, Result, Skeleton, Typography } from 'antd';
import { Link, useLocation } from '../../../shared/router';
import { ErrorCatalogue } from '@clearlot/contract';
import { ApplicationStatus } from '@clearlot/contract/rules/applications';
import type { ApplicationView } from '@clearlot/contract/schemas/applications';
import { ApiError } from '../../../shared/http/client';
import { currentLanguage, switchLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
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
  return (
    <div className="page-width application-page">
      <Typography.Title level={1} className="application-page__title">
        {t('entry.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className="application-page__intro">
        {t('entry.intro')}
      </Typography.Paragraph>
      <Card>
        {token === null ? (
          <EmailStep
            onConfirmed={(draftToken) => {
              draftStore.write(draftToken);
              setToken(draftToken);
            }}
          />
        ) : !application ? (
          draft.isError ? (
            <Result status="warning" title={t('entry.loadFailed')} extra={<Button onClick={startOver}>{t('entry.startOver')}</Button>} />
          ) : (
            <Skeleton active />
          )
        ) : application.status === ApplicationStatus.Draft || application.status === ApplicationStatus.Rejected ? (
          <>
            <ApplicationHeading application={application} onStartOver={startOver} />
            <SellerApplicationForm key={application.applicationNo} draftToken={token} application={application} />
          </>
        ) : (
          <Submitted application={application} onStartOver={startOver} />
        )}
      </Card>
    </div>
  );
}

function ApplicationHeading({ application, onStartOver }: { application: ApplicationView; onStartOver: () => void }) {
  const { t } = useTranslation('applications');
  return (
    <div className="application-heading">
      <Typography.Text>
        {t('entry.number')}{' '}
        <Typography.Text strong data-testid="apply-number">
          {application.applicationNo}
        </Typography.Text>
      </Typography.Text>
      <ApplicationStatusTag status={application.status} />
      <Button type="link" onClick={onStartOver} data-testid="apply-start-over">
        {t('entry.otherEmail')}
      </Button>
    </div>
  );
}

/** Under review or decided: what was sent, and what happens next. */
function Submitted({ application, onStartOver }: { application: ApplicationView; onStartOver: () => void }) {
  const { t } = useTranslation('applications');
  const approved = application.status === ApplicationStatus.Approved;
  const narrow = Grid.useBreakpoint().md !== true;
  return (
    <>
      <Result
        status={approved ? 'success' : 'info'}
        title={approved ? t('entry.approvedTitle') : t('entry.submittedTitle')}
        subTitle={approved ? t('entry.approvedText', { email: application.email }) : t('entry.submittedText', { email: application.email })}
        extra={[
          approved ? (
            <Link key="login" to={paths.login.getHref()}>
              <Button type="primary">{t('entry.signIn')}</Button>
            </Link>
          ) : null,
          <Button key="other" onClick={onStartOver}>
            {t('entry.otherEmail')}
          </Button>,
        ]}
        data-testid="apply-submitted"
      />
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered layout={narrow ? 'vertical' : 'horizontal'}>
        <Descriptions.Item label={t('entry.number')}>
          <span data-testid="apply-submitted-number">{application.applicationNo}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('desk.status')}>
          <ApplicationStatusTag status={application.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('fields.companyName')}>{application.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('fields.storeName')}>{application.storeName}</Descriptions.Item>
        <Descriptions.Item label={t('desk.submittedAt')}>
          <When at={application.submittedAt} />
        </Descriptions.Item>
      </Descriptions>
      <Typography.Title level={2} className="application-section">
        {t('history.title')}
      </Typography.Title>
      <ApplicationHistory history={application.history} />
    </>
  );
}
