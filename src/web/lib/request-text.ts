/** Who asked for a request, as every page names them; the server forgets the name once they leave. */
export function requesterName(requestedBy: string | null): string {
  return requestedBy ?? 'A former member';
}
