import { tileHref, type RedirectTile, type RedirectTilesContent } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  gridPriority,
  MediaImage,
  pictureLoading,
  type PicturePriority,
} from '../../components/media-image.tsx';
import { cn } from '../../lib/cn.ts';

const JUSTIFY = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const;
const TEXT_ALIGN = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

/**
 * Image tiles, `tilesPerRow` on desktop (at most 2 on phones, 3 on tablets); a row that is not
 * full is aligned left, centre or right.
 */
export function RedirectTilesSection({
  content,
  priority,
}: {
  content: RedirectTilesContent;
  priority: PicturePriority;
}) {
  const perRow = content.tilesPerRow;
  const columns = {
    '--tiles-phone': Math.min(perRow, 2),
    '--tiles-tablet': Math.min(perRow, 3),
    '--tiles-desktop': perRow,
  } as React.CSSProperties;
  return (
    <div className="space-y-6">
      {content.title ? (
        <h2
          className={cn(
            'text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl',
            TEXT_ALIGN[content.alignment],
          )}
        >
          {content.title}
        </h2>
      ) : null}
      <ul
        style={columns}
        className={cn(
          'flex flex-wrap gap-4 sm:gap-6',
          '[--tiles:var(--tiles-phone)] sm:[--tiles:var(--tiles-tablet)] lg:[--tiles:var(--tiles-desktop)]',
          JUSTIFY[content.alignment],
        )}
      >
        {content.items.map((tile, index) => (
          <li
            key={`${tile.image}-${index}`}
            className="w-[calc((100%-(var(--tiles)-1)*1rem)/var(--tiles))] sm:w-[calc((100%-(var(--tiles)-1)*1.5rem)/var(--tiles))]"
          >
            <Tile
              tile={tile}
              sizes={`(min-width: 1024px) ${Math.ceil(100 / perRow)}vw, 50vw`}
              priority={gridPriority(index, priority)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Tile({
  tile,
  sizes,
  priority,
}: {
  tile: RedirectTile;
  sizes: string;
  priority: PicturePriority;
}) {
  const { t } = useTranslation();
  const body = (
    <figure className="group overflow-hidden rounded-xl bg-gray-100 shadow-sm">
      <MediaImage
        src={tile.image}
        sizes={sizes}
        alt=""
        width={600}
        height={600}
        {...pictureLoading(priority)}
        className="aspect-square w-full object-cover transition duration-300 group-hover:scale-105"
      />
      {tile.label ? (
        <figcaption className="px-3 py-2.5 text-center font-semibold text-gray-900">
          {tile.label}
        </figcaption>
      ) : null}
    </figure>
  );
  const redirect = tile.redirectOnClick;
  if (!redirect) return body;
  const linkClass =
    'block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
  if (redirect.type === 'external') {
    return (
      <a href={tileHref(redirect)} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {body}
        <span className="sr-only">{t('PAGES.opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <Link to={tileHref(redirect)} className={linkClass}>
      {body}
    </Link>
  );
}
