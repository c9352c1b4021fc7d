import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString, decodePDFRawStream } from '@cantoo/pdf-lib';

export type PdfAttachment = { name: string; relationship: string | undefined; subtype: string | undefined; data: Buffer; listedInAF: boolean };

const text = (o: unknown): string | undefined => (o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : undefined);

/**
 * The embedded files of a PDF, read the way a PDF reader finds them: the catalog's
 * /Names /EmbeddedFiles name tree (flat /Names arrays, as PDF writers produce for a few files),
 * each file specification's /EF /F stream decoded, and whether the catalog's /AF array (PDF/A-3
 * associated files) lists the same file specification.
 */
export async function pdfAttachments(pdf: Uint8Array): Promise<PdfAttachment[]> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const tree = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const af = doc.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  const afRefs = new Set((af?.asArray() ?? []).map(String));
  const names = tree?.lookupMaybe(PDFName.of('Names'), PDFArray);
  const out: PdfAttachment[] = [];
  for (let i = 0; names && i < names.size(); i += 2) {
    const specRef = names.get(i + 1);
    const spec = names.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) throw new Error(`embedded file ${i / 2} has no stream`);
    out.push({
      name: text(spec.lookup(PDFName.of('UF'))) ?? text(spec.lookup(PDFName.of('F'))) ?? text(names.lookup(i)) ?? '',
      relationship: spec.get(PDFName.of('AFRelationship'))?.toString(),
      subtype: stream.dict.get(PDFName.of('Subtype'))?.toString(),
      data: Buffer.from(decodePDFRawStream(stream).decode()),
      listedInAF: afRefs.has(String(specRef)),
    });
  }
  return out;
}

/** The XMP metadata packet of a PDF (catalog /Metadata), as text. */
export async function pdfXmp(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const stream = doc.catalog.lookup(PDFName.of('Metadata'));
  return stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()).toString('utf8') : '';
}
