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

/** Admin Organizations' edit dialog renames an organization. */
export const saveOrganizationAdminSchema = z.object({
  id: organizationIdSchema,
  name: createOrganizationSchema.shape.name,
});
export type SaveOrganizationAdminInput = z.infer<typeof saveOrganizationAdminSchema>;

/** An admin adds an existing user by the e-mail they signed up with (pasted text may carry spaces). */
export const adminAddUserToOrganizationSchema = z.object({
  organization_id: organizationIdSchema,
  email: z
    .string('Email is required')
    .trim()
    .min(1, 'Email is required')
    .pipe(z.email('Enter a valid email address').max(254, 'Email must be at most 254 characters')),
});
export type AdminAddUserToOrganizationInput = z.infer<typeof adminAddUserToOrganizationSchema>;

export const adminRemoveUserFromOrganizationSchema = z.object({
  organization_id: organizationIdSchema,
  user_id: userIdSchema,
});
export type AdminRemoveUserFromOrganizationInput = z.infer<typeof adminRemoveUserFromOrganizationSchema>;
