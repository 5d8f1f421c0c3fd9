/**
 * A one-page PDF (ISO 32000-1) of text and filled rectangles: all a carrier label needs. Text uses
 * the standard Helvetica fonts with WinAnsi encoding, which every PDF reader carries, so nothing is
 * embedded; characters outside it print as '?' (the label's addresses and item names are the
 * English ones). Written by hand rather than with pdf-lib: the label is a few dozen drawing
 * operators, and a library would embed no more than these fonts without a CJK font file.
 */

/** Characters of WinAnsiEncoding beyond Latin-1 that the label may meet, with their byte. */
const WIN_ANSI_EXTRA: Readonly<Record<string, number>> = { '€': 0x80, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, '…': 0x85 };

/** A string as a PDF literal string of WinAnsi bytes: escaped, anything unprintable as '?'. */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    const byte = WIN_ANSI_EXTRA[char] ?? ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f);
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x80) out += String.fromCharCode(byte);
    else out += `\\${byte.toString(8).padStart(3, '0')}`;
  }
  return `${out})`;
}

const number = (value: number) => (Math.round(value * 100) / 100).toString();

/** The drawing of one page, in points from the bottom-left corner. */
export class PdfPage {
  private readonly operators: string[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  text(x: number, y: number, size: number, text: string, font: 'regular' | 'bold' = 'regular'): this {
    this.operators.push(`BT /${font === 'bold' ? 'F2' : 'F1'} ${number(size)} Tf ${number(x)} ${number(y)} Td ${pdfString(text)} Tj ET`);
    return this;
  }

  /** A filled black rectangle (a bar of a barcode, a rule). */
  fill(x: number, y: number, width: number, height: number): this {
    this.operators.push(`${number(x)} ${number(y)} ${number(width)} ${number(height)} re f`);
    return this;
  }

  /** A rectangle's outline. */
  frame(x: number, y: number, width: number, height: number, lineWidth = 1): this {
    this.operators.push(`${number(lineWidth)} w ${number(x)} ${number(y)} ${number(width)} ${number(height)} re S`);
    return this;
  }

  get content(): string {
    return this.operators.join('\n');
  }
}

/** The PDF file of one page, with its title in the document information. */
export function pdfDocument(page: PdfPage, title: string): Buffer {
  const content = Buffer.from(page.content, 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${number(page.width)} ${number(page.height)}] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(title)} /Producer (ClearLot) >>`,
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const bytes = Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(bytes);
    offset += bytes.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}
