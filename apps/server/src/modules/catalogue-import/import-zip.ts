import { CATALOGUE_IMPORT_LIMITS, formatFileSize } from '@storefront/contracts';
import { unzipSync, type UnzipFileInfo } from 'fflate';
import { invalidData } from '../../lib/errors.ts';

const { zipMaxEntries, pictureMaxBytes } = CATALOGUE_IMPORT_LIMITS;

const refused = (message: string) => invalidData(message, { pictures: [message] });

/** Files only: no folders, no macOS resource forks. */
const isPicture = (file: UnzipFileInfo) =>
  !file.name.endsWith('/') &&
  !file.name.split('/').some((part) => part.startsWith('__MACOSX') || part.startsWith('._'));

/**
 * The zip's files as a row may name them: by their path in the zip, or by their bare name when
 * only one file has it. Reads the directory only; nothing is unpacked.
 */
export function zipPictureNames(zip: Buffer): Map<string, string> {
  const names: string[] = [];
  try {
    unzipSync(zip, {
      filter: (file) => {
        if (isPicture(file)) names.push(file.name);
        if (names.length > zipMaxEntries)
          throw refused(`At most ${zipMaxEntries} files in the zip.`);
        return false;
      },
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && typeof error.code === 'number')
      throw refused('The zip could not be read.');
    throw error;
  }
  const byName = new Map(names.map((name) => [name, name]));
  const bare = new Map<string, string[]>();
  for (const name of names) {
    const base = name.split('/').pop()!;
    bare.set(base, [...(bare.get(base) ?? []), name]);
  }
  for (const [base, paths] of bare)
    if (paths.length === 1 && !byName.has(base)) byName.set(base, paths[0]!);
  return byName;
}

/** The bytes of the zip's files at `paths`; each at most the media upload's limit. */
export function unzipPictures(zip: Buffer, paths: Set<string>): Map<string, Buffer> {
  const tooLarge = (name: string) =>
    refused(`${name} is larger than ${formatFileSize(pictureMaxBytes)}.`);
  const files = unzipSync(zip, {
    filter: (file) => {
      if (!paths.has(file.name)) return false;
      if (file.originalSize > pictureMaxBytes) throw tooLarge(file.name);
      return true;
    },
  });
  const pictures = new Map<string, Buffer>();
  for (const [name, bytes] of Object.entries(files)) {
    // The directory's sizes are the zip's word; the unpacked bytes are checked too.
    if (bytes.length > pictureMaxBytes) throw tooLarge(name);
    pictures.set(name, Buffer.from(bytes));
  }
  return pictures;
}
