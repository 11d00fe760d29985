/** Default routing-error screen: 'Unexpected Application Error!' with the status and text or the message. */
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-2xl font-bold text-red-700">Unexpected Application Error!</h1>
      <p className="mt-4 rounded-lg bg-red-50 p-4 font-mono text-sm text-red-900">{message}</p>
      <a href="/" className="mt-6 inline-block text-sm font-semibold text-brand-700 underline">
        Reload the app
      </a>
    </main>
  );
}
