import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';

type ChartCardProps = {
  title: string;
  description: string;
  /** The chart's numbers as a table for screen readers; the drawing itself is hidden from them. */
  table: ReactNode;
  empty: boolean;
  children: ReactNode;
};

/** A chart in a card, a region named by its title. */
export function ChartCard({ title, description, table, empty, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="py-10 text-center text-muted-foreground">No data yet.</p>
        ) : (
          <>
            <div className="sr-only">{table}</div>
            <div aria-hidden="true">{children}</div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
