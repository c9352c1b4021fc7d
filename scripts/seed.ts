// Seeds the demo catalog (npm run db:seed) or, with --variants N, a large benchmark catalog. It takes
// the start lock (on PostgreSQL), so it never runs while an instance migrates or seeds.
import { closeDb, runExclusive } from '@/lib/server/db';
import { seedBenchCatalog, seedDemoCatalog } from '@/lib/server/seed/catalog';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`--${name}=`));
  return eq?.split('=')[1];
}

async function main() {
  const variants = arg('variants');
  if (variants) {
    const n = Number(variants);
    if (!Number.isInteger(n) || n <= 0) throw new Error('--variants takes a positive whole number');
    const started = Date.now();
    const r = await runExclusive(() => seedBenchCatalog(n));
    console.log(`benchmark catalog: ${r.products} products, ${r.variants} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else {
    console.log(await runExclusive(() => seedDemoCatalog()));
  }
  await closeDb();
}

main().catch(async (err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  await closeDb().catch(() => undefined);
  process.exit(1);
});
