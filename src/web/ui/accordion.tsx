import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** Radix Accordion with several items open at once, each opened and closed on its own. */
export function Accordion({
  className,
  ...props
}: Omit<AccordionPrimitive.AccordionMultipleProps, 'type'>) {
  return (
    <AccordionPrimitive.Root
      type="multiple"
      className={cn('divide-y divide-border rounded-lg border border-border bg-card', className)}
      {...props}
    />
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
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Item value={value}>
      <AccordionPrimitive.Header asChild>
        <Heading className="text-base">
          <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-card-foreground hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring">
            {title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
            />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="px-5 pb-5 text-muted-foreground">
        {children}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
