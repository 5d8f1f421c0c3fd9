import { Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from 'react-router';
import { useDevMailboxAvailable } from '../api/devMailbox';

/** The mailbox filtered to one address: an e-mail, or a phone in E.164 as texts are addressed. */
function mailboxLink(address: string): string {
  return `/dev/mailbox?${new URLSearchParams({ to: address }).toString()}`;
}

/**
 * In development no mail or SMS leaves the server; once a code has been sent to `address`
 * this points to the development mailbox where it landed. Hidden when the server has none.
 */
export function DevMailboxHint({ address }: { address: string | null }) {
  const { t } = useTranslation('auth');
  const available = useDevMailboxAvailable(address);
  if (!available || !address) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
      {t('devMailbox.hint')}{' '}
      <Link to={mailboxLink(address)} target="_blank" rel="noopener noreferrer">
        {t('devMailbox.open')}
      </Link>
    </Typography.Text>
  );
}
