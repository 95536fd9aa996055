import type { z } from "zod";
import { validationError } from "./errors";

/** Parses service input; a failure becomes a `validation` ServiceError naming each bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, prefix?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, prefix);
  return result.data;
}
