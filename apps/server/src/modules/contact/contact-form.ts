import { ContactBody, uploadMessage } from '@storefront/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidData } from '../../lib/errors.ts';
import { readFilePart } from '../../lib/multipart-file.ts';
import {
  ImageRefusedError,
  MAX_IMAGE_PIXELS,
  reencodeImage,
  type CleanImage,
} from '../../lib/image-reencode.ts';

type ReadForm = { fields: Record<string, string>; image: Buffer | null };

const tooLarge = () => new AppError('payload_too_large', uploadMessage('size'));
const tooMany = () => invalidData(uploadMessage('count'), { image: [uploadMessage('count')] });

/**
 * Reads the multipart body: text fields and at most one file, held in memory only up to the
 * size limit. At the parser's fileSize limit the request stops being read, so an oversized
 * upload is refused without being read to its end.
 */
export async function readContactForm(request: FastifyRequest): Promise<ReadForm> {
  const form: ReadForm = { fields: {}, image: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') form.fields[part.fieldname] = String(part.value);
      else if (form.image) {
        part.file.destroy();
        throw tooMany();
      } else form.image = await readFilePart(part, request, tooLarge);
    }
  } catch (error) {
    throw asUploadError(error, request);
  }
  return form;
}

/** The parser's own limit errors, in the words of §5. */
function asUploadError(error: unknown, request: FastifyRequest): unknown {
  const { FilesLimitError, RequestFileTooLargeError } = request.server.multipartErrors;
  if (error instanceof RequestFileTooLargeError) return tooLarge();
  if (error instanceof FilesLimitError) return tooMany();
  return error;
}

/** The text fields by the contract's rules; the first problem is the answer's message. */
export function parseContactFields(fields: Record<string, string>): ContactBody {
  const parsed = ContactBody.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  throw invalidData(parsed.error.issues[0]!.message, errors);
}

/** What the shopper is told of each refusal (the type in §5's words). */
const IMAGE_REFUSED = {
  type: uploadMessage('type'),
  pixels: `The image is too large, at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
  unreadable: 'The image could not be read.',
};

/** The upload by its real type (its name and declared type count for nothing), re-encoded. */
export async function cleanImage(bytes: Buffer): Promise<CleanImage> {
  try {
    return await reencodeImage(bytes);
  } catch (error) {
    if (!(error instanceof ImageRefusedError)) throw error;
    const message = IMAGE_REFUSED[error.problem];
    throw invalidData(message, { image: [message] });
  }
}
