import { useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';

/** The chart's numbers in words, for screen readers; the drawing itself is hidden from them. */
type ChartTable = {
  /** The table's caption; the chart's title by default. */
  caption?: string;
  /** The column headings, the first over the rows' own headings. */
  columns: readonly string[];
  /** One row per point of the chart: its heading (a month, a category...), then its figures. */
  rows: readonly { key: string; cells: readonly [ReactNode, ...ReactNode[]] }[];
};

type ChartCardProps = {
  title: string;
  description: string;
  empty: boolean;
  table: ChartTable;
  children: ReactNode;
};

/** A chart in a card, a region named by its title. */
export function ChartCard({ title, description, empty, table, children }: ChartCardProps) {
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
            <div className="sr-only">
              <table>
                <caption>{table.caption ?? title}</caption>
                <thead>
                  <tr>
                    {table.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map(({ key, cells: [heading, ...figures] }) => (
                    <tr key={key}>
                      <th scope="row">{heading}</th>
                      {figures.map((figure, index) => (
                        <td key={index}>{figure}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div aria-hidden="true">{children}</div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
