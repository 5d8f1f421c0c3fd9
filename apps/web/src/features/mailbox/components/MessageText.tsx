import { splitCodes } from '../format/codes';

/** The full message text with every 6-digit code highlighted. */
export function MessageText({ text }: { text: string }) {
  return (
    <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 14, lineHeight: 1.6 }}>
      {splitCodes(text).map((piece, index) =>
        piece.isCode ? (
          <mark key={index} style={{ padding: '0 3px', borderRadius: 3, fontWeight: 600 }}>
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </div>
  );
}
