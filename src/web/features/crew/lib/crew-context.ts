import type { PositionState } from './use-position-reporter';

/** What the crew app's layout gives its pages: the phone's position as last measured. */
export type CrewContext = { position: PositionState };
