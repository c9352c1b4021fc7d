import '@/lib/server/only';
import type { Logger } from 'pino';
import { processLogger, type LoggerSettings } from '@/server/logging.mjs';
import { env } from './env';

function settings(): LoggerSettings {
  try {
    const e = env();
    return { level: e.LOG_LEVEL, pretty: e.NODE_ENV === 'development' };
  } catch {
    // an invalid environment is reported at start; until then log at the default level
    return { level: 'info', pretty: false };
  }
}

type LogFn = (fields: Record<string, unknown>, msg: string) => void;

/**
 * The process's pino logger (server/logging.mjs): JSON lines (pretty in development) at LOG_LEVEL,
 * each carrying the id of the request it was written for as `reqId`, e-mail addresses masked.
 * It is looked up on every call, so the front and the code Next bundles write through one
 * instance, whichever created it.
 */
export const logger: Record<'debug' | 'info' | 'warn' | 'error', LogFn> = {
  debug: (fields, msg) => current().debug(fields, msg),
  info: (fields, msg) => current().info(fields, msg),
  warn: (fields, msg) => current().warn(fields, msg),
  error: (fields, msg) => current().error(fields, msg),
};

function current(): Logger {
  return processLogger(settings);
}
