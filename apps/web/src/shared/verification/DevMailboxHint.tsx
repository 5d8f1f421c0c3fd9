import { Text } from '../ui/kit/Text';
import { useTranslation } from '../i18n/useTranslation';
import { Link } from '../router';
import { useDevMailboxAvailable } from './devMailbox';
import { paths } from '../paths';

/**
 * In development no mail or SMS leaves the server; once a code has been sent to `address`
 * this points to the development mailbox where it landed. Hidden when the server has none.
 */
export function DevMailboxHint({ address }: { address: string | null }) {
  const { t } = useTranslation();
  const available = useDevMailboxAvailable(address);
  if (!available || !address) return null;
  return (
    <Text tone="secondary" small>
      {t('devMailbox.hint')}{' '}
      <Link to={paths.devMailbox.getHref(address)} target="_blank" rel="noopener noreferrer">
        {t('devMailbox.open')}
      </Link>
    </Text>
  );
}
