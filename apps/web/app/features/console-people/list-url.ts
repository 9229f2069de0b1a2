/** A list's URL (console or API) for a query: only fields that are set. */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === null) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

export const pageUrl = (path: string, query: Record<string, unknown>) => {
  const search = queryString(query);
  return search ? `${path}?${search}` : path;
};

/** The search form's `sort` select sends "field:order"; the API takes them apart. */
export function withSortSplit(params: URLSearchParams): Record<string, string> {
  const entries = Object.fromEntries(params);
  const [sort, order] = (entries.sort ?? '').split(':');
  if (sort && order) return { ...entries, sort, order };
  return entries;
}
