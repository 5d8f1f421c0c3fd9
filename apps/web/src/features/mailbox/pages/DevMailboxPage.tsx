import { type FormEvent, useState } from 'react';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { ApiError } from '../../../shared/http/client';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSearchParams } from '../../../shared/router';
import { Alert } from '../../../shared/ui/kit/Alert';
import { Button } from '../../../shared/ui/kit/Button';
import { Empty } from '../../../shared/ui/kit/Empty';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Field } from '../../../shared/ui/kit/Field';
import { Input } from '../../../shared/ui/kit/Input';
import { Switch } from '../../../shared/ui/kit/Switch';
import { CloseCircleOutlined } from '../../../shared/ui/kit/icons/CloseCircleOutlined';
import { ReloadOutlined } from '../../../shared/ui/kit/icons/ReloadOutlined';
import { useMailbox } from '../api/devMailbox';
import { MailboxMessageCard } from '../components/MailboxMessageCard';
import '../mailbox.css';

/**
 * /dev/mailbox: in development no e-mail or SMS leaves the server; every message the app
 * "sent" lands here, newest first, so codes can be read while testing. The server keeps it only
 * when DEV_MAILBOX=true and shows it only to a browser on its own machine; anywhere else the page
 * says so plainly.
 */
export default function DevMailboxPage() {
  const { t } = useTranslation('mailbox');
  const { t: common } = useTranslation();
  const [params, setParams] = useSearchParams();
  const to = params.get('to')?.trim() ?? '';
  const [filter, setFilter] = useState(to);
  const [autoRefresh, setAutoRefresh] = useState(false);
  const mailbox = useMailbox(to, autoRefresh);

  const applyFilter = (value: string) => {
    const next = value.trim();
    setFilter(next);
    setParams(next ? { to: next } : {}, { replace: true });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyFilter(filter);
  };

  /** Refresh also applies a filter that was typed but not yet submitted. */
  const refresh = () => {
    if (filter.trim() !== to) applyFilter(filter);
    else void mailbox.refetch();
  };

  const messages = [...(mailbox.data ?? [])].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const notKept = mailbox.error instanceof ApiError && mailbox.error.code === ErrorCatalogue.notFound.code;

  let list;
  if (mailbox.isPending) list = <Skeleton rows={4} label={common('a11y.loading')} />;
  else if (mailbox.isError)
    list = (
      <Alert
        type="error"
        title={t('unavailable')}
        description={mailbox.error.message}
        action={
          <Button size="small" onClick={() => void mailbox.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  else if (messages.length === 0) list = <Empty description={to ? t('emptyFor', { address: to }) : t('empty')} />;
  else
    list = (
      <>
        <p className="muted">{t('total', { n: messages.length })}</p>
        <ul className="mailbox-list">
          {messages.map((message) => (
            <li key={message.id}>
              <MailboxMessageCard message={message} />
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <div className="page-width mailbox-page">
      <h1 className="mailbox-page__title">{t('title')}</h1>
      {notKept ? (
        <Alert type="warning" title={t('notKept.title')} description={t('notKept.text')} data-testid="mailbox-not-kept" />
      ) : (
        <>
          <Alert type="info" title={t('explainTitle')} description={t('explainText')} />
          <div className="mailbox-tools">
            <form role="search" className="mailbox-filter" onSubmit={submit} data-testid="mailbox-filter">
              <Input
                type="text"
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                placeholder={t('filterPlaceholder')}
                aria-label={t('filterPlaceholder')}
                autoComplete="off"
                // always a suffix (empty while nothing is typed), so the box is not remounted, and loses focus, on the first key
                suffix={
                  <>
                    {filter && (
                      <button type="button" className="mailbox-filter__clear" aria-label={t('clearFilter')} title={t('clearFilter')} onClick={() => applyFilter('')}>
                        <CloseCircleOutlined aria-hidden />
                      </button>
                    )}
                  </>
                }
              />
              <Button variant="primary" htmlType="submit">
                {t('filter')}
              </Button>
            </form>
            <Button icon={<ReloadOutlined />} onClick={refresh} loading={mailbox.isFetching} data-testid="mailbox-refresh">
              {t('refresh')}
            </Button>
            <Field label={t('autoRefresh')} inline className="mailbox-auto-refresh">
              <Switch checked={autoRefresh} onChange={setAutoRefresh} />
            </Field>
          </div>
          <div aria-live="polite">{list}</div>
        </>
      )}
    </div>
  );
}
