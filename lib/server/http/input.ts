import '@/lib/server/only';
import type { NextApiRequest } from 'next';
import * as z from 'zod/mini';
import { fieldIssues } from '@/lib/contracts/issues';
import { HttpError, NotFoundError } from './errors';

/** The message of every 400 whose details name the fields of a request that failed its contract. */
export const INVALID_REQUEST = 'The request is invalid: see details for each field.';

/**
 * Validates input (a body, a query) with its resource's contract from lib/contracts and answers the
 * contract's output. A violation is a 400 `invalid_request` whose details name each field:
 * `{ path, code, message }` with a stable code the forms translate and an English sentence.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new HttpError(400, 'invalid_request', INVALID_REQUEST, {}, fieldIssues(result.error.issues));
  return result.data;
}

/** Largest accepted request body, bytes. */
const MAX_BODY_BYTES = 100_000;

/**
 * Reads and parses a JSON body whatever its content type (the spec's register call sends JSON
 * without a content-type header). Routes that take a body export
 * `config = { api: { bodyParser: false } }`, so malformed JSON reaches us and gets a JSON 400
 * instead of Next's plain-text answer. Empty body → {}.
 */
export async function readJsonBody(req: NextApiRequest, limit = MAX_BODY_BYTES): Promise<unknown> {
  const pre: unknown = req.body;
  if (pre !== undefined && pre !== null && typeof pre !== 'string' && !Buffer.isBuffer(pre)) return pre;
  let text: string;
  if (typeof pre === 'string') text = pre;
  else if (Buffer.isBuffer(pre)) text = pre.toString('utf8');
  else {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer | string>) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size > limit) throw new HttpError(413, 'payload_too_large', 'The request body is too large.');
      chunks.push(buf);
    }
    text = Buffer.concat(chunks).toString('utf8');
  }
  if (text.trim() === '') return {};
  return JSON.parse(text) as unknown;
}

/** The e-mail a body claims, lower-cased, for a per-address rate limit before validation ('' when none). */
export function claimedEmail(raw: unknown): string {
  const claimed = raw !== null && typeof raw === 'object' ? (raw as { email?: unknown }).email : undefined;
  return typeof claimed === 'string' ? claimed.trim().toLowerCase().slice(0, 254) : '';
}

/**
 * A dynamic segment of a route (`req.query.cartId` of `[cartId].ts`, or `ctx.params.leadId` of a
 * page), checked with its contract when one is given. A segment that is missing, repeated, empty or
 * fails its contract cannot name anything: 404 with `notFound` as the message.
 */
export function routeParam(value: unknown, schema?: undefined, notFound?: string): string;
export function routeParam<S extends z.core.$ZodType<unknown, string>>(value: unknown, schema: S, notFound?: string): z.output<S>;
export function routeParam(value: unknown, schema?: z.core.$ZodType, notFound = 'Not found.'): unknown {
  if (typeof value !== 'string' || value === '') throw new NotFoundError(notFound);
  if (!schema) return value;
  const result = z.safeParse(schema, value);
  if (!result.success) throw new NotFoundError(notFound);
  return result.data;
}

/** The query as single strings: the first of a repeated parameter, nothing for an empty one. */
export function singleQuery(req: Pick<NextApiRequest, 'query'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.query)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined) out[k] = value;
  }
  return out;
}
