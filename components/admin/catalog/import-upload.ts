import type { CatalogImportCounts, CatalogImportIssue } from '@/lib/contracts/admin-catalog';

type ImportPhase = 'upload' | 'validate' | 'apply';
/** Where an import stands: uploading bytes, then checking and saving rows. */
export type ImportProgress = { phase: ImportPhase; done: number; total: number };
/** The import's outcome: what changed, or the rows that stopped it (nothing changed then). */
export type ImportResult = { ok: true; counts: CatalogImportCounts } | { ok: false; errors: CatalogImportIssue[]; errorCount: number };
type StreamLine = { progress?: ImportProgress; result?: ImportResult };

/** Share of the bar each phase fills: uploading, checking every row, saving. */
const SPANS: Record<ImportPhase, [number, number]> = { upload: [0, 20], validate: [20, 60], apply: [60, 100] };

/** Share of the progress bar done, 0–100. */
export function percentOf(p: ImportProgress): number {
  const [from, to] = SPANS[p.phase];
  return Math.round(from + ((to - from) * p.done) / Math.max(1, p.total));
}

/**
 * Sends the file and reads the server's progress lines as they arrive (XMLHttpRequest: upload
 * progress and the growing response). Resolves with the final result.
 */
export function uploadCatalogCsv(file: File, onProgress: (p: ImportProgress) => void): Promise<{ status: number; result?: ImportResult; error?: { code?: string; message?: string } }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let seen = 0;
    let result: ImportResult | undefined;
    const consume = () => {
      if (!xhr.getResponseHeader('content-type')?.startsWith('application/x-ndjson')) return;
      const text = xhr.responseText;
      let nl = text.indexOf('\n', seen);
      while (nl !== -1) {
        const line = text.slice(seen, nl).trim();
        seen = nl + 1;
        if (line) {
          const parsed = JSON.parse(line) as StreamLine;
          if (parsed.progress) onProgress(parsed.progress);
          if (parsed.result) result = parsed.result;
        }
        nl = text.indexOf('\n', seen);
      }
    };
    xhr.open('POST', '/api/admin/catalog/import');
    xhr.setRequestHeader('Content-Type', 'text/csv; charset=utf-8');
    xhr.setRequestHeader('Accept', 'application/x-ndjson');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ phase: 'upload', done: e.loaded, total: e.total });
    };
    xhr.onprogress = consume;
    xhr.onload = () => {
      try {
        consume();
        if (result) resolve({ status: xhr.status, result });
        else {
          const body = JSON.parse(xhr.responseText || '{}') as { error?: { code?: string; message?: string } };
          resolve({ status: xhr.status, error: body.error });
        }
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.send(file);
  });
}

