import { CONSOLE_BASE } from '@clearlot/browser/consolePaths';
import { Link, useSearchParams } from '../../../shared/router';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { paths } from '../../../shared/paths';
import { useNotice } from '../api/notices';
import { Result } from '../../../shared/ui/kit/Result';
import { Spinner } from '../../../shared/ui/kit/Spinner';
import { Tag } from '../../../shared/ui/kit/Tag';
import { ButtonLink } from '../../../shared/ui/kit/ButtonLink';
import { Card } from '../../../shared/ui/kit/Card';
import { FileSearchOutlined } from '../../../shared/ui/kit/icons/FileSearchOutlined';
import '../messages.css';

/** /home/MsgDetail?id=…: one notice (opening it marks it read) with a link to what it is about. */
export default function MsgDetailPage() {
  const { t } = useTranslation('messages');
  const zone = useDateZone();
  const language = currentLanguage();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const notice = useNotice(id);

  if (notice.isError || id === 0) {
    return (
      <Result
        icon={<FileSearchOutlined className="msg-page__result-icon" aria-hidden />}
        titleLevel={1}
        title={t('notFound')}
        extra={<Link to={paths.msgList.getHref()}>{t('back')}</Link>}
      />
    );
  }
  if (!notice.data) return <Spinner label={t('loading')} />;
  const item = notice.data;
  return (
    <section className="msg-page" aria-labelledby="msg-detail-title">
      <Link to={paths.msgList.getHref()}>{t('back')}</Link>
      <Card className="msg-detail" data-testid="msg-detail">
        <Tag>{t(`kind.${item.kind}`)}</Tag>
        <h1 id="msg-detail-title" className="msg-page__title">
          {item.title}
        </h1>
        <p className="muted">{formatZonedLabelled(item.createdAt, zone, language)}</p>
        <p className="msg-detail__body">{item.body}</p>
        {item.link && item.link.startsWith(`${CONSOLE_BASE}/`) ? (
          // a goods owner's or agent's notice leads to their desk in the console, another app (a full page load)
          <a className="kit-btn kit-button-link kit-btn--primary" href={item.link}>
            {t('view')}
          </a>
        ) : (
          item.link &&
          item.link.startsWith('/') && (
            <ButtonLink variant="primary" to={item.link}>
              {t('view')}
            </ButtonLink>
          )
        )}
      </Card>
    </section>
  );
}
