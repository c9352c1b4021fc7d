/** What the grouping needs of a listed invoice or credit note. */
export type ListedDocument = {
  id: string;
  kind: 'invoice' | 'credit_note';
  /** cents, gross; negative on credit notes */
  totalCents: number;
  /** credit notes: the invoice they correct */
  correctsInvoiceId: string | null;
};

export type DocumentGroup<T extends ListedDocument> = {
  /** the invoice, or a credit note whose invoice is not in the list */
  head: T;
  /** the credit notes correcting the invoice, oldest first */
  credits: T[];
  /** cents, gross, positive: what the credit notes credit in total */
  creditedCents: number;
  /** none, part or all of the invoice's total credited */
  credited: 'none' | 'partly' | 'fully';
};

/**
 * An account's documents with each credit note beside the invoice it corrects. Invoices keep the
 * order of the list (newest first); the credit notes of an invoice follow it oldest first, since
 * the list gives them newest first.
 */
export function groupByInvoice<T extends ListedDocument>(items: readonly T[]): DocumentGroup<T>[] {
  const invoiceIds = new Set(items.filter((i) => i.kind === 'invoice').map((i) => i.id));
  const creditsOf = new Map<string, T[]>();
  for (const item of items) {
    if (item.kind !== 'credit_note' || !item.correctsInvoiceId || !invoiceIds.has(item.correctsInvoiceId)) continue;
    creditsOf.set(item.correctsInvoiceId, [item, ...(creditsOf.get(item.correctsInvoiceId) ?? [])]);
  }
  return items
    .filter((i) => i.kind === 'invoice' || !i.correctsInvoiceId || !invoiceIds.has(i.correctsInvoiceId))
    .map((head) => {
      const credits = head.kind === 'invoice' ? (creditsOf.get(head.id) ?? []) : [];
      const creditedCents = credits.reduce((s, c) => s - c.totalCents, 0);
      const credited = credits.length === 0 ? 'none' : creditedCents >= head.totalCents ? 'fully' : 'partly';
      return { head, credits, creditedCents, credited };
    });
}
