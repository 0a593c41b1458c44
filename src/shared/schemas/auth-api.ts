import { z } from 'zod';
import { plainText } from './text';

export const LOGIN_ACCESS_VALUES = ['enabled', 'disabled'] as const;

const secretText = (label: string) => plainText(label, { max: 500 });

/** authApi.saveAuthApiAdmin (spec 001 §7): the id plus exactly one of the three fields. */
export const saveAuthApiAdminInput = z.union(
  [
    z
      .object({
        id: z.uuid('Invalid auth API id'),
        login_access: z.enum(LOGIN_ACCESS_VALUES, "Login access must be 'enabled' or 'disabled'"),
      })
      .strict(),
    z.object({ id: z.uuid('Invalid auth API id'), csrf_token: secretText('CSRF token') }).strict(),
    z.object({ id: z.uuid('Invalid auth API id'), token: secretText('Token') }).strict(),
  ],
  {
    error: (issue) => {
      if (issue.code !== 'invalid_union') return undefined;
      const input = issue.input as Record<string, unknown> | null;
      const fields = input ? Object.keys(input).filter((key) => key !== 'id') : [];
      if (fields.length !== 1) return 'Send the id and exactly one of login_access, csrf_token or token';
      const index = ['login_access', 'csrf_token', 'token'].indexOf(fields[0]!);
      return index === -1 ? `Unknown field: ${fields[0]}` : issue.errors[index]?.[0]?.message;
    },
  },
);
export type SaveAuthApiAdminInput = z.infer<typeof saveAuthApiAdminInput>;
