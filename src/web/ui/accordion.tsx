import { ChevronDown } from 'lucide-react';
import {
  createContext,
  useContext,
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn';

/**
 * The WAI-ARIA accordion, several items open at once: a heading holding a button that says whether
 * its panel is expanded, and the panel as a region named by that button. Up and Down move between
 * the buttons, Home and End go to the first and last. Our own rather than radix's: the FAQ is the
 * only accordion, and radix's with its collection and presence machinery was most of that public
 * page's first load (decision 043).
 */
type AccordionState = { isOpen: (value: string) => boolean; toggle: (value: string) => void };

const AccordionContext = createContext<AccordionState | null>(null);

export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const state: AccordionState = {
    isOpen: (value) => open.has(value),
    toggle: (value) =>
      setOpen((current) => {
        const next = new Set(current);
        if (!next.delete(value)) next.add(value);
        return next;
      }),
  };
  return (
    <AccordionContext value={state}>
      <div
        className={cn('divide-y divide-border rounded-lg border border-border bg-card', className)}
        onKeyDown={moveBetweenTriggers}
      >
        {children}
      </div>
    </AccordionContext>
  );
}

type AccordionItemProps = {
  value: string;
  /** The question or title; the trigger button's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** The heading level that wraps the trigger, so items sit under the section's own heading. */
  headingLevel?: 'h2' | 'h3' | 'h4';
};

export function AccordionItem({ value, title, children, headingLevel = 'h3' }: AccordionItemProps) {
  const accordion = useContext(AccordionContext);
  if (!accordion) throw new Error('AccordionItem must be inside an Accordion');
  const id = useId();
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  const open = accordion.isOpen(value);
  const state = open ? 'open' : 'closed';
  const Heading = headingLevel;
  return (
    <div data-state={state}>
      <Heading className="text-base">
        <button
          type="button"
          id={triggerId}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          data-state={state}
          data-accordion-trigger=""
          onClick={() => accordion.toggle(value)}
          className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-card-foreground hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
          />
        </button>
      </Heading>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-labelledby={triggerId}
          data-state={state}
          className="px-5 pb-5 text-muted-foreground"
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

const KEY_TARGETS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function moveBetweenTriggers(event: KeyboardEvent<HTMLDivElement>) {
  const target = KEY_TARGETS[event.key];
  if (!target || !(event.target instanceof HTMLElement)) return;
  const triggers = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]'),
  ];
  const index = triggers.indexOf(event.target as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  triggers[target(index, triggers.length)]?.focus();
}
