import { CONTACT_IMAGE } from '@storefront/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

type ImageDropProps = {
  image: File | null;
  /** Files dropped or picked; the form checks them (§5) before keeping one. */
  onChoose: (files: File[]) => void;
  onRemove: () => void;
  error: string | null;
  disabled: boolean;
};

/** The contact form's image: drop or click to pick one picture, then a preview with ×. */
export function ImageDrop({ image, onChoose, onRemove, error, disabled }: ImageDropProps) {
  const { t } = useTranslation();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const preview = useObjectUrl(image);

  function drop(event: React.DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (!disabled) onChoose(Array.from(event.dataTransfer.files));
  }

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-gray-800">
        {t('CONTACT.image')}
      </span>
      {image && preview ? (
        <div className="relative flex items-center gap-4 rounded-lg border border-gray-300 bg-gray-50 p-3">
          <img
            src={preview}
            alt={t('CONTACT.imagePreview', { name: image.name })}
            className="size-20 shrink-0 rounded-md bg-white object-contain ring-1 ring-gray-950/10"
          />
          <p className="min-w-0 flex-1 truncate text-sm text-gray-700">{image.name}</p>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('CONTACT.removeImage', { name: image.name })}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-200 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-50"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      ) : (
        <label
          htmlFor={`${id}-input`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'flex min-h-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
            dragging ? 'border-accent bg-accent/5' : 'border-gray-300 bg-white hover:bg-gray-50',
            error && 'border-red-600',
          )}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            className="size-8 text-gray-400"
          >
            <rect x="3" y="3" width="18" height="18" rx="2" />
            <circle cx="9" cy="9" r="2" />
            <path d="m21 15-3.1-3.1a2 2 0 0 0-2.8 0L6 21" />
          </svg>
          <span id={`${id}-drop`} className="text-sm font-medium text-gray-900">
            {t('CONTACT.dropImage')}
          </span>
          <span className="text-xs text-gray-500">{t('CONTACT.imageHint')}</span>
          <input
            id={`${id}-input`}
            type="file"
            accept={CONTACT_IMAGE.types.join(',')}
            disabled={disabled}
            aria-labelledby={`${id}-label ${id}-drop`}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            className="sr-only"
            onChange={(event) => {
              onChoose(Array.from(event.target.files ?? []));
              event.target.value = ''; // the same file may be picked again after an error
            }}
          />
        </label>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A preview address for the chosen file, released when it changes or the form goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
