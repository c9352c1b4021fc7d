import '@/lib/server/only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import flagFile from '../../../config/flags.json';

const flagDefinition = z.object({ rollout: z.number().min(0).max(100), apps: z.array(z.string()).default(['front-end']) });
const flagFileSchema = z.object({ flags: z.record(z.string(), flagDefinition) });

const definitions = flagFileSchema.parse(flagFile).flags;

/** Stable bucket 0–99.99 for a key and a flag: the same browser always lands in the same bucket. */
function bucket(key: string, flag: string): number {
  const digest = createHash('sha256').update(`${flag}:${key}`).digest();
  return (digest.readUInt32BE(0) / 0x100000000) * 100;
}

export type GenerateFlagsInput = { key: string; enabled: boolean; app: string };

/** The flags of one key: every defined flag for the app, on when the key's bucket is inside the rollout. */
export function generateFlags({ key, enabled, app }: GenerateFlagsInput, defs = definitions): { key: string; flags: Record<string, boolean> } {
  const flags: Record<string, boolean> = {};
  for (const [name, def] of Object.entries(defs)) {
    if (!def.apps.includes(app)) continue;
    flags[name] = enabled && bucket(key, name) < def.rollout;
  }
  return { key, flags };
}
