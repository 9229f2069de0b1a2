import { formatFileSize, MEDIA_UPLOAD } from '@storefront/contracts';
import { ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { TrashIcon } from './icons.tsx';

/** What the upload endpoint answers: the stored image, or the server's refusal. */
/** An uploaded picture's size in pixels (null for an SVG). */
export type ImageSize = { width: number | null; height: number | null };

export type UploadAnswer = {
  data?: { url: string } & Partial<ImageSize>;
  message?: string;
  errors?: Record<string, string[]>;
};

export type ImageUploadText = {
  choose: string;
  replace: string;
  drop: string;
  /** `{{percent}}` is replaced by the progress. */
  uploading: string;
  remove: string;
  failed: string;
  tooLarge: string;
  wrongType: string;
  none: string;
};

/** The console's media uploads: its endpoint, the server's limits, and the strings under 'upload'. */
export function useConsoleUpload() {
  const { t } = useTranslation('console');
  const text = t('upload', {
    returnObjects: true,
    limit: formatFileSize(MEDIA_UPLOAD.maxBytes),
  }) as ImageUploadText;
  return {
    endpoint: '/admin/media',
    accept: MEDIA_UPLOAD.types,
    maxBytes: MEDIA_UPLOAD.maxBytes,
    text: { ...text, uploading: t('upload.uploading', { percent: '{{percent}}' }) },
  };
}

type ImageUploadProps = {
  label: string;
  hint?: string;
  /** The image's URL, or null for none. */
  value: string | null;
  /** The new URL, with the uploaded picture's size when the server tells it. */
  onChange: (url: string | null, size?: ImageSize) => void;
  /** Where the file is posted (multipart, field `field`); answers `{ data: { url } }`. */
  endpoint: string;
  field?: string;
  /** MIME types the browser offers and the component accepts before sending. */
  accept: readonly string[];
  maxBytes: number;
  text: ImageUploadText;
  /** A server error for this field (from saving the form). */
  error?: string | null;
  /** How the preview is drawn: a wide logo, or a small square icon. */
  shape?: 'wide' | 'square';
};

/**
 * An image field: a file button and a drop zone (both keyboard reachable), upload progress,
 * the server's refusal in words, a preview and a remove button. The page's form keeps only
 * the URL; the file goes to `endpoint` as soon as it is chosen.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { label, hint, value, onChange, text, shape = 'wide' } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const error = problem ?? props.error ?? null;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, `${id}-status`]
    .filter(Boolean)
    .join(' ');

  const send = async (file: File) => {
    const refusal = checkFile(file, props);
    setProblem(refusal);
    if (refusal) return;
    setProgress(0);
    const answer = await uploadImage(props.endpoint, props.field ?? 'file', file, setProgress);
    setProgress(null);
    const { data } = answer;
    if (data?.url) onChange(data.url, { width: data.width ?? null, height: data.height ?? null });
    else setProblem(answer.errors?.file?.[0] ?? answer.message ?? text.failed);
  };

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
      </span>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file) void send(file);
        }}
        className={cn(
          'flex flex-col gap-4 rounded-xl border-2 border-dashed p-4 sm:flex-row sm:items-center',
          dragging ? 'border-accent bg-accent/5' : 'border-gray-300 bg-gray-50',
          error && 'border-red-600',
        )}
      >
        <div
          className={cn(
            'grid shrink-0 place-items-center overflow-hidden rounded-lg bg-white ring-1 ring-gray-200',
            shape === 'square' ? 'size-16' : 'h-16 w-full sm:w-48',
          )}
        >
          {value ? (
            <img src={value} alt="" className="max-h-full max-w-full object-contain p-1" />
          ) : (
            <span className="px-2 text-center text-xs text-gray-500">{text.none}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={props.accept.join(',')}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void send(file);
            }}
          />
          <Button
            variant="outline"
            disabled={progress !== null}
            onClick={() => input.current?.click()}
            aria-describedby={describedBy}
          >
            <ImageUp strokeWidth={1.8} aria-hidden />
            {value ? text.replace : text.choose}
            <span className="sr-only">: {label}</span>
          </Button>
          <span className="text-sm text-gray-600">{text.drop}</span>
          {value ? (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
              <TrashIcon aria-hidden />
              {text.remove}
              <span className="sr-only">: {label}</span>
            </Button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-status`} role="status" className="mt-1.5 text-sm text-gray-700 empty:hidden">
        {progress === null ? '' : text.uploading.replace('{{percent}}', String(progress))}
      </p>
      {progress !== null ? (
        <progress max={100} value={progress} className="mt-1 h-1.5 w-full" aria-hidden />
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The browser's own check before sending: declared type and size (the server reads the bytes). */
function checkFile(file: File, props: ImageUploadProps): string | null {
  if (!props.accept.includes(file.type)) return props.text.wrongType;
  if (file.size > props.maxBytes) return props.text.tooLarge;
  return null;
}

/**
 * Posts one file to the console's media endpoint and answers its `{ data: { url } }` or the
 * refusal. XMLHttpRequest, not fetch: only it reports upload progress.
 */
export function uploadImage(
  endpoint: string,
  field: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', endpoint);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => resolve((request.response ?? {}) as UploadAnswer);
    request.onerror = () => resolve({});
    const body = new FormData();
    body.append(field, file, file.name);
    request.send(body);
  });
}
