import '@/lib/server/only';
import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { $ZodError } from 'zod/v4/core';
import { fieldIssues } from '@/lib/contracts/issues';
import { HttpError } from './errors';
import { INVALID_REQUEST } from './input';
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
function sendError(res: NextApiResponse, status: number, code: string, message: string, details?: unknown) {
  res.status(status).json({ error: { code, message, ...(details === undefined ? {} : { details }) } });
}

/** Maps any thrown value to a status and a JSON error; unknown errors are logged and answered with 500. */
function respondWithError(req: NextApiRequest, res: NextApiResponse, err: unknown): void {
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
