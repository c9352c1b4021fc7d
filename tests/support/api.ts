import type { NextApiHandler, PageConfig } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';

export type RouteModule = { default: NextApiHandler; config?: PageConfig };

export type ApiCall = {
  method?: string;
  /** path with query, e.g. /api/products?page=2 */
  url?: string;
  headers?: Record<string, string>;
  /** a string is sent as is; anything else as JSON with a content-type header */
  body?: unknown;
  /** dynamic route segments, e.g. { productId: 'x' } */
  params?: Record<string, string | string[]>;
};

export type ApiAnswer = { status: number; headers: Headers; text: string; json: unknown };

/**
 * Calls one API route module over real HTTP as `next start` would (query, dynamic segments, the
 * route's config and Next's response helpers), through next-test-api-route-handler.
 */
export async function callApi(mod: RouteModule, call: ApiCall = {}): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...(call.headers ?? {}) };
  let body: string | undefined;
  if (typeof call.body === 'string') body = call.body;
  else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  }
  let answer: ApiAnswer | undefined;
  await testApiHandler({
    // a route module: its default export is the handler, its config is honoured
    pagesHandler: { ...mod } as unknown as NextApiHandler,
    url: call.url ?? '/api/test',
    params: call.params,
    rejectOnHandlerError: false,
    test: async ({ fetch }) => {
      const res = await fetch({ method: call.method ?? 'GET', headers, body, redirect: 'manual' });
      const text = await res.text();
      let json: unknown = undefined;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      answer = { status: res.status, headers: res.headers, text, json };
    },
  });
  if (!answer) throw new Error('the route gave no answer');
  return answer;
}
