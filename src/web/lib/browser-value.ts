import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A value only the browser knows (what it supports, what it stores), read so that a page drawn at
 * build time hydrates with the value it was drawn with (`drawn`) and then shows the browser's: read
 * straight away during hydration, it would differ from the drawing and React would throw the drawn
 * page away (decision 057). Outside hydration the browser's value comes at once.
 */
export function useBrowserValue<T>(readInBrowser: () => T, drawn: T): T {
  return useSyncExternalStore(neverChanges, readInBrowser, () => drawn);
}
