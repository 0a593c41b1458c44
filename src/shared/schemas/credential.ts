import { z } from 'zod';
import { organizationIdSchema } from './organization';
import { plainText } from './text';

// Payload keys are the spec's procedure table (spec 001 §7: credential.*).
export const CREDENTIAL_NICKNAME_MAX = 80;

export const credentialIdSchema = z.uuid('Invalid credential id');

/** The Create Credential form: a nickname telling the credentials apart. */
export const credentialFieldsSchema = z.object({
  nickname: plainText('Nickname', { max: CREDENTIAL_NICKNAME_MAX, required: true }),
});
export type CredentialFields = z.infer<typeof credentialFieldsSchema>;

export const getCredentialsSchema = z.object({ organizationId: organizationIdSchema });
export type GetCredentialsInput = z.infer<typeof getCredentialsSchema>;

export const createCredentialSchema = credentialFieldsSchema.extend({ organizationId: organizationIdSchema });
export type CreateCredentialInput = z.infer<typeof createCredentialSchema>;

export const deleteCredentialSchema = z.object({ id: credentialIdSchema });
export type DeleteCredentialInput = z.infer<typeof deleteCredentialSchema>;

/** Not in the spec: a new secret for the credential, owned by the member who asks (issue 29). */
export const reissueCredentialSchema = z.object({ id: credentialIdSchema });
export type ReissueCredentialInput = z.infer<typeof reissueCredentialSchema>;
