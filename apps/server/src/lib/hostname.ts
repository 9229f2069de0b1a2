/** "Acme.LocalHost:3000" → "acme.localhost": the Host header without its port, in lower case. */
export function hostnameOf(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '');
}

/** ":3000" of "acme.localhost:3000", or "" without a port. */
export function portSuffixOf(host: string | undefined): string {
  const value = (host ?? '').trim();
  return /(:\d+)$/.exec(value.startsWith('[') ? value.slice(value.indexOf(']')) : value)?.[1] ?? '';
}
