import type { z } from 'zod';

/** Field path ('email', 'address.city') → the message shown under that field. */
export type FieldErrors = Partial<Record<string, string>>;
export type Validation<Output> =
  | { values: Output; errors?: undefined }
  | { values?: undefined; errors: FieldErrors };
export type Validate<Output> = (values: Record<string, unknown>) => Promise<Validation<Output>>;

/**
 * A form's validation whose zod schema, and zod itself, load on the first validation (the first
 * submit), so a page showing the form does not download the validation library before anyone
 * uses it. The messages are `zodResolver`'s: the first issue of each field path.
 */
export function lazySchemaValidation<Schema extends z.ZodType>(
  loadSchema: () => Promise<Schema>,
): Validate<z.output<Schema>> {
  let schema: Promise<Schema> | undefined;
  return async (values) => {
    schema ??= loadSchema();
    // A chunk that failed to load (a dropped connection) is asked for again at the next submit.
    const loaded = await schema.catch((error: unknown) => {
      schema = undefined;
      throw error;
    });
    const result = await loaded.safeParseAsync(values);
    if (result.success) return { values: result.data };
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const shown = issue.code === 'invalid_union' ? (issue.errors[0]?.[0] ?? issue) : issue;
      errors[issue.path.join('.')] ??= shown.message;
    }
    return { errors };
  };
}
