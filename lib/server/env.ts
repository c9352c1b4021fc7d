import '@/lib/server/only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { logger } from './logger';

const csv = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  SHOP_PLATFORM_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  MULTIPASS_SECRET: z.string().min(16).optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Zweitwerk <shop@zweitwerk.de>'),
  PRODUCTION_HOSTS: csv.default(['zweitwerk.de', 'www.zweitwerk.de']),
  SEED_DEMO: z.enum(['0', '1', '']).optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** '1' behind a reverse proxy: the client IP for rate limits is the first X-Forwarded-For entry */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
});

export type ServerEnv = Omit<z.infer<typeof schema>, 'JWT_SECRET' | 'MULTIPASS_SECRET' | 'SHOP_PLATFORM_URL'> & {
  JWT_SECRET: string;
  MULTIPASS_SECRET: string;
  SHOP_PLATFORM_URL: string;
};

/** Empty strings count as unset, so `FOO=` in a .env file behaves like no FOO at all. */
function cleaned(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

type Secrets = { JWT_SECRET: string; MULTIPASS_SECRET: string };

/** Reads or creates DATA_DIR/secrets.json (mode 600) for secrets not given in the environment. */
function generatedSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  try {
    const parsed = z
      .object({ JWT_SECRET: z.string().min(32), MULTIPASS_SECRET: z.string().min(16) })
      .parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed;
  } catch {
    const secrets = {
      JWT_SECRET: randomBytes(48).toString('base64url'),
      MULTIPASS_SECRET: randomBytes(32).toString('hex'),
    };
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
      logger.warn({ file }, 'JWT_SECRET/MULTIPASS_SECRET not set: generated secrets; set them for several instances');
      return secrets;
    } catch {
      // another process created it first: use theirs
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
    }
  }
}

let cached: ServerEnv | undefined;

/** Validated server configuration; throws with every problem listed when the environment is invalid. */
export function env(): ServerEnv {
  if (cached) return cached;
  const result = schema.safeParse(cleaned(process.env));
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const needGenerated = !e.JWT_SECRET || !e.MULTIPASS_SECRET;
  const gen = needGenerated ? generatedSecrets(dataDir) : undefined;
  cached = {
    ...e,
    DATA_DIR: dataDir,
    SITE_URL: e.SITE_URL.replace(/\/$/, ''),
    SHOP_PLATFORM_URL: (e.SHOP_PLATFORM_URL ?? e.SITE_URL).replace(/\/$/, ''),
    JWT_SECRET: e.JWT_SECRET ?? gen!.JWT_SECRET,
    MULTIPASS_SECRET: e.MULTIPASS_SECRET ?? gen!.MULTIPASS_SECRET,
  };
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
