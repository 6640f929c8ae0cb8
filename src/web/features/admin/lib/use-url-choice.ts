import { useSearchParams } from 'react-router';

/**
 * A filter beside a list's own (useUrlList's): read from the URL, 'all' when unset or unknown, and
 * a change starts again at page 1.
 */
export function useUrlChoice<Value extends string>(name: string, values: readonly Value[]) {
  const [params, setParams] = useSearchParams();
  const value = values.find((candidate) => candidate === params.get(name)) ?? 'all';
  function set(next: string) {
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.delete('page');
      changed.delete('cursor');
      if (values.includes(next as Value)) changed.set(name, next);
      else changed.delete(name);
      return changed;
    });
  }
  return [value, set] as const;
}
