import { useSearchParams } from 'react-router';

/** Links within the list: the current URL with some parameters changed (blank removes one). */
export function useListUrl() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | number | undefined>, keepPage = false) => {
    const next = new URLSearchParams(params);
    if (!keepPage) next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, String(value));
    }
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
}
