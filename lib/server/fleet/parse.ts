import '@/lib/server/only';
import * as z from 'zod/mini';
import { HttpError } from '../http/errors';

/**
 * Validates input with a contract schema (zod/mini) and answers its output, or throws a 400 whose
 * details name each field and its error code (`{ path, message, code }`), as every API route answers.
 */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw new HttpError(
    400,
    'invalid_request',
    'The request is invalid.',
    {},
    result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: i.code })),
  );
}
