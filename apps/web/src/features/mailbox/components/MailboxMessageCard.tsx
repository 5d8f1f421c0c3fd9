import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import type { MailboxMessage } from '@clearlot/contract';
import { formatPhone } from '@clearlot/contract/rules/phone';
import { currentLanguage } from '../../../shared/i18n/language';
import { firstCode } from '../format/codes';
import { formatMessageTime } from '../format/formatTime';
import { useDateZone } from '../../../shared/location/dateZone';
import { MessageText } from './MessageText';

/** One message the app "sent": channel, recipient, time, subject, the code up front, full text. */
export function MailboxMessageCard({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation('mailbox');
  const zone = useDateZone();
  const code = firstCode(message.subject, message.text);
  const email = message.channel === 'email';
  return (
    <Card size="small" data-testid="mailbox-message">
      <Flex vertical gap={8}>
        <Flex gap={8} align="center" wrap justify="space-between">
          <Flex gap={8} align="center" wrap style={{ minWidth: 0 }}>
            <Tag color={email ? 'blue' : 'green'} icon={email ? <MailOutlined /> : <MessageOutlined />}>
              {email ? t('channel.email') : t('channel.sms')}
            </Tag>
            <Typography.Text>
              {t('to')}{' '}
              <Typography.Text strong data-testid="mailbox-to">
                {email ? message.to : formatPhone(message.to)}
              </Typography.Text>
            </Typography.Text>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <time dateTime={new Date(message.createdAt * 1000).toISOString()}>{formatMessageTime(message.createdAt, currentLanguage(), zone)}</time>
          </Typography.Text>
        </Flex>
        {message.subject && (
          <Typography.Text strong style={{ fontSize: 15 }}>
            {message.subject}
          </Typography.Text>
        )}
        {code && (
          <Flex gap={8} align="center">
            <Typography.Text type="secondary">{t('code')}</Typography.Text>
            <Typography.Text copyable={{ text: code, tooltips: [t('copy'), t('copied')] }} style={{ fontSize: 20 }}>
              <mark data-testid="mailbox-code" style={{ padding: '0 6px', borderRadius: 4, fontFamily: 'monospace', fontWeight: 700, letterSpacing: 2 }}>
                {code}
              </mark>
            </Typography.Text>
          </Flex>
        )}
        <MessageText text={message.text} />
      </Flex>
    </Card>
  );
}
