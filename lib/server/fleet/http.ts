import '@/lib/server/only';
import type { NextApiRequest, NextApiResponse } from 'next';
import { toLocale } from '@/lib/site-config';
import type { CustomerRow } from '../account/customers';

/** The query as single strings (the first of repeated parameters). */
export function singleQuery(req: NextApiRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.query)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined) out[k] = value;
  }
  return out;
}

/** A dynamic route segment as one string ('' when missing). */
export function param(req: NextApiRequest, name: string): string {
  const v = req.query[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

/** Account answers are personal: never stored by a shared cache. */
export function privateNoStore(res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'private, no-store');
}

/** The language of an export: `?locale=`, else the customer's. */
export function exportLocale(req: NextApiRequest, customer: CustomerRow): 'de' | 'en' {
  const q = singleQuery(req).locale;
  return q ? toLocale(q) : customer.locale;
}

/** Sends a file download. */
export function sendFile(res: NextApiResponse, body: string | Buffer, type: string, fileName: string): void {
  privateNoStore(res);
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.status(200).send(body);
}
