import { escapeHtml } from '../core/escape-html';

export type MailMessage = {
  subject: string;
  html: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};

const COMPANY = 'Orion Transit & Custody';

export type Letter = {
  subject: string;
  greetingName: string | null | undefined;
  paragraphs: string[];
  action: { label: string; url: string };
  closing: string;
  /** A mail the reader may stop: its unsubscribe link, shown under the signature. */
  unsubscribe?: { label: string; url: string };
};

/** One layout for every mail: a greeting, short paragraphs, one button, and the link in clear. */
export function letter({
  subject,
  greetingName,
  paragraphs,
  action,
  closing,
  unsubscribe,
}: Letter): MailMessage {
  const greeting = greetingName ? `Hello ${greetingName},` : 'Hello,';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0f172a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, open this link: <a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>
<p>${escapeHtml(closing)}</p>
<p>${COMPANY}</p>
${unsubscribe ? `<p style="font-size:13px;color:#475569"><a href="${escapeHtml(unsubscribe.url)}">${escapeHtml(unsubscribe.label)}</a></p>\n` : ''}</body></html>`;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}: ${action.url}`,
    '',
    closing,
    COMPANY,
    ...(unsubscribe ? ['', `${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n');
  return { subject, html, text };
}

export function confirmEmailMessage(input: {
  firstName?: string | null;
  url: string;
}): MailMessage {
  return letter({
    subject: `Confirm your e-mail address for ${COMPANY}`,
    greetingName: input.firstName,
    paragraphs: [
      `Thank you for creating an account with ${COMPANY}.`,
      'Please confirm your e-mail address to activate your account. The link is valid for 24 hours.',
    ],
    action: { label: 'Confirm e-mail address', url: input.url },
    closing: 'If you did not create this account, you can ignore this e-mail.',
  });
}

export function resetPasswordMessage(input: {
  firstName?: string | null;
  url: string;
}): MailMessage {
  return letter({
    subject: `Reset your ${COMPANY} password`,
    greetingName: input.firstName,
    paragraphs: [
      'We received a request to reset the password of your account.',
      'The link below is valid for one hour.',
    ],
    action: { label: 'Choose a new password', url: input.url },
    closing:
      'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  });
}

export function invitationMessage(input: { firstName?: string | null; url: string }): MailMessage {
  return letter({
    subject: `Your ${COMPANY} client account is ready`,
    greetingName: input.firstName,
    paragraphs: [
      `Our team has opened a client account for you at ${COMPANY}.`,
      'Choose your own password to sign in to the client portal. The link is valid for 72 hours.',
    ],
    action: { label: 'Choose your password', url: input.url },
    closing: 'If you were not expecting this, please contact us.',
  });
}

/** Sent instead of a second account, so sign-up never reveals which addresses are registered. */
export function accountExistsMessage(input: {
  firstName?: string | null;
  url: string;
}): MailMessage {
  return letter({
    subject: `You already have a ${COMPANY} account`,
    greetingName: input.firstName,
    paragraphs: [
      'Someone, perhaps you, tried to create a new account with this e-mail address.',
      'You already have an account. Sign in, or use "Forgot password?" on the sign-in page if you no longer know your password.',
    ],
    action: { label: 'Sign in', url: input.url },
    closing:
      'If this was not you, you can ignore this e-mail; nothing has changed on your account.',
  });
}

/** Invite Staff: the new staff member chooses a password, then sets up the second factor. */
export function staffInvitationMessage(input: {
  firstName: string;
  roleLabel: string;
  days: number;
  url: string;
}): MailMessage {
  return letter({
    subject: `Your ${COMPANY} staff account is ready`,
    greetingName: input.firstName,
    paragraphs: [
      `An administrator has opened a staff account for you at ${COMPANY}, with the role ${input.roleLabel}.`,
      `Choose your own password with the link below; it is valid for ${input.days} days. At your first sign-in you will set up two-factor sign-in, which every staff account needs.`,
    ],
    action: { label: 'Choose your password', url: input.url },
    closing: 'If you were not expecting this, please contact us.',
  });
}
