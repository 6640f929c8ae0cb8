import { answerOfResponse } from './api';

function fileNameOf(response: Response, fallback: string): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return named?.[1] ?? fallback;
}

/** Hands a file to the browser's downloads, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Saves the file of a download answer under the name its Content-Disposition gives (`fallback`
 * without one). A failed answer throws an ApiError with the server's message instead, so a
 * download can be fetched (and retried after "Confirm it's you") rather than followed as a link.
 */
export async function saveDownload(
  response: Response,
  fallback: string,
): Promise<{ fileName: string }> {
  if (!response.ok) await answerOfResponse(response);
  const fileName = fileNameOf(response, fallback);
  saveFile(await response.blob(), fileName);
  return { fileName };
}
