/** Link normalisation of §2: empty → '#', protocol-relative → https:, scheme-less → https://. */
export function normalizeLink(url: string | null | undefined): string {
  const link = (url ?? '').trim();
  if (!link) return '#';
  if (link.startsWith('//')) return `https:${link}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(link)) return link;
  return `https://${link}`;
}

/** True for links that leave the store and so open in a new tab. */
export function isExternalLink(url: string): boolean {
  return /^https?:\/\//i.test(url) || url.startsWith('//');
}

/** Social icon name from a network name ("LinkedIn" → "linkedin"). */
export function socialIconName(network: string): string {
  return network.trim().toLowerCase();
}

/** A page url or path without its leading and trailing slashes: "/about/" → "about". */
export function trimSlashes(path: string): string {
  return path.trim().replace(/^\/+|\/+$/g, '');
}
