import { CATALOG_CSV_MAX_BYTES } from '@/lib/contracts/admin-catalog';
import { importCatalogCsv, type ImportProgress } from '@/lib/server/admin/catalog-csv';
import { requireStaff } from '@/lib/server/admin/staff';
import { logger } from '@/lib/server/logger';
import type { NextApiRequest } from 'next';
import { apiHandler, HttpError, noStore } from '@/lib/server/http';

export const config = { api: { bodyParser: false as const } };

async function readCsv(req: NextApiRequest): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > CATALOG_CSV_MAX_BYTES) throw new HttpError(413, 'payload_too_large', 'The file is too large (at most 5 MB).');
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') throw new HttpError(400, 'csv_empty', 'The request body must be the CSV file.');
  if (text.includes('\u0000')) throw new HttpError(400, 'csv_binary', 'The file is not a text CSV file.');
  return text;
}

/**
 * POST /api/admin/catalog/import, the body being the CSV file (the export's format). Every row is
 * validated first; problems → 422 `{ error: { code: 'invalid_rows', details: [{ line, column, code, message }] } }`
 * and nothing changes; else 200 `{ counts }`. With `Accept: application/x-ndjson` the answer is a
 * stream of progress lines `{ progress: { phase, done, total } }` ending with `{ result }`.
 */
export default apiHandler({
  POST: async (req, res) => {
    const staff = await requireStaff(req);
    const text = await readCsv(req);
    if (/application\/x-ndjson/.test(req.headers.accept ?? '')) {
      res.status(200);
      res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
      noStore(res);
      res.setHeader('X-Accel-Buffering', 'no');
      const send = (value: unknown) => {
        res.write(`${JSON.stringify(value)}\n`);
        (res as unknown as { flush?: () => void }).flush?.();
      };
      send({ progress: { phase: 'upload', done: 1, total: 1 } });
      try {
        const result = await importCatalogCsv(staff, text, (p: ImportProgress) => send({ progress: p }));
        send({ result });
      } catch (err) {
        logger.error({ err: err instanceof Error ? err.stack : String(err) }, 'catalog import failed');
        send({ result: { ok: false, errors: [{ line: 0, column: '', code: 'internal_error', message: 'The import failed; nothing was changed.' }], errorCount: 1 } });
      }
      res.end();
      return;
    }
    const result = await importCatalogCsv(staff, text);
    noStore(res);
    if (!result.ok) throw new HttpError(422, 'invalid_rows', `${result.errorCount} problem(s) in the file; nothing was changed.`, {}, result.errors);
    return { counts: result.counts };
  },
});
