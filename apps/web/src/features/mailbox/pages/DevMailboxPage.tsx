import { useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Skeleton, Switch, Typography } from 'antd';
import { ErrorCatalogue } from '@clearlot/contract/errors';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSearchParams } from '../../../shared/router';
import { ApiError } from '../../../shared/http/client';
import { useMailbox } from '../api/devMailbox';
import { MailboxMessageCard } from '../components/MailboxMessageCard';

/**
 * /dev/mailbox: in development no e-mail or SMS leaves the server; every message the app
 * "sent" lands here, newest first, so codes can be read while testing. The server keeps it only
 * when DEV_MAILBOX=true and shows it only to a browser on its own machine; anywhere else the page
 * says so plainly.
 */
export default function DevMailboxPage() {
  const { t } = useTranslation('mailbox');
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

  /** Refresh also applies a filter that was typed but not yet submitted. */
  const refresh = () => {
    if (filter.trim() !== to) applyFilter(filter);
    else void mailbox.refetch();
  };

  const messages = [...(mailbox.data ?? [])].sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
  const notKept = mailbox.error instanceof ApiError && mailbox.error.code === ErrorCatalogue.notFound.code;

  return (
    <div className="page-width" style={{ maxWidth: 900 }}>
      <Flex vertical gap={16}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {t('title')}
        </Typography.Title>
        {notKept ? (
          <Alert type="warning" showIcon title={t('notKept.title')} description={t('notKept.text')} data-testid="mailbox-not-kept" />
        ) : (
          <>
            <Alert type="info" showIcon title={t('explainTitle')} description={t('explainText')} />
            <Flex gap={12} align="center" wrap>
              <Input.Search
                value={filter}
                onChange={(event) => setFilter(event.target.value)}
                onSearch={applyFilter}
                allowClear
                enterButton={t('filter')}
                placeholder={t('filterPlaceholder')}
                aria-label={t('filterPlaceholder')}
                style={{ flex: '1 1 320px' }}
                data-testid="mailbox-filter"
              />
              <Button icon={<ReloadOutlined />} onClick={refresh} loading={mailbox.isFetching} data-testid="mailbox-refresh">
                {t('refresh')}
              </Button>
              <Flex gap={6} align="center">
                <Switch size="small" checked={autoRefresh} onChange={setAutoRefresh} id="mailbox-auto-refresh" />
                <label htmlFor="mailbox-auto-refresh">{t('autoRefresh')}</label>
              </Flex>
            </Flex>
            {mailbox.isPending ? (
              <Skeleton active paragraph={{ rows: 4 }} />
            ) : mailbox.isError ? (
              <Alert
                type="error"
                showIcon
                title={t('unavailable')}
                description={mailbox.error.message}
                action={
                  <Button size="small" onClick={() => void mailbox.refetch()}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : messages.length === 0 ? (
              <Empty description={to ? t('emptyFor', { address: to }) : t('empty')} />
            ) : (
              <Flex vertical gap={12}>
                <Typography.Text type="secondary">{t('total', { n: messages.length })}</Typography.Text>
                {messages.map((message) => (
                  <MailboxMessageCard key={message.id} message={message} />
                ))}
              </Flex>
            )}
          </>
        )}
      </Flex>
    </div>
  );
}
