// The account pages (decision 026) have their own small HTML entry, account.html: the server and
// the dev server answer these paths with it, and it picks the page from the path alone.

/** What a reset link that expired or was already used says, on the page and from the server. */
export const EXPIRED_LINK_MESSAGE = 'This link has expired or was already used. Request a new link.';

export type AccountPageName = 'login' | 'signup' | 'reset-password' | 'update-password';
export type AccountPage = { name: AccountPageName; token?: string };

const ACCOUNT_PATH = /^\/(login|signup|reset-password|update-password)(?:\/([^/]+))?\/?$/;

/** The account page a path opens (its reset token for /reset-password/{token}), else null. */
export function accountPageOf(pathname: string): AccountPage | null {
  const match = ACCOUNT_PATH.exec(pathname);
  if (!match) return null;
  const [, name, token] = match;
  if (token === undefined) return { name: name as AccountPageName };
  // Only the e-mailed reset link has a second segment: /reset-password/{token}.
  if (name !== 'reset-password') return null;
  try {
    return { name: 'update-password', token: decodeURIComponent(token) };
  } catch {
    return null;
  }
}
