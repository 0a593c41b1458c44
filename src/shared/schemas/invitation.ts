import { z } from 'zod';
import { shopIdSchema } from './shop';
import { refuseControlCharacters } from './text';

export const INVITATION_TTL_DAYS = 7;

export const inviteUserToShopSchema = z.object({
  shopId: shopIdSchema,
  email: z.email('Enter a valid email address').max(254),
  name: z.string().trim().max(120, 'Name is too long').check(refuseControlCharacters('Name')).optional(),
});

export const approveInvitationSchema = z.object({
  invitationToken: z
    .string()
    .trim()
    .min(16, 'Invalid invitation token')
    .max(200, 'Invalid invitation token')
    .check(refuseControlCharacters('Invitation token')),
});
