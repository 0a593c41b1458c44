export function renderPasswordResetEmail(name: string, url: string) {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const text = [
    greeting,
    '',
    'We received a request to reset the password of your Repair Quotes account.',
    `Choose a new password here (the link is valid for one hour): ${url}`,
    '',
    'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>We received a request to reset the password of your Repair Quotes account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a> (the link is valid for one hour).</p><p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>`;
  return { subject: 'Reset your password', text, html };
}

export function renderInvitationEmail(input: { inviterName: string; shopName: string; url: string }) {
  const text = [
    'Hi,',
    '',
    `${input.inviterName} invited you to join ${input.shopName} on Repair Quotes.`,
    `Accept the invitation: ${input.url}`,
  ].join('\n');
  const html = `<p>Hi,</p><p>${escapeHtml(input.inviterName)} invited you to join <strong>${escapeHtml(input.shopName)}</strong> on Repair Quotes.</p><p><a href="${escapeHtml(input.url)}">Accept the invitation</a></p>`;
  return { subject: `Join ${input.shopName} on Repair Quotes`, text, html };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderSignUpVerificationEmail(name: string, url: string) {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const intro = 'To finish creating your Repair Quotes account, confirm your e-mail address.';
  const ignore =
    'If you did not sign up, ignore this e-mail: nobody can sign in with this address until it is confirmed.';
  const text = [
    greeting,
    '',
    intro,
    `Confirm it here (the link is valid for 24 hours): ${url}`,
    '',
    ignore,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${intro}</p><p><a href="${escapeHtml(url)}">Confirm your e-mail address</a> (the link is valid for 24 hours).</p><p>${ignore}</p>`;
  return { subject: 'Confirm your e-mail address', text, html };
}

/** Someone signed up with the address of an account that exists: tell its owner, change nothing. */
export function renderExistingAccountSignUpEmail(input: {
  name: string;
  loginUrl: string;
  resetUrl: string;
}) {
  const greeting = input.name ? `Hi ${input.name},` : 'Hi,';
  const intro =
    'Someone, maybe you, tried to create a Repair Quotes account with this e-mail address. It already has an account, so nothing was created.';
  const ignore = 'If it was not you, you can ignore this e-mail; your account and password stay the same.';
  const text = [
    greeting,
    '',
    intro,
    `Sign in here: ${input.loginUrl}`,
    `Forgot your password? Choose a new one here: ${input.resetUrl}`,
    '',
    ignore,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${intro}</p><p><a href="${escapeHtml(input.loginUrl)}">Sign in</a> · <a href="${escapeHtml(input.resetUrl)}">Choose a new password</a></p><p>${ignore}</p>`;
  return { subject: 'Someone tried to sign up with your e-mail address', text, html };
}

/**
 * Someone signed up again with the address of an account never confirmed: its owner finishes it
 * by choosing the password (whoever started it may not have been them).
 */
export function renderFinishSignUpEmail(name: string, url: string) {
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const intro =
    'Someone, maybe you, tried to create a Repair Quotes account with this e-mail address. An account for it was started earlier but never confirmed.';
  const ignore =
    'If it was not you, ignore this e-mail: nobody can sign in with this address until it is confirmed.';
  const text = [
    greeting,
    '',
    intro,
    `To use it, choose your password here (the link is valid for one hour): ${url}`,
    '',
    ignore,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>${intro}</p><p><a href="${escapeHtml(url)}">Choose your password</a> (the link is valid for one hour).</p><p>${ignore}</p>`;
  return { subject: 'Finish creating your account', text, html };
}
