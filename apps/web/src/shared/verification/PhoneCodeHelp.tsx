import { useQuery } from '@tanstack/react-query';
import type { CodeChannel } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../http/client';
import { useTranslation } from '../i18n/useTranslation';
import { useSession } from '../session/session';
import { Text } from '../ui/kit/Text';
import { DevMailboxHint } from './DevMailboxHint';

/** Whether this platform can text codes (else a code meant for a phone is e-mailed to the account); null until known. */
export function useTextsAvailable(): boolean | null {
  const query = useQuery({
    queryKey: ['verification', 'codeChannels'],
    queryFn: () => api.post(ApiPath.user.codeChannels, {}, { loading: false, notify: false }),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return query.data?.sms ?? null;
}

/** A code sent for a phone: the number it is for and how it went. */
export interface PhoneCodeSent {
  to: string | null;
  channel: CodeChannel;
}

/**
 * Under a texted code's field: before sending, that the code will come by e-mail when texts cannot be
 * sent here; after sending, where it went (the phone, or the account's e-mail instead) and, in
 * development, the mailbox it landed in.
 */
export function PhoneCodeHelp({ sent }: { sent: PhoneCodeSent | null }) {
  const { t } = useTranslation();
  const texts = useTextsAvailable();
  const accountEmail = useSession().user?.email ?? null;
  if (!sent) {
    return texts === false ? (
      <Text tone="secondary" small data-testid="texts-off">
        {t('verification.textsOff')}
      </Text>
    ) : null;
  }
  if (sent.channel === 'email') {
    return (
      <span data-testid="code-emailed-instead">
        <Text small>{accountEmail ? t('verification.emailedInsteadTo', { address: accountEmail }) : t('verification.emailedInstead')}</Text>{' '}
        <DevMailboxHint address={accountEmail} />
      </span>
    );
  }
  return <DevMailboxHint address={sent.to} />;
}
