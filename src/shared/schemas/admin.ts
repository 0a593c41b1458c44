import { z } from 'zod';
import { plainText } from './text';

/** Admin lists show 20 rows a page (spec 001 §9), the page in ?page (default 1). */
export const ADMIN_PAGE_SIZE = 20;

export const adminPageSchema = z.coerce
  .number('Page must be a number')
  .int('Page must be a whole number')
  .min(1, 'Page must be 1 or more')
  .max(100_000, 'Page is too large')
  .default(1);

export const adminPageSizeSchema = z.coerce
  .number('Page size must be a number')
  .int('Page size must be a whole number')
  .min(1, 'Page size must be 1 or more')
  .max(100, 'Page size must be at most 100')
  .default(ADMIN_PAGE_SIZE);

/** A search box's text: trimmed, empty means no search (spec 001 §5 'runs only when non-empty'). */
export const adminSearchSchema = plainText('Search', { max: 100 }).optional().default('');

/** The usual input of a paged, searchable admin list. */
export const adminListInput = z
  .object({ page: adminPageSchema, pageSize: adminPageSizeSchema, search: adminSearchSchema })
  .default({ page: 1, pageSize: ADMIN_PAGE_SIZE, search: '' });
export type AdminListInput = z.infer<typeof adminListInput>;

/** Offset of a page for SQL. */
export function pageOffset(input: { page: number; pageSize: number }) {
  return (input.page - 1) * input.pageSize;
}
