import type { ConsoleOrderListQuery } from '@storefront/contracts';

/** The list's URL (console or API) for a query: only fields that are set, `sort` as field:order. */
export function listQueryString(query: Partial<ConsoleOrderListQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === null) continue;
    params.set(key, String(value));
  }
  return params.toString();
}

export const listUrl = (query: Partial<ConsoleOrderListQuery>) => {
  const search = listQueryString(query);
  return search ? `/admin/orders?${search}` : '/admin/orders';
};

/** The form's `sort` select sends "field:order"; the API takes them apart. */
export function withSortSplit(params: URLSearchParams): Record<string, string> {
  const entries = Object.fromEntries(params);
  const [sort, order] = (entries.sort ?? '').split(':');
  if (sort && order) return { ...entries, sort, order };
  return entries;
}
