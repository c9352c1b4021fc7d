import '@/lib/server/only';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
// called only when secrets are generated, long after both modules are loaded
import { processLogger } from '@/server/logging.mjs';
import { LOG_LEVELS, type LogLevel } from '@/server/logging.mjs';

// The one place that reads the server's environment: every setting is validated here, and an
// invalid one stops the server at start (see instrumentation.ts) with one line per problem.

const csv = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );

const milliseconds = z.coerce.number().int().min(0).max(86_400_000);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  // start of every Redis key and channel name: deployments sharing one Redis keep apart
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'must be 1 to 64 of: letters, digits . _ : -')
    .default('zw'),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).default('http://localhost:3000'),
  SHOP_PLATFORM_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  MULTIPASS_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().default('Zweitwerk <shop@zweitwerk.de>'),
  PRODUCTION_HOSTS: csv.default(['zweitwerk.de', 'www.zweitwerk.de']),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  /** the first back-office (staff) account, created on first use when both are set */
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(10, 'must be at least 10 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  /**
   * Number of reverse proxies in front of the shop that append to X-Forwarded-For (0: none, the
   * socket address is the client). The client IP is taken that many entries from the right.
   */
  TRUST_PROXY: z.coerce.number({ error: 'must be a whole number of trusted proxies (0 to 10)' }).int().min(0).max(10).default(0),
  /** new carts one client address may create per hour (anonymous GET /api/cart/) */
  CART_CREATES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** login attempts (customer and staff, successful ones too) one client address may make per 15 minutes */
  LOGIN_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(30),
  CATALOG_CACHE_MS: milliseconds.default(15_000),
  /** folder of the Markdown content; tests point it elsewhere */
  CONTENT_DIR: z.string().min(1).optional(),
  /** set by Next while it builds: nothing may open the database then */
  NEXT_PHASE: z.string().optional(),
});

type Parsed = z.infer<typeof schema>;

export type ServerEnv = Omit<Parsed, 'JWT_SECRET' | 'MULTIPASS_SECRET' | 'SHOP_PLATFORM_URL' | 'LOG_LEVEL'> & {
  JWT_SECRET: string;
  MULTIPASS_SECRET: string;
  SHOP_PLATFORM_URL: string;
  LOG_LEVEL: LogLevel;
};

/** An invalid environment: `problems` holds one human-readable line per setting. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Empty strings count as unset, so `FOO=` in a .env file behaves like no FOO at all. */
function cleaned(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

type Secrets = { JWT_SECRET: string; MULTIPASS_SECRET: string };

const secretsFileSchema = z.object({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  MULTIPASS_SECRET: z.string().min(16, 'must be at least 16 characters'),
});

function readSecretsFile(file: string): Secrets {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new EnvError([`${file}: not valid JSON (${(err as Error).message}); fix or delete it, or set JWT_SECRET and MULTIPASS_SECRET`]);
  }
  const result = secretsFileSchema.safeParse(parsed);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${file}: ${i.path.join('.') || 'content'} ${i.message}`));
  }
  return result.data;
}

/**
 * Reads DATA_DIR/secrets.json, or creates it (mode 600) when it does not exist. A file that
 * exists but is malformed is an error: silently replacing it would sign everyone out.
 */
function generatedSecrets(dataDir: string): { secrets: Secrets; created: boolean } {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) return { secrets: readSecretsFile(file), created: false };
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    MULTIPASS_SECRET: randomBytes(32).toString('hex'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
    return { secrets, created: true };
  } catch (err) {
    // another process created it first: use theirs
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { secrets: readSecretsFile(file), created: false };
    throw new EnvError([`${file}: cannot be written (${(err as Error).message}); set JWT_SECRET and MULTIPASS_SECRET`]);
  }
}

/** One line per problem, naming the variable. */
function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
}

let cached: ServerEnv | undefined;

/**
 * Validated server configuration; throws an EnvError listing every problem when the environment
 * is invalid. The two secrets are resolved on first use (from the environment, else from
 * DATA_DIR/secrets.json, created when missing).
 */
export function env(): ServerEnv {
  if (cached) return cached;
  const result = schema.safeParse(cleaned(process.env));
  if (!result.success) throw new EnvError(problemsOf(result.error));
  const e = result.data;
  const dataDir = path.resolve(e.DATA_DIR);
  let secrets: Secrets | undefined;
  const resolveSecrets = (): Secrets => {
    if (secrets) return secrets;
    if (e.JWT_SECRET && e.MULTIPASS_SECRET) {
      secrets = { JWT_SECRET: e.JWT_SECRET, MULTIPASS_SECRET: e.MULTIPASS_SECRET };
    } else {
      const gen = generatedSecrets(dataDir);
      if (gen.created) {
        // the process logger straight from its module: ./logger reads its settings from this one
        processLogger().warn({ file: path.join(dataDir, 'secrets.json') }, 'JWT_SECRET/MULTIPASS_SECRET not set: generated secrets; set them for several instances');
      }
      secrets = { JWT_SECRET: e.JWT_SECRET ?? gen.secrets.JWT_SECRET, MULTIPASS_SECRET: e.MULTIPASS_SECRET ?? gen.secrets.MULTIPASS_SECRET };
    }
    return secrets;
  };
  const base = {
    ...e,
    DATA_DIR: dataDir,
    SITE_URL: e.SITE_URL.replace(/\/$/, ''),
    SHOP_PLATFORM_URL: (e.SHOP_PLATFORM_URL ?? e.SITE_URL).replace(/\/$/, ''),
    LOG_LEVEL: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
  };
  delete (base as Partial<Parsed>).JWT_SECRET;
  delete (base as Partial<Parsed>).MULTIPASS_SECRET;
  cached = Object.defineProperties(base, {
    JWT_SECRET: { get: () => resolveSecrets().JWT_SECRET, enumerable: false },
    MULTIPASS_SECRET: { get: () => resolveSecrets().MULTIPASS_SECRET, enumerable: false },
  }) as ServerEnv;
  return cached;
}

/**
 * Checks the whole configuration, secrets included, as the server does at start: answers the
 * problems, one line each (empty when everything is valid).
 */
export function configurationProblems(): string[] {
  try {
    const e = env();
    void e.JWT_SECRET;
    void e.MULTIPASS_SECRET;
    return [];
  } catch (err) {
    if (err instanceof EnvError) {
      cached = undefined;
      return err.problems;
    }
    throw err;
  }
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
