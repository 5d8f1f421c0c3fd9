import { describe, expect, it } from 'vitest';
import { code128Values, code128Widths } from './code128';
import { PdfPage, pdfDocument, pdfString } from './pdf';

describe('Code 128 set B', () => {
  it('draws every printable character as 11 modules between the 11-module start and the 13-module stop', () => {
    for (let code = 32; code < 127; code++) {
      const widths = code128Widths(String.fromCharCode(code));
      // start, the character, the check symbol: 3 × 6 runs, then the stop's 7
      expect(widths).toHaveLength(25);
      expect(widths.slice(0, 18).reduce((a, b) => a + b, 0)).toBe(33);
      expect(widths.slice(18).reduce((a, b) => a + b, 0)).toBe(13);
    }
  });

  it('checks with the position-weighted sum modulo 103', () => {
    // start B 104, then P=48 J=42 J=42 1=17 2=18 3=19 C=35 weighted 1…7: 104 + 48 + 84 + 126 + 68 + 90 + 114 + 245 = 879, mod 103 = 55
    expect(code128Values('PJJ123C')).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55]);
  });

  it('refuses what set B cannot carry', () => {
    expect(() => code128Widths('RT£1')).toThrow(RangeError);
  });
});

describe('the one-page PDF', () => {
  it('escapes PDF string delimiters and prints characters outside WinAnsi as ?', () => {
    expect(pdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
    expect(pdfString('£5 – 包裹')).toBe('(\\243\u0035 \\226 ??)'.replace('\u0035', '5'));
  });

  it('writes a header, objects at the offsets its cross-reference table gives, and the end marker', () => {
    const page = new PdfPage(288, 432).text(10, 400, 12, 'Return no. RT123').fill(10, 10, 2, 50);
    const text = pdfDocument(page, 'Label').toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startXref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startXref, startXref + 4)).toBe('xref');
    const offsets = [...text.slice(startXref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj\n`)).toBe(true));
    const stream = /\/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text)!;
    expect(Buffer.byteLength(stream[2]!, 'latin1')).toBe(Number(stream[1]));
  });
});
