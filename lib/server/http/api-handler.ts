import '@/lib/server/only';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import * as z from 'zod/mini';
import { $ZodError } from 'zod/v4/core';
import { fieldIssues } from '@/lib/contracts/issues';
import { HttpError } from './errors';
import { isCrossOrigin, mayUseCookie } from './origin';
import { logger } from '../logger';
import { isUniqueViolation } from '../db/errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard: a state-changing request that may be authenticated by the
 * auth cookie must come from this site's own pages (Origin / Sec-Fetch-Site), else 403.
 */
export function assertSameOrigin(req: NextApiRequest): void {
  if (mayUseCookie(req.headers) && isCrossOrigin(req.headers)) {
    throw new HttpError(403, 'cross_origin_request', 'Requests from other sites are not accepted.');
  }
}

/** JSON error body shared by every route: `{ error: { code, message, details? } }`. */
export function sendError(res: NextApiResponse, status: number, code: string, message: string, details?: unknown) {
  res.status(status).json({ error: { code, message, ...(details === undefined ? {} : { details }) } });
}

/** Maps any thrown value to a status and a JSON error; unknown errors are logged and answered with 500. */
export function respondWithError(req: NextApiRequest, res: NextApiResponse, err: unknown): void {
  if (res.headersSent) return;
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
    sendError(res, err.status, err.code, err.message, err.details);
    return;
  }
  if (err instanceof $ZodError) {
    sendError(res, 400, 'invalid_request', INVALID_REQUEST, fieldIssues(err.issues));
    return;
  }
  if (err instanceof SyntaxError) {
    sendError(res, 400, 'invalid_json', 'The request body is not valid JSON.');
    return;
  }
  if (isUniqueViolation(err)) {
    sendError(res, 409, 'conflict', 'The resource already exists.');
    return;
  }
  logger.error({ method: req.method, url: req.url, err: err instanceof Error ? err.stack : String(err) }, 'unhandled API error');
  sendError(res, 500, 'internal_error', 'An unexpected error occurred.');
}

/**
 * One wrapper for every API route: dispatches by method, answers 405 with `Allow` for the others,
 * and turns thrown errors into JSON. A handler may return a value to send it as JSON with 200.
 */
export function apiHandler(handlers: Partial<Record<Method, Handler>>): NextApiHandler {
  const allowed = Object.keys(handlers) as Method[];
  if (allowed.includes('GET')) allowed.push('HEAD' as Method);
  return async (req, res) => {
    const method = (req.method === 'HEAD' ? 'GET' : req.method) as Method;
    const handler = handlers[method];
    if (!handler) {
      res.setHeader('Allow', allowed.join(', '));
      sendError(res, 405, 'method_not_allowed', `Method ${req.method ?? ''} is not allowed.`);
      return;
    }
    try {
      if (STATE_CHANGING.has(method)) assertSameOrigin(req);
      const result = await handler(req, res);
      if (!res.headersSent && result !== undefined) res.status(200).json(result);
    } catch (err) {
      respondWithError(req, res, err);
    }
  };
}

const INVALID_REQUEST = 'The request is invalid: see details for each field.';

/**
 * Validates input with its resource's contract (lib/contracts); a violation is a 400
 * `invalid_request` whose details name each field with a stable code and an English message.
 */
export function parseInput<T extends z.ZodMiniType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new HttpError(400, 'invalid_request', INVALID_REQUEST, {}, fieldIssues(result.error.issues));
  return result.data;
}

/** Largest accepted request body, bytes. */
export const MAX_BODY_BYTES = 100_000;

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
