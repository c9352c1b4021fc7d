// One shop instance starting up, as `npm start` does on its first request: opens the database named
// by DATABASE_URL (migrating, and seeding the demo data with SEED_DEMO=1), then prints what it found
// as one JSON line and exits. tests/integration/db-concurrent-start.test.ts starts several at once.
import { sql } from 'drizzle-orm';
import { closeDb, getDb } from '@/lib/server/db';

async function main() {
  const db = await getDb();
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
