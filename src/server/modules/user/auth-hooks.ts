import type { AuthHooks } from '../../auth';
import { isSignUpAllowed, SIGNUP_BY_INVITATION_MESSAGE } from '../app-config/signup';
import { leaveShopsBeforeAccountDeletion } from './memberships';
import {
  afterInvitedSignUp,
  type HookDeps,
  markEmailVerified,
  notifyExistingAccountSignUp,
  refuseUnconfirmedSignIn,
  sendSignUpVerification,
} from './sign-up-hooks';

/** The account rules better-auth calls back into (see AuthHooks in auth.ts). */
export function userAuthHooks(deps: HookDeps): AuthHooks {
  return {
    signUpRefusal: async (email) =>
      (await isSignUpAllowed(deps.db, email)) ? null : SIGNUP_BY_INVITATION_MESSAGE,
    beforeDeleteUser: (userId) => leaveShopsBeforeAccountDeletion(deps.db, userId),
    onExistingUserSignUp: (authContext, user) => notifyExistingAccountSignUp(deps, authContext, user),
    onPasswordReset: (userId) => markEmailVerified(deps.db, userId),
    sendVerificationEmail: (data, request) => sendSignUpVerification(deps, data, request),
    beforeSignIn: refuseUnconfirmedSignIn,
    afterSignUp: (ctx) => afterInvitedSignUp(deps, ctx),
  };
}
