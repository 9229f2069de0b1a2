import { CATALOGUE_IMPORT_LIMITS, type CatalogueImportDetail } from '@storefront/contracts';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useOnChange } from '../../lib/use-on-change.ts';

type UploadAnswer = { data?: CatalogueImportDetail; message?: string };
/** The chosen files; `dropped` when they came by drag and drop (the file inputs do not show those). */
type Files = { csv: File | null; zip: File | null; dropped: boolean };

const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type.includes('zip');

/**
 * The catalogue CSV and an optional zip of pictures: chosen with the file buttons or dropped
 * together on the zone; "Check the file" sends both for the dry run.
 */
export function ImportUpload({ onReport }: { onReport: (report: CatalogueImportDetail) => void }) {
  const { t } = useTranslation('console');
  const id = useId();
  const fetcher = useFetcher<UploadAnswer>();
  const [files, setFiles] = useState<Files>({ csv: null, zip: null, dropped: false });
  const [dragging, setDragging] = useState(false);
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useOnChange(answer?.data, onReport);

  const take = (list: FileList | null) => {
    const dropped = [...(list ?? [])];
    setFiles((now) => ({
      csv: dropped.find((file) => !isZip(file)) ?? now.csv,
      zip: dropped.find(isZip) ?? now.zip,
      dropped: true,
    }));
  };
  const send = () => {
    if (!files.csv) return;
    const form = new FormData();
    form.append(CATALOGUE_IMPORT_LIMITS.csvField, files.csv);
    if (files.zip) form.append(CATALOGUE_IMPORT_LIMITS.zipField, files.zip);
    fetcher.submit(form, {
      method: 'post',
      action: '/admin/imports/upload',
      encType: 'multipart/form-data',
    });
  };

  return (
    <div className="space-y-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          take(event.dataTransfer.files);
        }}
        className={cn(
          'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-gray-300 p-6 text-center text-sm text-gray-700',
          dragging && 'border-brand bg-brand/5',
        )}
      >
        <FileUp aria-hidden className="size-8 text-gray-500" />
        <p>{t('imports.drop')}</p>
        <div className="grid w-full gap-3 sm:grid-cols-2">
          <label htmlFor={`${id}-csv`} className="block text-left">
            <span className="font-medium">{t('imports.csvFile')}</span>
            <input
              id={`${id}-csv`}
              type="file"
              accept=".csv,text/csv"
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5"
              onChange={(event) =>
                setFiles((now) => ({
                  ...now,
                  csv: event.target.files?.[0] ?? null,
                  dropped: false,
                }))
              }
            />
            {files.dropped && files.csv ? (
              <span className="mt-1 block text-gray-600">{files.csv.name}</span>
            ) : null}
          </label>
          <label htmlFor={`${id}-zip`} className="block text-left">
            <span className="font-medium">{t('imports.zipFile')}</span>
            <input
              id={`${id}-zip`}
              type="file"
              accept=".zip,application/zip"
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border file:border-gray-300 file:bg-white file:px-3 file:py-1.5"
              onChange={(event) =>
                setFiles((now) => ({
                  ...now,
                  zip: event.target.files?.[0] ?? null,
                  dropped: false,
                }))
              }
            />
            {files.dropped && files.zip ? (
              <span className="mt-1 block text-gray-600">{files.zip.name}</span>
            ) : null}
          </label>
        </div>
      </div>
      {answer?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {answer.message}
        </p>
      ) : null}
      <Button onClick={send} disabled={!files.csv || fetcher.state !== 'idle'}>
        {fetcher.state === 'idle' ? t('imports.check') : t('imports.checking')}
      </Button>
    </div>
  );
}
