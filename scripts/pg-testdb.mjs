// create|drop a throw-away PostgreSQL database for one test run. Prints its URL on create.
import pg from 'pg';

const [action, name] = process.argv.slice(2);
const admin = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!/^zw_test_[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: pg-testdb.mjs create|drop zw_test_<suffix>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  if (action === 'create') {
    await client.query(`DROP DATABASE IF EXISTS ${name}`);
    await client.query(`CREATE DATABASE ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    console.log(url.toString());
  } else if (action === 'drop') {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    throw new Error(`unknown action ${action}`);
  }
} catch (err) {
  console.error(`PostgreSQL ${action} failed: ${err.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
