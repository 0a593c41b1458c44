import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver whose zod schema, and zod itself, load on the first validation (the first
 * submit in react-hook-form's default mode), so a page showing a form does not download the
 * validation library before anyone uses the form. Validation is the same as `zodResolver`'s.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolver: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
    );
    // A chunk that failed to load (a dropped connection) is asked for again at the next submit.
    const resolve = await resolver.catch((error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return resolve(values, context, options);
  };
}
