import { letter } from './templates';
import type { MailMessage } from './templates';

/** The invitation to join a client organisation, with its link (decision 064). */
export function teamInvitationMessage(input: {
  organisationName: string;
  invitedBy: string | null;
  roleLabel: string;
  days: number;
  url: string;
}): MailMessage {
  const who = input.invitedBy ?? 'An owner';
  return letter({
    subject: `Join ${input.organisationName} at Orion Transit & Custody`,
    greetingName: null,
    paragraphs: [
      `${who} invited you to join ${input.organisationName} in the Orion Transit & Custody client portal, as ${input.roleLabel}.`,
      `Accept with the link below, by signing in or by opening an account with this address; it is valid for ${input.days} days.`,
    ],
    action: { label: 'Accept the invitation', url: input.url },
    closing:
      'If you were not expecting this, you can ignore this e-mail: nothing happens without you.',
  });
}

/** What an organisation's owners are told of each change to its team. */
export function teamChangeMessage(input: {
  organisationName: string;
  change: string;
  appUrl: string;
}): MailMessage {
  return letter({
    subject: `A change to the team of ${input.organisationName}`,
    greetingName: null,
    paragraphs: [input.change, 'You receive this as an owner of the organisation.'],
    action: { label: 'Open the Team page', url: `${input.appUrl}/vault/team` },
    closing: 'If you did not expect this change, please contact us at once.',
  });
}

/** The invitation of someone outside an organisation to read what it shares with them. */
export function delegationInvitationMessage(input: {
  organisationName: string;
  invitedBy: string;
  shared: string;
  endsOn: string;
  url: string;
}): MailMessage {
  return letter({
    subject: `${input.organisationName} shares records with you at Orion Transit & Custody`,
    greetingName: null,
    paragraphs: [
      `${input.invitedBy} of ${input.organisationName} gives you read access to ${input.shared} in the Orion Transit & Custody client portal, until ${input.endsOn}.`,
      'Accept with the link below, by signing in or by opening an account with this address. The access ends by itself on that date.',
    ],
    action: { label: 'See what is shared', url: input.url },
    closing:
      'If you were not expecting this, you can ignore this e-mail: nothing happens without you.',
  });
}
