import type { UseMutationResult } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../../lib/page-meta';
import { Button } from '../../../ui/button';

type OutcomeProps = {
  icon: ReactNode;
  title: string;
  /** The page's meta description. */
  description: string;
  children: ReactNode;
};

/** A one-purpose page an e-mail's link opens: an icon, a heading, what it means and one action. */
export function Outcome({ icon, title, description, children }: OutcomeProps) {
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center sm:px-6">
      <PageMeta title={title} description={description} />
      {icon}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}

/** The icon of an Outcome whose action is done. */
export function DoneIcon() {
  return (
    <CircleCheck aria-hidden="true" className="size-12 text-emerald-600 dark:text-emerald-400" />
  );
}

type AskFirstProps = Omit<OutcomeProps, 'children'> & {
  /** What the action will do. */
  question: ReactNode;
  /** The action, given the link's token. */
  action: UseMutationResult<unknown, Error, string>;
  token: string;
  label: string;
  pendingLabel: string;
  variant?: 'destructive';
};

/**
 * An Outcome that says what its link's action will do and waits for the button, so a mail scanner
 * that opens every link acts on none.
 */
export function AskFirst({
  question,
  action,
  token,
  label,
  pendingLabel,
  variant,
  ...outcome
}: AskFirstProps) {
  return (
    <Outcome {...outcome}>
      <p className="text-muted-foreground">{question}</p>
      {action.isError && (
        <p role="alert" className="text-destructive">
          {action.error.message}
        </p>
      )}
      <Button
        variant={variant}
        className="mt-2"
        disabled={action.isPending || !token}
        onClick={() => action.mutate(token)}
      >
        {action.isPending ? pendingLabel : label}
      </Button>
    </Outcome>
  );
}
