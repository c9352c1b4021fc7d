import '@/lib/server/only';
import { env } from './env';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

function threshold(): number {
  let lvl: Level | 'silent' = 'info';
  try {
    lvl = env().LOG_LEVEL;
  } catch {
    // an invalid environment is reported at start; until then log at the default level
  }
  return order[lvl] ?? order.info;
}

function write(level: Level, fields: Record<string, unknown>, msg: string): void {
  if (order[level] < threshold()) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...fields });
  if (level === 'error' || level === 'warn') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
}

/** Structured one-line JSON logs on stdout/stderr. */
export const logger = {
  debug: (fields: Record<string, unknown>, msg: string) => write('debug', fields, msg),
  info: (fields: Record<string, unknown>, msg: string) => write('info', fields, msg),
  warn: (fields: Record<string, unknown>, msg: string) => write('warn', fields, msg),
  error: (fields: Record<string, unknown>, msg: string) => write('error', fields, msg),
};
