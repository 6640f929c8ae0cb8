import { createHash, randomBytes } from 'node:crypto';

/** What is kept of an invitation's token: its SHA-256, so the table alone opens no invitation. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new invitation link's token and its hash. */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function invitationUrl(appUrl: string, token: string): string {
  return `${appUrl}/join?token=${token}`;
}
