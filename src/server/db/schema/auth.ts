import { bigint, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';

// better-auth's tables. Field names are better-auth's (camelCase); columns are snake_case.
export const USER_ROLES = ['ADMIN', 'USER'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const timestamps = { createdAt: createdAt(), updatedAt: updatedAt() };

export const users = pgTable('users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  role: text({ enum: USER_ROLES }).notNull().default('USER'),
  // Kept on the server so an admin's developer displays follow them across browsers.
  devMode: boolean().notNull().default(false),
  ...timestamps,
});

/** A required reference to a user; the row is deleted with the user. */
export const parentUserId = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Who wrote or changed a row; kept as null when that user is deleted. */
export const nullableUserId = () => text().references(() => users.id, { onDelete: 'set null' });

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestampTz().notNull(),
    token: text().notNull().unique(),
    ipAddress: text(),
    userAgent: text(),
    userId: parentUserId(),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: parentUserId(),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestampTz(),
    refreshTokenExpiresAt: timestampTz(),
    scope: text(),
    password: text(),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestampTz().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.identifier)],
);

// Shared by every app instance, so the sign-in limit holds behind a load balancer.
export const rateLimits = pgTable('rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});
