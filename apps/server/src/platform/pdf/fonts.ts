/**
 * The fonts our PDFs embed (issue 35 item 3): Noto Sans SC (regular and bold), TrueType files shipped by the
 * npm package @expo-google-fonts/noto-sans-sc (Google Fonts' build of Noto Sans SC, which covers Latin and
 * Chinese alike). Nothing relies on fonts installed on the machine. Each document embeds a subset — only the
 * glyphs it uses — through pdf-lib with @pdf-lib/fontkit, so a one-page invoice stays small.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);
const FILES = {
  regular: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
} as const;

const loaded = new Map<keyof typeof FILES, Promise<Uint8Array>>();

/** The font file's bytes, read once per process. */
function fontBytes(weight: keyof typeof FILES): Promise<Uint8Array> {
  let bytes = loaded.get(weight);
  if (!bytes) {
    bytes = readFile(require.resolve(FILES[weight])).then((buffer) => new Uint8Array(buffer));
    loaded.set(weight, bytes);
  }
  return bytes;
}

export interface DocumentFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Noto Sans SC regular and bold embedded in the document as subsets of the glyphs it uses. */
export async function embedCjkFonts(pdf: PDFDocument): Promise<DocumentFonts> {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([fontBytes('regular'), fontBytes('bold')]);
  return { regular: await pdf.embedFont(regular, { subset: true }), bold: await pdf.embedFont(bold, { subset: true }) };
}
