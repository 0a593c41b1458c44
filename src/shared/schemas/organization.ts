import { z } from 'zod';
import { adminSearchSchema } from './admin';
import { shopIdSchema } from './shop';
import { plainText } from './text';
import { ATTACH_MAX, userIdSchema } from './user';

export const ORGANIZATION_NAME_MAX = 120;

export const organizationIdSchema = z.uuid('Invalid organization id');

export const createOrganizationSchema = z.object({
  name: plainText('Name', { max: ORGANIZATION_NAME_MAX, required: true }),
});
export type CreateOrganizationInput = z.infer<typeof createOrganizationSchema>;

/** Admin Organizations: the search runs only when non-empty (spec 001 §5). */
export const getAdminOrganizationsSchema = z.object({ search: adminSearchSchema }).default({ search: '' });
export type GetAdminOrganizationsInput = z.infer<typeof getAdminOrganizationsSchema>;

export const adminAttachShopsToOrganizationSchema = z.object({
  organization_id: organizationIdSchema,
  shop_ids: z.array(shopIdSchema, 'Shops must be a list').max(ATTACH_MAX, `At most ${ATTACH_MAX} shops`),
});
export type AdminAttachShopsToOrganizationInput = z.infer<typeof adminAttachShopsToOrganizationSchema>;

export const adminAttachOrganizationsToUserSchema = z.object({
  user_id: userIdSchema,
  organization_ids: z
    .array(organizationIdSchema, 'Organizations must be a list')
    .max(ATTACH_MAX, `At most ${ATTACH_MAX} organizations`),
});
export type AdminAttachOrganizationsToUserInput = z.infer<typeof adminAttachOrganizationsToUserSchema>;
