import * as z from 'zod/mini';
import { fieldIssues } from './issues';

/** path → code of everything a schema refuses in a value ({} when it is accepted). */
export function problems(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const r = z.safeParse(schema, value);
  return r.success ? {} : Object.fromEntries(fieldIssues(r.error.issues).map((i) => [i.path, i.code]));
}
