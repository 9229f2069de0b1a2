import { ZOOM, zoomedScale } from '@storefront/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ZoomInIcon, ZoomOutIcon } from '../../components/ui/icons.tsx';

type ImagePreviewProps = { src: string; alt: string; open: boolean; onClose: () => void };

/** The main picture full size, zoomed in and out in steps of 0.1 between 0.5 and 1.5 (§9). */
export function ImagePreview({ src, alt, open, onClose }: ImagePreviewProps) {
  const { t } = useTranslation();
  const [scale, setScale] = useState(1);
  const zoom = (direction: 'in' | 'out') => setScale((now) => zoomedScale(now, direction));

  return (
    <Dialog
      open={open}
      onClose={() => {
        setScale(1);
        onClose();
      }}
      title={t('PRODUCT.preview')}
      className="max-w-4xl"
    >
      <div
        className="flex items-center justify-center gap-2 border-b border-gray-100 py-2"
        onKeyDown={(event) => {
          if (event.key === '+' || event.key === '=') zoom('in');
          if (event.key === '-') zoom('out');
        }}
      >
        <Button
          variant="outline"
          size="icon"
          aria-label={t('PRODUCT.zoomOut')}
          disabled={scale <= ZOOM.min}
          onClick={() => zoom('out')}
          className="rounded-full"
        >
          <ZoomOutIcon />
        </Button>
        <output aria-live="polite" className="w-16 text-center text-sm font-medium tabular-nums">
          {Math.round(scale * 100)}%
        </output>
        <Button
          variant="outline"
          size="icon"
          aria-label={t('PRODUCT.zoomIn')}
          disabled={scale >= ZOOM.max}
          onClick={() => zoom('in')}
          className="rounded-full"
        >
          <ZoomInIcon />
        </Button>
      </div>
      <div className="grid h-[min(70dvh,44rem)] place-items-center overflow-auto bg-gray-50">
        <img
          src={src}
          alt={alt}
          data-testid="preview-image"
          data-scale={scale}
          style={{ transform: `scale(${scale})` }}
          className="max-h-full max-w-full object-contain transition-transform duration-200"
        />
      </div>
    </Dialog>
  );
}
