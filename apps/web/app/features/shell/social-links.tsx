import { normalizeLink, socialIconName } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';

type SocialIcon = { name: string; url: string };

/** The store's social networks as icon links, each opening in a new tab. */
export function SocialLinks({ icons }: { icons: SocialIcon[] }) {
  const { t } = useTranslation();
  if (!icons.length) return null;
  return (
    <ul aria-label={t('SHELL.followUs')} className="flex flex-wrap gap-2">
      {icons.map((icon) => (
        <li key={`${icon.name}-${icon.url}`}>
          <a
            href={normalizeLink(icon.url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={icon.name}
            className="grid size-10 place-items-center rounded-full bg-white text-gray-700 shadow-sm ring-1 ring-gray-200 transition-colors hover:bg-brand hover:text-brand-foreground hover:ring-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <NetworkIcon network={socialIconName(icon.name)} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Outline glyphs per network; an unknown network gets a plain link glyph. */
const GLYPHS: Record<string, React.ReactNode> = {
  facebook: <path d="M17 2h-3a5 5 0 0 0-5 5v3H6v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3V2Z" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </>
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6Z" />
      <path d="M2 9h4v12H2z" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  x: (
    <>
      <path d="M4 4h4.5L20 20h-4.5L4 4Z" />
      <path d="m20 4-6.6 7.2M4 20l6.6-7.2" />
    </>
  ),
  youtube: (
    <>
      <path d="M21.6 7.2a2.7 2.7 0 0 0-1.9-1.9C18 4.8 12 4.8 12 4.8s-6 0-7.7.5a2.7 2.7 0 0 0-1.9 1.9A28 28 0 0 0 2 12a28 28 0 0 0 .4 4.8 2.7 2.7 0 0 0 1.9 1.9c1.7.5 7.7.5 7.7.5s6 0 7.7-.5a2.7 2.7 0 0 0 1.9-1.9A28 28 0 0 0 22 12a28 28 0 0 0-.4-4.8Z" />
      <path d="m10 15 5-3-5-3v6Z" />
    </>
  ),
  tiktok: (
    <path d="M15 3c.3 2.5 1.9 4.2 4.5 4.5v3.2a8 8 0 0 1-4.5-1.4v6.2A5.5 5.5 0 1 1 9.5 10v3.3a2.3 2.3 0 1 0 2.2 2.2V3H15Z" />
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m9.5 21.5 2.3-9.5" />
      <path d="M8.6 13.7A4.5 4.5 0 0 1 8 11.5C8 8.8 10 7 12.5 7c2.4 0 4 1.6 4 3.9 0 2.6-1.4 4.6-3.4 4.6-1 0-1.8-.8-1.5-1.8" />
    </>
  ),
  link: (
    <>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </>
  ),
};
GLYPHS.twitter = GLYPHS.x;

function NetworkIcon({ network }: { network: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={GLYPHS[network] ? network : 'link'}
    >
      {GLYPHS[network] ?? GLYPHS.link}
    </svg>
  );
}
