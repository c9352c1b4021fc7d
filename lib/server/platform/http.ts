import '@/lib/server/only';
import type { NextApiRequest, NextApiResponse } from 'next';
import { NotFoundError } from '../http/errors';

/** Cart and checkout answers are per browser: never cached anywhere. */
export function noStore(res: NextApiResponse): void {
  res.setHeader('Cache-Control', 'private, no-store');
}

/** A single dynamic route segment; a missing one can only mean an unknown resource. */
export function param(req: NextApiRequest, name: string): string {
  const v = req.query[name];
  if (typeof v !== 'string' || v === '') throw new NotFoundError();
  return v;
}
