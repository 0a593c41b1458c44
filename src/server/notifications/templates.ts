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

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
