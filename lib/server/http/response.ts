import '@/lib/server/only';
import type { ServerResponse } from 'node:http';
import type { NextApiResponse } from 'next';

/**
 * Answers that belong to one visitor or change state: never stored by a browser or shared cache.
 * Takes an API route's response or a page's (`ctx.res`).
 */
export function noStore(res: Pick<ServerResponse, 'setHeader'>): void {
  res.setHeader('Cache-Control', 'private, no-store');
}

export type FileAnswer = {
  /** Content-Type, e.g. 'application/pdf' or 'text/csv; charset=utf-8' */
  type: string;
  fileName: string;
  /** 'inline' opens in the browser (documents), 'attachment' downloads (exports; the default) */
  disposition?: 'inline' | 'attachment';
};

/** Sends a file (a document or an export) with 200, never stored by a cache. */
export function sendFile(res: NextApiResponse, body: string | Buffer, file: FileAnswer): void {
  noStore(res);
  res.setHeader('Content-Type', file.type);
  res.setHeader('Content-Disposition', `${file.disposition ?? 'attachment'}; filename="${file.fileName}"`);
  res.status(200).send(body);
}
