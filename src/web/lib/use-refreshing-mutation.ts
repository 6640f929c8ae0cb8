import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

type Refresh = {
  /** The queries the write changes, read again once it succeeds; it is pending until they are. */
  refresh: readonly QueryKey[];
  /**
   * Read them again after a failure too: when the write may have failed because they are out of
   * date (a session or passkey another tab already removed).
   */
  evenAfterFailure?: boolean;
};

/** A write to the server, then what it changed read again. */
export function useRefreshingMutation<Input, Output>(
  { refresh, evenAfterFailure = false }: Refresh,
  request: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  const readAgain = () =>
    Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: request,
    ...(evenAfterFailure ? { onSettled: readAgain } : { onSuccess: readAgain }),
  });
}
