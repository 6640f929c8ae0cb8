import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();

  return (
    <main id="main-content" className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="mt-4 rounded-md bg-muted p-4 font-mono text-sm break-words">
        {describe(error)}
      </p>
      <Link to="/" className="mt-6 inline-block font-medium text-accent-text underline">
        Back to Home
      </Link>
    </main>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}
