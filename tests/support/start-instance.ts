// One shop instance starting up, as `npm start` does (instrumentation.ts): opens the database named
// by DATABASE_URL (migrating), seeds the demo data with SEED_DEMO=1 through the same start-up step,
// then prints what it found as one JSON line and exits. tests/integration/db-concurrent-start.test.ts
// starts several at once.
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/server/db';
import { seedDemoOnStart } from '@/lib/server/seed/demo';

async function main() {
  const db = await getDb();
  await seedDemoOnStart();
  const { rows } = await db.execute<{ products: number }>(sql`select count(*)::int as products from products`);
  process.stdout.write(`${JSON.stringify({ ok: true, products: rows[0]?.products })}\n`);
  await closeDb();
}

// a one-shot start: it ends here even if something the seed touched keeps a handle open
main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stdout.write(`${JSON.stringify({ ok: false, error: err instanceof Error ? err.message : String(err) })}\n`);
    process.exit(1);
  },
);
