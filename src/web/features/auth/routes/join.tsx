import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CLIENT_ROLE_LABELS } from '#shared/client-roles';
import { describeShared } from '#shared/delegation';
import {
  INVITATION_STATUS_LABELS,
  TEAM_MESSAGES,
  type InvitationStatus,
  type InvitationView,
} from '#shared/team';
import { ApiError } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { PageMeta } from '../../../lib/page-meta';
import { loginPathReturningTo } from '../../../lib/safe-redirect';
import { useSession } from '../../../session/get-session';
import { SignOutButton } from '../../../session/sign-out-button';
import { Button } from '../../../ui/button';
import { ErrorState, LoadingState } from '../../../ui/list-states';
import { toast } from '../../../ui/use-toast';
import { invitationQueryOptions, useInvitation } from '../api/get-invitation';
import { useAcceptInvitation, useSignUpToJoin } from '../api/join-organisation';
import { JoinSignUpForm } from '../components/join-sign-up-form';
import { toastFailure } from '../failure-text';

const DESCRIPTION = 'Join a client organisation at Orion Transit & Custody.';
const PORTAL = '/vault/items';
const SHARED = '/vault/shared';

const CLOSED_MESSAGES: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  expired: TEAM_MESSAGES.invitationExpired,
  revoked: TEAM_MESSAGES.invitationRevoked,
  accepted: TEAM_MESSAGES.invitationAccepted,
};

/**
 * Where a team invitation's e-mail link lands (/join?token=…): who invites whom to what, then
 * the one step that fits the visitor: accept (signed in with the invited address), sign out (signed
 * in with another), sign in (the address has an account) or open an account (it has none).
 */
export function JoinPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const invitation = useInvitation(token);
  const session = useSession();

  if (!token) return <ClosedInvitation title="Invitation Not Found" />;
  if (invitation.isPending || session.isPending) {
    return (
      <JoinFrame title="Invitation">
        <LoadingState text="Loading your invitation..." />
      </JoinFrame>
    );
  }
  if (invitation.isError) {
    if (invitation.error instanceof ApiError && invitation.error.status === 404) {
      return <ClosedInvitation title="Invitation Not Found" />;
    }
    return (
      <JoinFrame title="Invitation">
        <ErrorState
          title="Error loading the invitation"
          message={invitation.error.message}
          onRetry={() => void invitation.refetch()}
          retrying={invitation.isFetching}
        />
      </JoinFrame>
    );
  }
  const { status } = invitation.data;
  if (status !== 'pending') {
    return (
      <ClosedInvitation
        title={`Invitation ${INVITATION_STATUS_LABELS[status]}`}
        message={CLOSED_MESSAGES[status]}
      />
    );
  }
  return <PendingInvitation token={token} invitation={invitation.data} />;
}

function PendingInvitation({ token, invitation }: { token: string; invitation: InvitationView }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signUp = useSignUpToJoin(token);
  const here = `/join?token=${encodeURIComponent(token)}`;
  const offer = offerOf(invitation);
  const landing = offer.landing;

  const readAgain = () =>
    void queryClient.invalidateQueries({ queryKey: invitationQueryOptions(token).queryKey });
  const welcome = () => {
    toast(offer.welcome);
    void navigate(landing, { replace: true });
  };

  let step: ReactNode;
  // The form stays while the new account signs in, when the session starts naming the address.
  if (signUp.isPending || signUp.isSuccess || (!user && !invitation.account_exists)) {
    step = (
      <JoinSignUpForm
        email={invitation.email}
        signUp={signUp}
        onJoined={(signedIn) => {
          if (signedIn) return welcome();
          toast({ title: 'Account Created', description: 'Sign in to open the portal.' });
          void navigate(loginPathReturningTo(landing), { replace: true });
        }}
        onRefused={readAgain}
      />
    );
  } else if (!user) {
    step = (
      <>
        <p className="text-muted-foreground">{TEAM_MESSAGES.accountExists}</p>
        <Button asChild size="lg">
          <Link to={loginPathReturningTo(here)}>Sign in to accept</Link>
        </Button>
      </>
    );
  } else if (user.email.toLowerCase() !== invitation.email.toLowerCase()) {
    step = (
      <>
        <p className="text-muted-foreground">{TEAM_MESSAGES.wrongAccount}</p>
        <p className="text-sm text-muted-foreground">
          You are signed in as <span className="font-medium text-foreground">{user.email}</span>.
        </p>
        <SignOutButton variant="outline" label="Sign Out" landing={here} />
      </>
    );
  } else {
    step = <AcceptInvitation token={token} onJoined={welcome} onRefused={readAgain} />;
  }

  return (
    <JoinFrame title={offer.title}>
      <div className="grid gap-2 text-center">
        <p className="text-lg">{offer.sentence}</p>
        <p className="text-sm text-muted-foreground">
          The invitation is for{' '}
          <span className="font-medium text-foreground">{invitation.email}</span> and is valid until{' '}
          {formatDateTime(invitation.expires_at)}.
        </p>
      </div>
      <div className="grid gap-4 rounded-lg border border-border bg-card p-6 shadow-sm">{step}</div>
    </JoinFrame>
  );
}

/**
 * What the link offers, in words: a place in the organisation with a role, or (decision 065) read
 * access to some of its rows until a date; and where the portal opens once it is taken.
 */
function offerOf(invitation: InvitationView) {
  const organisation = invitation.organisation_name;
  const who = invitation.invited_by ?? organisation;
  if (invitation.kind === 'delegate' || !invitation.role) {
    const shared = invitation.shared
      ? `${describeShared(invitation.shared)}${invitation.shared.show_values ? ' with their values' : ''}`
      : 'some of its records';
    return {
      title: `${organisation} shares records with you`,
      sentence: `${who} gives you read access to ${shared} of ${organisation}, until ${formatDateTime(invitation.expires_at)}.`,
      welcome: {
        title: 'Access Accepted',
        description: `What ${organisation} shares is under Shared with Me.`,
      },
      landing: SHARED,
    };
  }
  const role = CLIENT_ROLE_LABELS[invitation.role];
  return {
    title: `Join ${organisation}`,
    sentence: invitation.invited_by
      ? `${invitation.invited_by} invited you to join ${organisation} as ${role}.`
      : `You are invited to join ${organisation} as ${role}.`,
    welcome: { title: `Welcome to ${organisation}`, description: `You joined as ${role}.` },
    landing: PORTAL,
  };
}

type AcceptInvitationProps = {
  token: string;
  onJoined: () => void;
  /** A 409: the invitation closed, or the person joined meanwhile; the page reads it again. */
  onRefused: () => void;
};

function AcceptInvitation({ token, onJoined, onRefused }: AcceptInvitationProps) {
  const accept = useAcceptInvitation(token);
  const busy = accept.isPending || accept.isSuccess;
  return (
    <Button
      size="lg"
      disabled={busy}
      onClick={() =>
        accept.mutate(undefined, {
          onSuccess: onJoined,
          onError: (error) => {
            toastFailure('Error accepting the invitation', error);
            if (error instanceof ApiError && error.status === 409) onRefused();
          },
        })
      }
    >
      {busy ? 'Joining...' : 'Accept Invitation'}
    </Button>
  );
}

/** An invitation that cannot be used (none, expired, withdrawn, accepted): why, and a way home. */
function ClosedInvitation({
  title,
  message = TEAM_MESSAGES.invitationNotFound,
}: {
  title: string;
  message?: string;
}) {
  return (
    <JoinFrame title={title}>
      <div className="grid justify-items-center gap-4 text-center">
        <p className="text-muted-foreground">{message}</p>
        <Button asChild variant="outline">
          <Link to="/">Go to the home page</Link>
        </Button>
      </div>
    </JoinFrame>
  );
}

function JoinFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto grid max-w-md gap-6 px-4 py-16 sm:px-6">
      <PageMeta title={title} description={DESCRIPTION} />
      <h1 className="text-center text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}
