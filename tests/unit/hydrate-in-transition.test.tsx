import { renderToString } from 'react-dom/server';
import { hydrateRoot as plainHydrateRoot } from 'react-dom/client';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import reactDomClient, { hydrateRoot } from '@/lib/hydrate-in-transition';

const ITEMS = 24;
let rendered = 0;

/** Keeps the thread busy for `ms`, as rendering a card does on a slow phone. */
function work(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}

/** A card whose render takes ~3 ms in the browser. */
function SlowCard({ n }: { n: number }) {
  if (typeof window !== 'undefined') {
    work(3);
    rendered++;
  }
  return <li>card {n}</li>;
}

function Listing() {
  return (
    <ul>
      {Array.from({ length: ITEMS }, (_, i) => (
        <SlowCard key={i} n={i} />
      ))}
    </ul>
  );
}

/**
 * Hydrates the listing's server HTML and samples, from timers, how many cards had rendered each
 * time the event loop got a turn, until all had.
 */
async function hydrateAndSample(hydrate: typeof plainHydrateRoot): Promise<{ samples: number[]; text: string }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Listing />);
  document.body.appendChild(container);
  rendered = 0;
  const samples: number[] = [];
  const root = hydrate(container, <Listing />);
  await new Promise<void>((resolve) => {
    const tick = () => {
      samples.push(rendered);
      if (rendered >= ITEMS) resolve();
      else setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
  });
  // let the commit finish
  await new Promise((r) => setTimeout(r, 20));
  const text = container.textContent ?? '';
  root.unmount();
  container.remove();
  return { samples, text };
}

describe('hydration as a transition', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders in slices: other tasks run between parts of the hydration', async () => {
    const { samples, text } = await hydrateAndSample(hydrateRoot);
    const partial = samples.filter((n) => n > 0 && n < ITEMS);
    expect(partial.length).toBeGreaterThan(0);
    expect(text).toContain('card 23');
  });

  it('without it React hydrates the whole listing in one task (what Next does by default)', async () => {
    const { samples } = await hydrateAndSample(plainHydrateRoot);
    expect(samples.filter((n) => n > 0 && n < ITEMS)).toEqual([]);
  });

  it('is the module Next reads through a default import, with the rest of react-dom/client', () => {
    expect(reactDomClient.hydrateRoot).toBe(hydrateRoot);
    expect(typeof reactDomClient.createRoot).toBe('function');
  });
});

describe('next.config.js', () => {
  type GetLocalIdent = (context: { rootContext: string; resourcePath: string }, template: string, exportName: string) => string;
  type CssLoader = { loader: string; options: { modules: { getLocalIdent: GetLocalIdent } } };
  type WebpackConfig = { resolve: { alias: Record<string, string> }; plugins: unknown[]; module?: { rules: unknown[] } };
  type NextConfig = { webpack: (config: WebpackConfig, context: { isServer: boolean; dev: boolean }) => WebpackConfig };
  const nextConfig = () => createRequire(import.meta.url)('../../next.config.js') as NextConfig;

  it('gives the browser build this module as react-dom/client, and React its own client under another name', () => {
    const browser = nextConfig().webpack({ resolve: { alias: {} }, plugins: [] }, { isServer: false, dev: true });
    expect(browser.resolve.alias['react-dom/client$']).toMatch(/lib\/hydrate-in-transition\.ts$/);
    expect(browser.resolve.alias['zw-react-dom-client$']).toMatch(/node_modules\/react-dom\/client\.js$/);
    // the server renders to HTML and never hydrates
    const server = nextConfig().webpack({ resolve: { alias: {} }, plugins: [] }, { isServer: true, dev: true });
    expect(server.resolve.alias['react-dom/client$']).toBeUndefined();
  });

  it('names CSS module classes short in production builds, the same in both builds, and keeps Next\'s names in development', () => {
    const nextsOwn: GetLocalIdent = (_c, _t, name) => `readable_${name}__hash`;
    const configWith = (loader: CssLoader) => ({ resolve: { alias: {} }, plugins: [], module: { rules: [{ oneOf: [{ test: /\.module\.css$/, use: [{ loader: 'style' }, loader] }] }] } });
    const cssLoader = (): CssLoader => ({ loader: '/x/next/dist/build/webpack/loaders/css-loader/src/index.js', options: { modules: { getLocalIdent: nextsOwn } } });
    const ctx = (file: string) => ({ rootContext: '/app', resourcePath: `/app/components/${file}` });

    const server = cssLoader();
    const browser = cssLoader();
    nextConfig().webpack(configWith(server), { isServer: true, dev: false });
    nextConfig().webpack(configWith(browser), { isServer: false, dev: false });
    const card = server.options.modules.getLocalIdent(ctx('product-card.module.css'), '', 'card');
    expect(card).toMatch(/^z[\w-]{5}$/);
    expect(browser.options.modules.getLocalIdent(ctx('product-card.module.css'), '', 'card')).toBe(card);
    expect(server.options.modules.getLocalIdent(ctx('product-card.module.css'), '', 'title')).not.toBe(card);
    expect(server.options.modules.getLocalIdent(ctx('footer.module.css'), '', 'card')).not.toBe(card);

    const dev = cssLoader();
    nextConfig().webpack(configWith(dev), { isServer: false, dev: true });
    expect(dev.options.modules.getLocalIdent).toBe(nextsOwn);
  });

  it('stops a production build whose webpack config has no css-loader naming CSS module classes', () => {
    expect(() => nextConfig().webpack({ resolve: { alias: {} }, plugins: [], module: { rules: [] } }, { isServer: false, dev: false })).toThrow(/css-loader/);
  });
});

describe("Next's pages runtime", () => {
  it('hydrates through a default import of react-dom/client, the import the alias replaces', () => {
    // If a Next release bundled its own React for the pages router or hydrated another way, the
    // alias above would silently stop applying and hydration would go back to one task.
    const require = createRequire(import.meta.url);
    const source = fs.readFileSync(require.resolve('next/dist/client/index.js'), 'utf8');
    const imported = /const (\w+) = [^\n]*require\("react-dom\/client"\)/.exec(source);
    expect(imported).not.toBeNull();
    expect(source).toContain(`${imported![1]}.default.hydrateRoot(domEl`);
  });
});
