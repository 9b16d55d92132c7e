import { formatPaiseExact, stateOfGstCode, type Language } from '@sevak/shared';
import type { InvoiceParty, InvoiceRow } from '../../db/schema/index.js';
import { translatorFor, type Translator } from '../../i18n/index.js';
import { amountInWords } from '../../platform/amount-words.js';
import { drawTable, newDocument, toBuffer, writeText } from '../../platform/pdf.js';

/**
 * An invoice as a PDF, in English or Hindi, with every field of CGST Rules 2017, Rule 46 (Rule 49
 * for a bill of supply): the supplier with address, state and GSTIN; the serial number and date;
 * the recipient with address, state and PIN code; the place of supply; the SAC code, description,
 * taxable value, rate and CGST/SGST or IGST; the total in figures and in words; reverse charge; the
 * e-commerce operator's name and GSTIN; and how it is authenticated.
 */
export function renderInvoice(row: InvoiceRow, language: Language): Promise<Buffer> {
  const t = translatorFor(language);
  const title = t(`invoice.${row.document}`);
  const doc = newDocument(t('invoice.documentTitle', { document: title, number: row.number }));
  writeText(doc.fontSize(20), 'bold', title).moveDown(0.2);
  writeText(doc.fontSize(10), 'regular', `${t('invoice.number')}: ${row.number}`);
  writeText(doc, 'regular', `${t('invoice.date')}: ${t('invoice.issuedAt', { when: row.issuedAt })}`).moveDown(0.8);

  const top = doc.y;
  partyBlock(doc, t, t('invoice.supplier'), row.seller, 48, top);
  const leftBottom = doc.y;
  partyBlock(doc, t, t('invoice.recipient'), row.buyer, 310, top);
  doc.y = Math.max(leftBottom, doc.y) + 10;
  if (row.onBehalfOf) {
    partyBlock(doc, t, t('invoice.suppliedBy'), row.onBehalfOf, 48, doc.y);
    doc.moveDown(0.6);
  }

  doc.fontSize(10);
  const pos = row.placeOfSupply;
  line(doc, `${t('invoice.placeOfSupply')}: ${pos ? `${stateOfGstCode(pos) ?? ''} (${pos})` : row.buyer.state}`);
  line(
    doc,
    `${t('invoice.operator')}: ${row.operatorName}${row.operatorGstin ? `, ${t('invoice.gstin', { gstin: row.operatorGstin })}` : ''}`,
  );
  line(doc, t('invoice.reverseCharge'));
  doc.moveDown(0.8);

  const inter = row.igstPaise > 0;
  const money = formatPaiseExact;
  drawTable(
    doc,
    [
      { label: t('invoice.description'), x: 48, width: 150 },
      { label: t('invoice.sac'), x: 200, width: 40 },
      { label: t('invoice.taxable'), x: 242, width: 70, align: 'right' },
      { label: t('invoice.rate'), x: 314, width: 44, align: 'right' },
      ...(inter
        ? [{ label: t('invoice.igst'), x: 360, width: 110, align: 'right' as const }]
        : [
            { label: t('invoice.cgst'), x: 360, width: 54, align: 'right' as const },
            { label: t('invoice.sgst'), x: 416, width: 54, align: 'right' as const },
          ]),
      { label: t('invoice.total'), x: 472, width: 75, align: 'right' },
    ],
    [
      [
        row.description,
        row.sac,
        money(row.taxablePaise),
        `${row.gstRatePercent}%`,
        ...(inter ? [money(row.igstPaise)] : [money(row.cgstPaise), money(row.sgstPaise)]),
        money(row.totalPaise),
      ],
    ],
  );
  doc.moveDown(0.6).fontSize(11);
  writeText(doc, 'bold', `${t('invoice.total')}: ${money(row.totalPaise)}`, { x: 48 });
  writeText(
    doc.fontSize(10),
    'regular',
    t('invoice.totalInWords', { words: amountInWords(row.totalPaise, language) }),
    {
      x: 48,
    },
  ).moveDown(1);

  doc.fontSize(9).fillColor('#444');
  const notes = [
    row.document === 'receipt' ? t('invoice.receiptNote', { operator: row.operatorName }) : null,
    row.document === 'bill_of_supply' ? t('invoice.billNote') : null,
    row.onBehalfOf ? t('invoice.operatorPays', { operator: row.operatorName }) : null,
    row.issuer === 'sevak'
      ? t('invoice.computerMadeSevak', { operator: row.operatorName })
      : t('invoice.computerMade', { operator: row.operatorName }),
  ];
  for (const note of notes) if (note) line(doc, note);
  doc.fillColor('#000');
  return toBuffer(doc);
}

function line(doc: PDFKit.PDFDocument, text: string) {
  writeText(doc, 'regular', text, { x: 48, width: 499 });
}

function partyBlock(doc: PDFKit.PDFDocument, t: Translator, heading: string, p: InvoiceParty, x: number, y: number) {
  const width = 237;
  writeText(doc.fontSize(10), 'bold', heading, { x, y, width });
  doc.fontSize(9.5);
  const name = p.name || t('invoice.deletedMember');
  const lines = [
    name,
    p.address,
    p.stateCode
      ? t('invoice.state', { state: p.state, code: p.stateCode })
      : p.state
        ? t('invoice.stateUnknown', { state: p.state })
        : '',
    p.pincode ? t('invoice.pincode', { pincode: p.pincode }) : '',
    p.gstin ? t('invoice.gstin', { gstin: p.gstin }) : t('invoice.unregistered'),
  ];
  for (const text of lines) if (text) writeText(doc, 'regular', text, { x, width });
}
