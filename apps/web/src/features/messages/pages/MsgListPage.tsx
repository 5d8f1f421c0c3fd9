import { Link, useSearchParams } from '../../../shared/router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { useRealtime } from '../../../shared/realtime/unreadStore';
import { useDeferredValue, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { noticeKeys, useNotices, useReadAll } from '../api/notices';
import { Pagination } from '../../../shared/ui/Pagination';
import { Button } from '../../../shared/ui/kit/Button';
import { Empty } from '../../../shared/ui/kit/Empty';
import { Spinner } from '../../../shared/ui/kit/Spinner';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Checkbox } from '../../../shared/ui/kit/Checkbox';
import { toast } from '../../../shared/ui/kit/feedback';
import { Flex } from '../../../shared/ui/kit/Flex';
import '../messages.css';

const PAGE_SIZE = 10;

/** /home/MsgList: system notices, newest first, unread marked; each opens its detail (docs/product.md §2). */
export default function MsgListPage() {
  const { t } = useTranslation('messages');
  const zone = useDateZone();
  const language = currentLanguage();
  const [params, setParams] = useSearchParams();
  const pageNum = Number(params.get('page')) || 1;
  const unreadOnly = params.get('unread') === '1';
  const notices = useNotices({ pageNum, pageSize: PAGE_SIZE, unreadOnly });
  const readAll = useReadAll();
  const client = useQueryClient();
  const { noticesUnread } = useRealtime();
  // a notice arriving while the page is open shows up in the list
  useEffect(() => {
    void client.invalidateQueries({ queryKey: noticeKeys.all });
  }, [noticesUnread, client]);

  // the answer renders in a transition, in slices (a query's answer alone renders in one blocking task)
  const page = useDeferredValue(notices.data);
  return (
    <section className="msg-page" aria-labelledby="msg-title">
      <header className="msg-page__header">
        <h1 id="msg-title" className="msg-page__title">
          {t('title')}
        </h1>
        <p className="muted">{t('intro')}</p>
        <Flex wrap align="center">
          <Checkbox checked={unreadOnly} onChange={(checked) => setParams(checked ? { unread: '1' } : {})}>
            {t('unreadOnly')}
          </Checkbox>
          <Button
            disabled={!page || page.unread === 0}
            loading={readAll.isPending}
            onClick={() => readAll.mutate(undefined, { onSuccess: () => toast.success(t('readAllDone')) })}
            data-testid="msg-read-all"
          >
            {t('readAll')}
          </Button>
        </Flex>
      </header>
      {!page ? (
        <Spinner label={t('loading')} />
      ) : page.list.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <>
          <ul className="msg-list" data-testid="msg-list">
            {page.list.map((notice) => (
              <li key={notice.id}>
                <div className={`msg-card${notice.read ? '' : ' msg-card--unread'}`} data-testid="msg-card">
                  <Link to={paths.msgDetail.getHref(notice.id)} className="msg-card__link" aria-label={t('open', { title: notice.title })}>
                    <span className="msg-card__head">
                      {!notice.read && (
                        <span className="msg-card__unread">
                          <span className="msg-card__dot" aria-hidden />
                          {t('unread')}
                        </span>
                      )}
                      <Tag>{t(`kind.${notice.kind}`)}</Tag>
                      <strong>{notice.title}</strong>
                    </span>
                    <span className="msg-card__body muted">{notice.body}</span>
                    <span className="msg-card__time muted">{formatZonedLabelled(notice.createdAt, zone, language)}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            label={t('pagesLabel')}
            pageNum={pageNum}
            pageSize={PAGE_SIZE}
            total={page.total}
            onChange={(next) => setParams({ ...(unreadOnly ? { unread: '1' } : {}), page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
