import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiHandler, PageConfig } from 'next';
// Next's own resolver: the same body parsing, query and response helpers as `next start`
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver';

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

/** Calls one API route module over real HTTP, through Next's API resolver. */
export async function callApi(mod: RouteModule, call: ApiCall = {}): Promise<ApiAnswer> {
  const url = call.url ?? '/api/test';
  const server = http.createServer((req, res) => {
    const query = { ...Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams.entries()), ...(call.params ?? {}) };
    void apiResolver(req, res, query, mod, {} as never, false);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const headers: Record<string, string> = { ...(call.headers ?? {}) };
    let body: string | undefined;
    if (typeof call.body === 'string') body = call.body;
    else if (call.body !== undefined) {
      body = JSON.stringify(call.body);
      if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
    }
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { method: call.method ?? 'GET', headers, body, redirect: 'manual' });
    const text = await res.text();
    let json: unknown = undefined;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
