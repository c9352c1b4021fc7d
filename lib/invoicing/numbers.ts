/** Document series: invoices, credit notes (corrections) and quotes. */
export type DocumentSeries = 'RE' | 'KR' | 'AN';

/** 'RE-2026-00001': series, year, five-digit sequence without gaps per series and year. */
export function formatDocumentNumber(series: DocumentSeries, year: number, seq: number): string {
  return `${series}-${year}-${String(seq).padStart(5, '0')}`;
}
