import { storedFileAddress } from '@clearlot/browser/files/storedFileAddress';
import { formatZonedLabelled } from '@clearlot/contract/format/date';
import { ChatMessageKind, type ChatMessageView } from '@clearlot/contract/rules/chat';
import { useMessageTranslation } from '@clearlot/browser/chat/useMessageTranslation';
import type { PendingSend } from '@clearlot/browser/chat/thread';
import { currentLanguage } from '../../../shared/i18n/language';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useDateZone } from '../../../shared/location/dateZone';
import { Button } from '../../../shared/ui/kit/Button';

/** A text is shown as text (React escapes it), never as markup; a picture opens full size. */
function Body({ text, image, alt }: { text: string; image: string | null; alt: string }) {
  if (image) {
    return (
      <a href={storedFileAddress(image)} target="_blank" rel="noreferrer" className="chat-bubble__picture">
        <img src={storedFileAddress(image)} alt={alt} loading="lazy" data-testid="chat-picture" />
      </a>
    );
  }
  return <p className="chat-bubble__text">{text}</p>;
}

/**
 * One stored message with its sender, time and a translate action (docs/product.md §7/§8): the translation
 * shows under the original, and when translation is unavailable or fails the page says so and the original stays.
 */
export function MessageBubble({ message, own }: { message: ChatMessageView; own: boolean }) {
  const { t } = useTranslation('chat');
  const zone = useDateZone();
  const language = currentLanguage();
  const { translation, busy, translate, hide } = useMessageTranslation(message.text, language);
  const sender = own ? t('you') : message.senderRole === 'agent' ? `${t('agent')} · ${message.senderName}` : message.senderName;

  return (
    <article className={`chat-bubble${own ? ' chat-bubble--own' : ''}`} data-testid="chat-message" data-seq={message.seq}>
      <header className="chat-bubble__meta">
        <span>{sender}</span>
        <time dateTime={new Date(message.createdAt * 1000).toISOString()}>{formatZonedLabelled(message.createdAt, zone, language)}</time>
      </header>
      <Body text={message.text} image={message.kind === ChatMessageKind.Image ? message.image : null} alt={t('imageAlt', { name: message.senderName })} />
      {translation?.text && (
        <p className="chat-bubble__translation" data-testid="chat-translation">
          <span className="muted">{t('translation')}: </span>
          {translation.text}
        </p>
      )}
      {translation?.error && (
        <p className="chat-bubble__translation chat-bubble__translation--error" role="status" data-testid="chat-translation-error">
          {translation.error}
        </p>
      )}
      {message.kind === ChatMessageKind.Text && !own && (
        <footer className="chat-bubble__actions">
          {translation?.text ? (
            <Button variant="link" size="small" onClick={hide}>
              {t('hideTranslation')}
            </Button>
          ) : (
            <Button variant="link" size="small" loading={busy} onClick={() => void translate()} data-testid="chat-translate">
              {busy ? t('translating') : t('translate')}
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}

/** A message this page is still sending, or failed to send (retry sends the same nonce: it lands once). */
export function PendingBubble({ pending, onRetry }: { pending: PendingSend; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  return (
    <article className="chat-bubble chat-bubble--own chat-bubble--pending" data-testid="chat-pending">
      <Body text={pending.text} image={pending.image} alt={t('image')} />
      <footer className="chat-bubble__meta">
        {pending.failure ? (
          <>
            <span role="alert">{t('notSent', { reason: pending.failure })}</span>
            <Button variant="link" size="small" onClick={onRetry}>
              {t('retry')}
            </Button>
          </>
        ) : (
          <span>{t('sending')}</span>
        )}
      </footer>
    </article>
  );
}
