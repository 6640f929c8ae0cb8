/** The colour names badges use; the web maps each to its light and dark classes once. */
export type Tone =
  'yellow' | 'cyan' | 'blue' | 'indigo' | 'purple' | 'green' | 'orange' | 'red' | 'grey';
