import { PICTURE_TYPES, type PictureType } from '@storefront/contracts';
import { ArrowDown, ArrowUp, ImageUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { TrashIcon } from '../../components/ui/icons.tsx';
import { uploadImage, useConsoleUpload } from '../../components/ui/image-upload.tsx';
import { cn } from '../../lib/cn.ts';
import { SelectField, TextInput } from './editor-fields.tsx';
import { moveItem, newKey, type PictureRow } from './product-form.ts';

type PicturesProps = {
  /** The colour's name, so each control says whose pictures it is about. */
  colour: string;
  pictures: PictureRow[];
  onChange: (pictures: PictureRow[]) => void;
  errorOf: (path: string) => string | undefined;
};

/**
 * A colour's pictures in display order: dropped or chosen (several at once) under a type,
 * reordered by dragging or by the move buttons, each with its type and alt text.
 */
export function PicturesField({ colour, pictures, onChange, errorOf }: PicturesProps) {
  const { t } = useTranslation('console');
  const [dragged, setDragged] = useState<number | null>(null);
  const move = (from: number, to: number) => onChange(moveItem(pictures, from, to));
  const change = (i: number, picture: Partial<PictureRow>) =>
    onChange(pictures.map((p, j) => (j === i ? { ...p, ...picture } : p)));
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-gray-800">
        {t('productEditor.pictures.title')}
      </legend>
      {pictures.length ? (
        <ol className="mb-3 grid gap-3 sm:grid-cols-2">
          {pictures.map((picture, i) => (
            <li
              key={picture.key}
              draggable
              onDragStart={() => setDragged(i)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null && dragged !== i) move(dragged, i);
                setDragged(null);
              }}
              className={cn(
                'flex gap-3 rounded-lg border border-gray-200 bg-white p-3',
                dragged === i && 'opacity-50',
              )}
            >
              <img
                src={picture.url}
                alt={t('productEditor.pictures.preview', {
                  number: i + 1,
                  colour,
                  type: t(`productEditor.pictures.types.${picture.type}`),
                })}
                className="size-20 shrink-0 cursor-grab rounded bg-gray-50 object-contain"
              />
              <div className="min-w-0 flex-1 space-y-2">
                <SelectField
                  label={t('productEditor.pictures.type')}
                  value={picture.type}
                  onChange={(type) => change(i, { type: type as PictureType })}
                >
                  {PICTURE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {t(`productEditor.pictures.types.${type}`)}
                    </option>
                  ))}
                </SelectField>
                <TextInput
                  label={t('productEditor.pictures.alt')}
                  value={picture.alt}
                  error={errorOf(`pictures.${i}.alt`) ?? errorOf(`pictures.${i}.url`)}
                  onChange={(alt) => change(i, { alt })}
                />
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={i === 0}
                    aria-label={t('productEditor.pictures.earlier', { number: i + 1, colour })}
                    onClick={() => move(i, i - 1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={i === pictures.length - 1}
                    aria-label={t('productEditor.pictures.later', { number: i + 1, colour })}
                    onClick={() => move(i, i + 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('productEditor.pictures.remove', { number: i + 1, colour })}
                    onClick={() => onChange(pictures.filter((_, j) => j !== i))}
                  >
                    <TrashIcon aria-hidden />
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <PictureDrop
        colour={colour}
        onUploaded={(type, url) => onChange([...pictures, { key: newKey(), type, url, alt: '' }])}
      />
      {errorOf('pictures') ? (
        <p className="mt-1.5 text-sm text-red-700">{errorOf('pictures')}</p>
      ) : null}
    </fieldset>
  );
}

/** Where new pictures arrive: the type they get, then dropped or chosen files. */
function PictureDrop({
  colour,
  onUploaded,
}: {
  colour: string;
  onUploaded: (type: PictureType, url: string) => void;
}) {
  const { t } = useTranslation('console');
  const upload = useConsoleUpload();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<PictureType>('front');
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = async (files: File[]) => {
    setProblem(null);
    for (const file of files) {
      if (!(upload.accept as readonly string[]).includes(file.type))
        return setProblem(upload.text.wrongType);
      if (file.size > upload.maxBytes) return setProblem(upload.text.tooLarge);
      const answer = await uploadImage(upload.endpoint, 'file', file, (percent) =>
        setStatus(upload.text.uploading.replace('{{percent}}', String(percent))),
      );
      if (answer.data?.url) onUploaded(type, answer.data.url);
      else setProblem(answer.errors?.file?.[0] ?? answer.message ?? upload.text.failed);
    }
    setStatus('');
  };

  return (
    <div
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        if (!event.dataTransfer.files.length) return;
        event.preventDefault();
        setDragging(false);
        void send([...event.dataTransfer.files]);
      }}
      className={cn(
        'flex flex-wrap items-end gap-3 rounded-xl border-2 border-dashed p-3',
        dragging ? 'border-accent bg-accent/5' : 'border-gray-300 bg-gray-50',
        problem && 'border-red-600',
      )}
    >
      <SelectField
        label={t('productEditor.pictures.newType')}
        value={type}
        onChange={(value) => setType(value as PictureType)}
      >
        {PICTURE_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`productEditor.pictures.types.${value}`)}
          </option>
        ))}
      </SelectField>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={upload.accept.join(',')}
        className="sr-only"
        aria-label={t('productEditor.pictures.choose', { colour })}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void send(files);
        }}
      />
      <Button variant="outline" onClick={() => input.current?.click()}>
        <ImageUp strokeWidth={1.8} aria-hidden />
        {t('productEditor.pictures.add')}
      </Button>
      <span className="pb-2.5 text-sm text-gray-600">{upload.text.drop}</span>
      <p role="status" className="basis-full text-sm text-gray-700 empty:hidden">
        {status}
      </p>
      {problem ? <p className="basis-full text-sm text-red-700">{problem}</p> : null}
    </div>
  );
}
