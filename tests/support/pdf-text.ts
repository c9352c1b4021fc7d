import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFRef } from '@cantoo/pdf-lib';

const decode = (s: unknown) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : '');
const hexText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)));

/** A font's ToUnicode CMap as code → text (bfchar entries and bfrange entries of both forms). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(parseInt(m[1]!, 16), hexText(m[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      if (m[3]!.startsWith('[')) {
        [...m[3]!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach((u, i) => map.set(lo + i, hexText(u[1]!)));
      } else {
        const first = parseInt(m[3]!.slice(1, -1), 16);
        for (let c = lo; c <= hi; c++) map.set(c, String.fromCodePoint(first + c - lo));
      }
    }
  }
  return map;
}

/**
 * The text of a PDF as a reader extracts it, one line per text object: each page's content
 * streams decoded, the hex strings of Tj/TJ mapped through the current font's ToUnicode CMap
 * (pdfkit writes embedded fonts with two-byte codes). Enough to check what a document says.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      fonts.set(name.asString(), toUnicode(decode(font.lookup(PDFName.of('ToUnicode')))));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const content of streams.map(decode)) {
      for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
        let font = new Map<number, string>();
        let text = '';
        for (const op of block[1]!.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|(\[[^\]]*\]|<[0-9a-fA-F]*>)\s*T[Jj]/g)) {
          if (op[1]) font = fonts.get(op[1]) ?? new Map();
          else for (const h of op[2]!.matchAll(/<([0-9a-fA-F]*)>/g)) text += (h[1]!.match(/.{4}/g) ?? []).map((c) => font.get(parseInt(c, 16)) ?? '').join('');
        }
        if (text) lines.push(text);
      }
    }
  }
  return lines.join('\n');
}
