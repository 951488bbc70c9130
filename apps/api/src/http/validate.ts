import type { z } from 'zod';
import { HttpError } from './http-error.ts';

/** Parses input with a contract schema; bad input gets a 400 naming the first problem, and every issue. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new HttpError(400, issues[0]?.message ?? 'Invalid request', issues);
}
