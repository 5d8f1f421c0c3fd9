/** Six-digit verification codes inside a message (not part of a longer number). */
const CODE_PATTERN = /(?<!\d)\d{6}(?!\d)/g;

export interface TextPiece {
  text: string;
  isCode: boolean;
}

/** The message text cut into plain pieces and code pieces, in order. */
export function splitCodes(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(CODE_PATTERN)) {
    const start = match.index;
    if (start > last) pieces.push({ text: text.slice(last, start), isCode: false });
    pieces.push({ text: match[0], isCode: true });
    last = start + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), isCode: false });
  return pieces;
}

/** The first code in the subject or text, shown prominently above the message. */
export function firstCode(...texts: string[]): string | null {
  for (const text of texts) {
    const match = text.match(/(?<!\d)\d{6}(?!\d)/);
    if (match) return match[0];
  }
  return null;
}
