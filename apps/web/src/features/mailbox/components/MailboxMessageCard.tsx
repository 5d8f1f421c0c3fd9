import type { MailboxMessage } from '@clearlot/contract';
import { formatPhone } from '@clearlot/contract/rules/phone';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { Tag } from '../../../shared/ui/kit/Tag';
import { Card } from '../../../shared/ui/kit/Card';
import { CopyButton } from '../../../shared/ui/kit/CopyButton';
import { MailOutlined } from '../../../shared/ui/kit/icons/MailOutlined';
import { MessageOutlined } from '../../../shared/ui/kit/icons/MessageOutlined';
import { firstCode } from '../format/codes';
import { formatMessageTime } from '../format/formatTime';
import { MessageText } from './MessageText';

/** One message the app "sent": channel, recipient, time, subject, the code up front, full text. */
export function MailboxMessageCard({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation('mailbox');
  const zone = useDateZone();
  const code = firstCode(message.subject, message.text);
  const email = message.channel === 'email';
  return (
    <Card size="small" data-testid="mailbox-message">
      <div className="mailbox-message">
        <div className="mailbox-message__head">
          <span className="mailbox-message__recipient">
            <Tag tone={email ? 'info' : 'success'} className="mailbox-message__channel">
              {email ? <MailOutlined aria-hidden /> : <MessageOutlined aria-hidden />}
              {email ? t('channel.email') : t('channel.sms')}
            </Tag>
            <span>
              {t('to')} <strong data-testid="mailbox-to">{email ? message.to : formatPhone(message.to)}</strong>
            </span>
          </span>
          <time className="mailbox-message__time" dateTime={new Date(message.createdAt * 1000).toISOString()}>
            {formatMessageTime(message.createdAt, currentLanguage(), zone)}
          </time>
        </div>
        {message.subject && <h2 className="mailbox-message__subject">{message.subject}</h2>}
        {code && (
          <div className="mailbox-message__code">
            <span className="mailbox-message__code-label">{t('code')}</span>
            <mark className="mailbox-message__code-value" data-testid="mailbox-code">
              {code}
            </mark>
            <CopyButton text={code} labels={{ copy: t('copy'), copied: t('copied'), failed: t('copyFailed') }} />
          </div>
        )}
        <MessageText text={message.text} />
      </div>
    </Card>
  );
}
