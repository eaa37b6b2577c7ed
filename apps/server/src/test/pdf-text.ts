import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of a PDF, page by page joined by new lines (pdf.js, as a reader would copy it). */
export async function pdfText(data: Buffer | Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join('\n'));
  }
  await doc.destroy();
  return pages.join('\n');
}

/** The activation codes printed on slips (XXXX-XXXX-XX), in order. */
export const slipCodes = (text: string): string[] => [...text.matchAll(/\b[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}\b/g)].map((m) => m[0]);
