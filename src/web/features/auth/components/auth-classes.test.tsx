import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { PageLoading } from '../../../components/layout/page-loading';
import { Alert } from '../../../components/ui/alert';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { AuthLayout } from './auth-layout';
import { MissingResetToken } from './missing-reset-token';
import { ResetPasswordForm } from './reset-password-form';
import { SignInScreen } from './sign-in-screen';
import { SignUpForm } from './sign-up-form';
import { SignUpSent } from './sign-up-sent';
import { UpdatePasswordForm } from './update-password-form';

// The account pages' entry renders without tailwind-merge (decision 026): that is only the same
// page as in the app when no element's classes conflict, i.e. merging them would change nothing.
const signedIn = async () => undefined;
const PAGES: Array<[string, ReactElement]> = [
  [
    'sign-in',
    <SignInScreen
      key="1"
      search="?shopId=1"
      notice={<Alert variant="success">Done</Alert>}
      onSignedIn={signedIn}
    />,
  ],
  ['sign-up', <SignUpForm key="2" search="" defaultName="Pat" />],
  ['sign-up sent', <SignUpSent key="3" email="pat@example.com" />],
  ['reset', <ResetPasswordForm key="4" search="" />],
  ['update', <UpdatePasswordForm key="5" token="t" />],
  ['missing token', <MissingResetToken key="6" />],
  [
    'layout',
    <AuthLayout key="7" title="Title" description="About">
      {null}
    </AuthLayout>,
  ],
  ['loading', <PageLoading key="8" />],
  [
    'field with an error',
    <Field key="9" id="x" label="X" error="Wrong">
      <Input />
    </Field>,
  ],
];

describe('account page classes', () => {
  it.each(PAGES)('%s: no class conflicts with another on the same element', (_name, page) => {
    const classLists = [...renderToStaticMarkup(page).matchAll(/class="([^"]*)"/g)].map((match) => match[1]!);
    expect(classLists.length).toBeGreaterThan(0);
    for (const classes of classLists) expect(twMerge(classes)).toBe(classes);
  });
});
