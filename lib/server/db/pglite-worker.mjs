// @ts-check
// The embedded database in its own thread: PGlite (PostgreSQL compiled to WebAssembly) answers the
// PostgreSQL wire protocol on a private unix socket, and the app talks to it with the same `pg`
// driver it uses for a PostgreSQL server. Queries then run beside the app's rendering instead of
// stalling Node's main thread. Started by lib/server/db/index.ts; not bundled by Next.
//
// PGlite is one PostgreSQL session, but the app opens several connections so that queries wait
// here, ready to run, while the main thread is busy. The scheduler below keeps that safe:
// - the unit of work is a batch: every message up to a Sync (extended protocol), a simple Query
//   or a Flush, so one client's Parse/Bind/Execute never meet another client's;
// - a connection whose batch leaves the session inside a transaction block (ReadyForQuery 'T' or
//   'E'), or mid-batch after a Flush, owns the session: only its batches run until it is idle
//   again ('I'), so transactions never interleave;
// - a connection that goes away while it owns the session is rolled back;
// - named prepared statements belong to their connection, as on a PostgreSQL server: the worker
//   gives each connection's statement names a prefix of its own (Parse, Bind, Describe and Close
//   name them) and deallocates them when the connection goes away. Without that, two connections
//   preparing the same name would collide in the one session.
import net from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

/** @param {string} sql a simple Query message */
function queryMessage(sql) {
  const text = Buffer.from(`${sql}\0`);
  const head = Buffer.alloc(5);
  head[0] = 0x51;
  head.writeInt32BE(4 + text.length, 1);
  return Buffer.concat([head, text]);
}

/**
 * A named prepared statement's name in the session, with the connection's own prefix. Messages of
 * the extended protocol that name a statement: Parse ('P': name, query, ...), Bind ('B': portal,
 * statement, ...), Describe and Close ('D'/'C': 'S' or 'P', name). Unnamed statements, portals
 * and every other message pass unchanged.
 * @param {Buffer} message one frontend message (type byte, Int32 length, body)
 * @param {string} prefix
 * @param {Set<string>} names the connection's statements in the session, kept up to date
 * @returns {Buffer}
 */
export function scopeStatementNames(message, prefix, names) {
  const type = message[0];
  /** @type {number} where the statement name starts */
  let at;
  if (type === 0x50) at = 5;
  else if (type === 0x42) at = message.indexOf(0, 5) + 1;
  else if ((type === 0x44 || type === 0x43) && message[5] === 0x53) at = 6;
  else return message;
  const end = message.indexOf(0, at);
  if (at <= 0 || end < 0 || end === at) return message;
  const name = `${prefix}${message.toString('utf8', at, end)}`;
  if (type === 0x50) names.add(name);
  else if (type === 0x43) names.delete(name);
  const named = Buffer.from(name, 'utf8');
  const out = Buffer.concat([message.subarray(0, at), named, message.subarray(end)]);
  out.writeInt32BE(out.length - 1, 1);
  return out;
}

/** A Close message for a prepared statement. @param {string} name */
function closeStatement(name) {
  const body = Buffer.from(`S${name}\0`, 'utf8');
  const head = Buffer.alloc(5);
  head[0] = 0x43;
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/**
 * The transaction status of the ReadyForQuery message a batch's answer ends with ('I' idle,
 * 'T' in a transaction block, 'E' in a failed one), or null when it does not end with one.
 * @param {Uint8Array} out
 */
export function readyStatus(out) {
  const n = out.length;
  if (n < 6 || out[n - 6] !== 0x5a || out[n - 5] !== 0 || out[n - 4] !== 0 || out[n - 3] !== 0 || out[n - 2] !== 5) return null;
  return String.fromCharCode(out[n - 1] ?? 0);
}

/**
 * @typedef {{ messages: Buffer[]; discard?: boolean }} Batch
 * @typedef {{ socket: net.Socket; buffer: Buffer; started: boolean; current: Buffer[]; pending: Batch[]; closed: boolean; prefix: string; statements: Set<string> }} Connection
 */

/** @param {PGlite} db */
export function createScheduler(db) {
  /** @type {Connection[]} connections with batches waiting, oldest first */
  const ready = [];
  /** @type {Connection | null} */
  let owner = null;
  let running = false;
  let connections = 0;

  /** @param {Connection} conn @param {Batch} batch */
  function enqueue(conn, batch) {
    conn.pending.push(batch);
    if (!ready.includes(conn)) ready.push(conn);
    void pump();
  }

  function next() {
    if (owner) return owner.pending.length > 0 ? owner : null;
    return ready.find((c) => c.pending.length > 0) ?? null;
  }

  async function pump() {
    if (running) return;
    running = true;
    try {
      for (let conn = next(); conn; conn = next()) {
        const batch = /** @type {Batch} */ (conn.pending.shift());
        // round robin: a connection with more batches goes to the back
        const at = ready.indexOf(conn);
        if (at >= 0) ready.splice(at, 1);
        if (conn.pending.length > 0 && !conn.closed) ready.push(conn);
        /** @type {Uint8Array[]} */
        const out = [];
        try {
          for (const message of batch.messages) out.push(await db.execProtocolRaw(message, { syncToFs: false }));
        } catch (err) {
          // PGlite itself failed (not an SQL error, which comes back as an ErrorResponse)
          conn.socket.destroy(err instanceof Error ? err : new Error(String(err)));
          owner = null;
          continue;
        }
        const last = out[out.length - 1];
        const status = last ? readyStatus(last) : null;
        owner = status === 'I' ? null : conn;
        if (status === 'I') await db.syncToFs();
        if (!batch.discard && !conn.closed) conn.socket.write(Buffer.concat(out));
        // the connection left while owning the session: end what it had open
        if (owner === conn && conn.closed && conn.pending.length === 0) conn.pending.push(cleanUp(conn, true));
      }
    } finally {
      running = false;
    }
  }

  /**
   * What a connection that went away leaves behind: its open transaction when it owned the
   * session, and its prepared statements.
   * @param {Connection} conn @param {boolean} inTransaction
   * @returns {Batch}
   */
  function cleanUp(conn, inTransaction) {
    const messages = inTransaction ? [SYNC, queryMessage('ROLLBACK')] : [];
    if (conn.statements.size > 0) messages.push(...[...conn.statements].map(closeStatement), SYNC);
    conn.statements.clear();
    return { messages, discard: true };
  }

  /** @param {Connection} conn @param {Buffer} chunk */
  function receive(conn, chunk) {
    conn.buffer = conn.buffer.length > 0 ? Buffer.concat([conn.buffer, chunk]) : chunk;
    for (;;) {
      const buf = conn.buffer;
      if (!conn.started) {
        // startup phase: length, then a code (no type byte)
        if (buf.length < 8 || buf.length < buf.readInt32BE(0)) return;
        const length = buf.readInt32BE(0);
        const code = buf.readInt32BE(4);
        const message = Buffer.from(buf.subarray(0, length));
        conn.buffer = buf.subarray(length);
        if (code === SSL_REQUEST) {
          conn.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST) {
          conn.socket.destroy();
          return;
        }
        conn.started = true;
        enqueue(conn, { messages: [message] });
        continue;
      }
      if (buf.length < 5 || buf.length < 1 + buf.readInt32BE(1)) return;
      const length = 1 + buf.readInt32BE(1);
      const type = buf[0];
      const message = Buffer.from(buf.subarray(0, length));
      conn.buffer = buf.subarray(length);
      if (type === 0x58) {
        // Terminate
        conn.socket.end();
        return;
      }
      conn.current.push(scopeStatementNames(message, conn.prefix, conn.statements));
      // Sync, Query, Flush: the client now waits for an answer
      if (type === 0x53 || type === 0x51 || type === 0x48) {
        enqueue(conn, { messages: conn.current });
        conn.current = [];
      }
    }
  }

  /** @param {net.Socket} socket */
  function connect(socket) {
    /** @type {Connection} */
    connections += 1;
    const conn = { socket, buffer: Buffer.alloc(0), started: false, current: [], pending: [], closed: false, prefix: `c${connections}_`, statements: new Set() };
    socket.setNoDelay(true);
    socket.on('data', (chunk) => receive(conn, chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      conn.closed = true;
      conn.pending.length = 0;
      const i = ready.indexOf(conn);
      if (i >= 0) ready.splice(i, 1);
      const batch = cleanUp(conn, owner === conn);
      if (batch.messages.length > 0) enqueue(conn, batch);
    });
  }

  return { connect };
}

async function main() {
  /** @type {{ dataDir: string; socketPath: string }} */
  const { dataDir, socketPath } = workerData;
  const port = parentPort;
  if (!port) throw new Error('pglite-worker.mjs runs only as a worker thread');
  try {
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const scheduler = createScheduler(db);
    const server = net.createServer(scheduler.connect);
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve(undefined));
    });
    port.on('message', async (/** @type {unknown} */ message) => {
      if (message !== 'close') return;
      server.close();
      try {
        await db.close();
        port.postMessage({ closed: true });
      } catch (err) {
        port.postMessage({ closed: true, error: err instanceof Error ? err.message : String(err) });
      }
    });
    port.postMessage({ ready: true });
  } catch (err) {
    port.postMessage({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  }
}

if (parentPort) void main();
