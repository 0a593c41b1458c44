import { z } from 'zod';
import { shopIdSchema } from './shop';
import { refuseControlCharacters } from './text';

// Payload keys are the spec's procedure table: getIntegrations takes shopId, the create calls
// shop_id, the checks integrationId.
export const INTEGRATION_TYPES = ['TEKMETRIC', 'SHOP_WARE', 'PARTS_TECH'] as const;
export type IntegrationTypeName = (typeof INTEGRATION_TYPES)[number];

const integrationIdSchema = z.uuid('Invalid integration id');

export const getIntegrationsInput = z.object({ shopId: shopIdSchema });

export const deleteIntegrationInput = z.object({ id: integrationIdSchema });
export type DeleteIntegrationInput = z.infer<typeof deleteIntegrationInput>;

export const integrationCheckInput = z.object({ integrationId: integrationIdSchema });
export type IntegrationCheckInput = z.infer<typeof integrationCheckInput>;

/** Tekmetric: login is the client id, password the client secret; Shop-Ware: partner id and secret. */
export const createIntegrationLoginInput = z.object({
  shop_id: shopIdSchema,
  login: z
    .string()
    .trim()
    .min(1, 'Login is required')
    .max(200, 'Login is too long')
    .check(refuseControlCharacters('Login')),
  // Secrets are sent as typed: a leading or trailing space may be part of one.
  password: z
    .string()
    .min(1, 'Password is required')
    .max(500, 'Password is too long')
    .check(refuseControlCharacters('Password')),
});
export type CreateIntegrationLoginInput = z.infer<typeof createIntegrationLoginInput>;

export const createIntegrationPartstechInput = z.object({ shop_id: shopIdSchema });
export type CreateIntegrationPartstechInput = z.infer<typeof createIntegrationPartstechInput>;

export const connectPartstechInput = z.object({
  shop_id: shopIdSchema,
  username: z
    .string()
    .trim()
    .min(1, 'PartsTech username is required')
    .max(200, 'Username is too long')
    .check(refuseControlCharacters('Username')),
  apiKey: z
    .string()
    .trim()
    .min(1, 'PartsTech API key is required')
    .max(500, 'API key is too long')
    .check(refuseControlCharacters('API key')),
});
export type ConnectPartstechInput = z.infer<typeof connectPartstechInput>;
