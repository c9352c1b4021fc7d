import { i18nBundleQuerySchema } from '@/lib/contracts/i18n-bundle';
import { bundleScriptSource } from '@/lib/i18n/bundle-script';
import { bundleVersion } from '@/lib/i18n/bundle-version';
import { apiHandler, parseInput } from '@/lib/server/http/api-handler';
import { NotFoundError } from '@/lib/server/http/errors';
import { loadBundle } from '@/lib/server/i18n-bundles';

export const config = { api: { bodyParser: false as const } };

/**
 * GET /api/i18n/{locale}/{ns}?v={version}: one namespace's texts as a script that registers them
 * for the page's translator. Asked for with the current version, the answer never changes and may
 * be cached for a year; with another version or none, it is the current text, revalidated each time.
 */
export default apiHandler({
  GET: async (req, res) => {
    const { locale, ns, v } = parseInput(i18nBundleQuerySchema, req.query);
    const bundle = await loadBundle(locale, ns);
    if (!bundle) throw new NotFoundError(`There are no texts "${ns}" in "${locale}".`);
    const current = v === bundleVersion(bundle);
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    res.status(200).send(bundleScriptSource(locale, ns, bundle));
  },
});
