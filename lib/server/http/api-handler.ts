import 'server-only';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { ZodError } from 'zod';
import { HttpError } from './errors';
import { logger } from '../logger';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (req: NextApiRequest, res: NextApiResponse) => unknown;

/** JSON error body shared by every route: `{ error: { code, message, details? } }`. */
export function sendError(res: NextApiResponse, status: number, code: string, message: string, details?: unknown) {
  res.status(status).json({ error: { code, message, ...(details === undefined ? {} : { details }) } });
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Maps any thrown value to a status and a JSON error; unknown errors are logged and answered with 500. */
export function respondWithError(req: NextApiRequest, res: NextApiResponse, err: unknown): void {
  if (res.headersSent) return;
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
    sendError(res, err.status, err.code, err.message, err.details);
    return;
  }
  if (err instanceof ZodError) {
    sendError(
      res,
      400,
      'invalid_request',
      'The request is invalid.',
      err.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code })),
    );
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
      const result = await handler(req, res);
      if (!res.headersSent && result !== undefined) res.status(200).json(result);
    } catch (err) {
      respondWithError(req, res, err);
    }
  };
}

/**
 * Parses a JSON body whatever its content type: the spec's register call sends JSON without a
 * content-type header, which Next leaves as a string.
 */
export function jsonBody(req: NextApiRequest): unknown {
  const body: unknown = req.body;
  if (typeof body === 'string') {
    if (body.trim() === '') return {};
    return JSON.parse(body) as unknown;
  }
  if (Buffer.isBuffer(body)) return JSON.parse(body.toString('utf8')) as unknown;
  return body ?? {};
}
