import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { activationCodeLink, formatActivationCode } from '@hr/shared';

/**
 * Activation slips as one A4 PDF: three slips a page, cut lines between them. Each slip
 * holds the company's name, the person's company ID and names in both languages, the code grouped
 * as XXXX-XXXX-XX, its expiry, a QR code that opens the activation page with company ID and code
 * in the fragment, and short instructions in both languages.
 *
 * Arabic: the Cairo font (the web's own, from @fontsource/cairo; its Arabic and Latin subsets are
 * two files) is embedded, and fontkit, inside pdfkit, joins the letters (initial, medial and final
 * forms, lam-alef). pdfkit lays a line out left to right, so an Arabic line is drawn by us: split
 * into runs of Arabic and of other text, the runs placed from the right edge leftwards, and inside
 * an Arabic run the words from right to left (fontkit orders the glyphs of one word). See
 * docs/decisions/0003-activation-slips.md.
 */
export interface TSlip {
  empCode: number;
  fullNameEn: string;
  fullNameAr: string;
  code: string;
  expiresAt: Date;
}

export interface TSlipCompany {
  nameEn: string;
  nameAr: string;
  publicUrl: string;
  timeZone: string;
}

const require = createRequire(import.meta.url);
/** @fontsource/cairo exports only CSS: its files folder is found beside its LICENSE. */
const fontDir = join(dirname(require.resolve('@fontsource/cairo/LICENSE')), 'files');
const FONT = {
  ar: join(fontDir, 'cairo-arabic-400-normal.woff'),
  arBold: join(fontDir, 'cairo-arabic-700-normal.woff'),
  en: join(fontDir, 'cairo-latin-400-normal.woff'),
  enBold: join(fontDir, 'cairo-latin-700-normal.woff'),
};

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
const A4 = { w: 595.28, h: 841.89 };
const MARGIN = 24;
const PER_PAGE = 3;

type Doc = PDFKit.PDFDocument;

/** Text runs of one script each: Arabic words, or anything else (Latin, digits, punctuation). */
function runs(text: string): { arabic: boolean; text: string }[] {
  const out: { arabic: boolean; text: string }[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const arabic = ARABIC.test(word);
    const last = out.at(-1);
    if (last && last.arabic === arabic) last.text += ` ${word}`;
    else out.push({ arabic, text: word });
  }
  return out;
}

/** One right-to-left line ending at `right`: runs from the right, Arabic words right to left. */
function rtlLine(doc: Doc, text: string, right: number, y: number, size: number, bold = false): void {
  const spaceWidth = size * 0.28;
  let x = right;
  for (const run of runs(text)) {
    if (run.arabic) {
      for (const token of run.text.split(' ')) {
        // The Arabic subset has no Latin punctuation: a word's trailing mark (at its left) is drawn in the Latin face.
        const [, word, mark] = /^(.*?)([.:!?]*)$/.exec(token) ?? [token, token, ''];
        doc.font(bold ? FONT.arBold : FONT.ar).fontSize(size);
        x -= doc.widthOfString(word);
        doc.text(word, x, y, { lineBreak: false });
        if (mark) {
          doc.font(bold ? FONT.enBold : FONT.en).fontSize(size);
          x -= doc.widthOfString(mark);
          doc.text(mark, x, y, { lineBreak: false });
        }
        x -= spaceWidth;
      }
    } else {
      doc.font(bold ? FONT.enBold : FONT.en).fontSize(size);
      const w = doc.widthOfString(run.text);
      x -= w;
      doc.text(run.text, x, y, { lineBreak: false });
      x -= spaceWidth;
    }
  }
}

function ltrLine(doc: Doc, text: string, x: number, y: number, size: number, bold = false, width?: number): void {
  doc.font(bold ? FONT.enBold : FONT.en).fontSize(size);
  doc.text(text, x, y, { lineBreak: false, width, ellipsis: width ? true : undefined });
}

/** dd/mm/yyyy in the organisation's zone, as every date of the portal. */
const dateIn = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

async function drawSlip(doc: Doc, company: TSlipCompany, s: TSlip, top: number): Promise<void> {
  const left = MARGIN;
  const right = A4.w - MARGIN;
  const mid = A4.w / 2;
  const pad = 14;
  const link = activationCodeLink(company.publicUrl, s.empCode, s.code);
  const qr = await QRCode.toBuffer(link, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  const qrSize = 100;

  // Header: the company's name in both languages.
  ltrLine(doc, company.nameEn, left + pad, top + pad, 13, true, mid - left - pad);
  rtlLine(doc, company.nameAr, right - pad, top + pad, 13, true);
  doc.moveTo(left + pad, top + pad + 21).lineTo(right - pad, top + pad + 21).lineWidth(0.5).strokeColor('#999999').stroke();

  // The person.
  const y0 = top + pad + 27;
  ltrLine(doc, 'Account activation slip', left + pad, y0, 10);
  rtlLine(doc, 'قسيمة تفعيل الحساب', right - pad, y0, 10);
  ltrLine(doc, s.fullNameEn, left + pad, y0 + 16, 12, true, mid - left - pad);
  rtlLine(doc, s.fullNameAr, right - pad, y0 + 16, 12, true);
  ltrLine(doc, `Company ID: ${s.empCode}`, left + pad, y0 + 36, 11);
  rtlLine(doc, `الرقم الوظيفي: ${s.empCode}`, right - pad, y0 + 36, 11);

  // The code, large, in the middle; the QR code at the start side.
  const codeY = y0 + 54;
  doc.image(qr, left + pad, codeY, { width: qrSize, height: qrSize });
  const codeText = formatActivationCode(s.code);
  doc.font(FONT.enBold).fontSize(24);
  const codeX = left + pad + qrSize + 20;
  doc.text(codeText, codeX, codeY + 8, { lineBreak: false, characterSpacing: 2 });
  ltrLine(doc, 'Activation code', codeX, codeY - 4, 9);
  const expiry = dateIn(s.expiresAt, company.timeZone);
  ltrLine(doc, `Valid until ${expiry}. Works once.`, codeX, codeY + 42, 10);
  rtlLine(doc, `صالح حتى ${expiry} ولمرة واحدة فقط.`, right - pad, codeY + 58, 10);

  // Instructions in both languages.
  const iy = codeY + qrSize + 4;
  ltrLine(doc, `1. Scan the QR code with your phone, or open ${company.publicUrl.replace(/^https?:\/\//, '')}/session/activate-code`, left + pad, iy, 9, false, right - left - 2 * pad);
  ltrLine(doc, '2. Enter your company ID and this code, then choose your password. Keep this slip private.', left + pad, iy + 12, 9, false, right - left - 2 * pad);
  rtlLine(doc, '1. امسح رمز QR بهاتفك، أو افتح صفحة التفعيل بالكود على بوابة الشركة.', right - pad, iy + 26, 9);
  rtlLine(doc, '2. أدخل الرقم الوظيفي وهذا الكود، ثم اختر كلمة المرور. لا تُطلع أحدًا على هذه القسيمة.', right - pad, iy + 38, 9);
}

/** The PDF of these slips, in order. */
export async function renderActivationSlips(company: TSlipCompany, slips: TSlip[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: 'Activation slips', Author: company.nameEn }, autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const slipH = (A4.h - 2 * MARGIN) / PER_PAGE;
  for (let i = 0; i < slips.length; i++) {
    const slot = i % PER_PAGE;
    if (slot === 0) doc.addPage();
    const top = MARGIN + slot * slipH;
    await drawSlip(doc, company, slips[i], top);
    // Cut line below every slip but the page's last.
    if (slot < PER_PAGE - 1 && i < slips.length - 1) {
      doc.save().moveTo(MARGIN / 2, top + slipH).lineTo(A4.w - MARGIN / 2, top + slipH).dash(4, { space: 4 }).lineWidth(0.5).strokeColor('#777777').stroke().undash().restore();
    }
  }
  doc.end();
  return done;
}
