import { splitCodes } from '../format/codes';

/** The full message text with every 6-digit code highlighted. */
export function MessageText({ text }: { text: string }) {
  return (
    <div className="mailbox-message__text">
      {splitCodes(text).map((piece, index) => (piece.isCode ? <mark key={index}>{piece.text}</mark> : <span key={index}>{piece.text}</span>))}
    </div>
  );
}
