/** The colour names badges use; the web maps each to its light and dark classes once. */
const TONES = [
  'yellow',
  'cyan',
  'blue',
  'indigo',
  'purple',
  'green',
  'orange',
  'red',
  'grey',
] as const;

export type Tone = (typeof TONES)[number];
