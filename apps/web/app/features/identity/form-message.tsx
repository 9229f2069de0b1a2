import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The action's form-wide message where toasts cannot show it: a page rendered by the server
 * after a post without JavaScript. Once React runs, the toast says it instead.
 */
export function FormMessage({ message }: { message: string | undefined }) {
  const hydrated = useHydrated();
  if (hydrated || !message) return null;
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
