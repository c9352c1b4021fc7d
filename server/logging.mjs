// @ts-check
/**
 * The shop's one logger (pino) and the request id every line written during a request carries.
 *
 * Two module instances of this file exist in the production server: the front (server/index.mjs,
 * plain Node) loads it, and Next bundles it again for lib/server/logger.ts. What both must share,
 * the AsyncLocalStorage that holds the current request and the pino instance, lives on globalThis
 * and is created by whichever side asks first.
 *
 * No personal data in logs: e-mail addresses in any logged field are masked (`k***@zweitwerk.de`),
 * URLs are logged without their query, and fields that hold secrets are censored.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import pino from 'pino';

/** @typedef {import('pino').Logger} Logger */
/** @typedef {import('pino').DestinationStream} DestinationStream */
/** @typedef {'debug' | 'info' | 'warn' | 'error' | 'silent'} LogLevel */
/** @typedef {{ level: LogLevel, pretty: boolean }} LoggerSettings */
/** @typedef {{ reqId: string }} RequestContext */

/** The levels LOG_LEVEL accepts (lib/server/env.ts validates it against the same list). */
export const LOG_LEVELS = /** @type {const} */ (['debug', 'info', 'warn', 'error', 'silent']);

/** Request and response header carrying the request id. */
const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept when it is a plain token: 1 to 128 of letters, digits, `.`, `_`, `-`. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** @type {{ __zwLogging?: { requests: AsyncLocalStorage<RequestContext>, logger?: Logger } }} */
const globalForLogging = /** @type {never} */ (globalThis);

function shared() {
  globalForLogging.__zwLogging ??= { requests: new AsyncLocalStorage() };
  return globalForLogging.__zwLogging;
}

/**
 * The request id to use for a request: the one it brought in X-Request-Id when that is a sane
 * token (a proxy or the client made it), otherwise a new UUID.
 * @param {string | string[] | undefined} header
 * @returns {string}
 */
function requestIdFrom(header) {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * Runs `handle` for a request inside its request context: the id from X-Request-Id (or a new
 * one) is set on the response header and on the request's own header (what Next, or the upstream
 * behind the front, sees), and every log line written while the request is handled carries it.
 * @template T
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {() => T} handle
 * @returns {T}
 */
export function runInRequestContext(req, res, handle) {
  const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
  req.headers[REQUEST_ID_HEADER] = reqId;
  res.setHeader('X-Request-Id', reqId);
  return shared().requests.run({ reqId }, handle);
}

/** The id of the request being handled, or undefined outside a request. */
function currentRequestId() {
  return shared().requests.getStore()?.reqId;
}

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/g;

/**
 * Masks every e-mail address in a text: the first character of the local part stays, so that a
 * support case can still be told apart, the domain stays (`kunde@zweitwerk.de` → `k***@zweitwerk.de`).
 * @param {string} text
 */
export function maskEmails(text) {
  return text.replace(EMAIL, '$1***@$2');
}

/**
 * A URL or request target without its query and fragment (they may hold tokens or e-mails).
 * @param {string} url
 */
function withoutQuery(url) {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** Fields whose value is a URL or path: logged without the query. */
const URL_FIELDS = new Set(['url', 'path', 'referer', 'referrer', 'href']);

/**
 * A copy of a logged value with e-mail addresses masked and URL fields cut to their path. Plain
 * objects and arrays are walked a few levels deep; other objects (errors have their own
 * serializer) are left as they are.
 * @param {unknown} value
 * @param {string} [key]
 * @param {number} [depth]
 * @returns {unknown}
 */
function scrub(value, key, depth = 0) {
  if (typeof value === 'string') {
    const masked = maskEmails(value);
    return key !== undefined && URL_FIELDS.has(key) ? withoutQuery(masked) : masked;
  }
  if (value === null || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, undefined, depth + 1));
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [k, v] of Object.entries(value)) out[k] = scrub(v, k, depth + 1);
  return out;
}

/** Fields that must never be written, wherever a caller puts them. */
const SECRET_PATHS = ['password', 'token', 'secret', '*.password', '*.token', '*.secret', 'headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie'];

/**
 * A pino logger as the shop configures it: JSON lines with ISO times and level names, or
 * pino-pretty (a transport, development only) when `pretty`; the current request's id as `reqId`.
 * `destination` replaces standard output (tests read the lines from it).
 * @param {LoggerSettings & { destination?: DestinationStream }} settings
 * @returns {Logger}
 */
export function createLogger({ level, pretty, destination }) {
  /** @type {import('pino').LoggerOptions} */
  const options = {
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const reqId = currentRequestId();
      return reqId === undefined ? {} : { reqId };
    },
    formatters: {
      // pino-pretty colours numeric levels; the JSON lines name them
      ...(pretty ? {} : { level: (label) => ({ level: label }) }),
      log: (object) => /** @type {Record<string, unknown>} */ (scrub(object)),
    },
    serializers: {
      err: (err) => scrub(err instanceof Error ? { ...pino.stdSerializers.err(err) } : err),
    },
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
  };
  if (destination) return pino(options, destination);
  if (pretty) return pino({ ...options, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } });
  return pino(options);
}

/**
 * Settings from the raw environment, for the side that starts before lib/server/env.ts has
 * validated it (the front): an unknown LOG_LEVEL falls back to the default there, and the
 * server then stops with the configuration error.
 * @param {Record<string, string | undefined>} environment
 * @returns {LoggerSettings}
 */
function settingsFromEnvironment(environment) {
  const nodeEnv = environment.NODE_ENV;
  const wanted = /** @type {LogLevel} */ (environment.LOG_LEVEL);
  const level = LOG_LEVELS.includes(wanted) ? wanted : nodeEnv === 'test' ? 'warn' : 'info';
  return { level, pretty: nodeEnv === 'development' };
}

/**
 * The process's logger, created on first use with `settings()` by whichever side asks first.
 * @param {() => LoggerSettings} [settings]
 * @returns {Logger}
 */
export function processLogger(settings = () => settingsFromEnvironment(process.env)) {
  const state = shared();
  state.logger ??= createLogger(settings());
  return state.logger;
}

/**
 * Makes `logger` the process's logger from now on (tests: one that writes to a stream they read).
 * @param {Logger} logger
 */
export function setProcessLogger(logger) {
  shared().logger = logger;
}
