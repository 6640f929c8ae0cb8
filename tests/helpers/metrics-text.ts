/** One line of the Prometheus text format: a metric name, its labels and its value. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE_LINE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Every sample of a scrape (comment lines left out); a line that is neither fails the test. */
export function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE_LINE.exec(line);
      if (!match) throw new Error(`not a Prometheus sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [
          name!,
          value!.replace(/\\(.)/g, (_, escaped: string) => (escaped === 'n' ? '\n' : escaped)),
        ]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

/** The samples of `name` whose labels include `labels`, summed; undefined when there is none. */
export function valueOf(
  samples: Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([label, value]) => sample.labels[label] === value),
  );
  return matching.length === 0 ? undefined : matching.reduce((sum, { value }) => sum + value, 0);
}
