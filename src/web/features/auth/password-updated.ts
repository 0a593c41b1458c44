// After a password update the app goes to the sign-in page with this flag, which shows a
// confirmation there; it is not carried on from that page.
const UPDATED_PARAM = 'updated';

export const SIGN_IN_AFTER_UPDATE = `/login?${UPDATED_PARAM}=1`;
export const PASSWORD_UPDATED_NOTICE = 'Your password has been updated. Sign in with your new password.';

/** Whether the sign-in page was opened after a password update, and its query without the flag. */
export function readPasswordUpdated(search: string): { isUpdated: boolean; search: string } {
  const params = new URLSearchParams(search);
  if (!params.has(UPDATED_PARAM)) return { isUpdated: false, search };
  const isUpdated = params.get(UPDATED_PARAM) === '1';
  params.delete(UPDATED_PARAM);
  return { isUpdated, search: params.toString() };
}
