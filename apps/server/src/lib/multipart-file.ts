import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/**
 * A file part read into memory. At the parser's fileSize limit the request stops being read
 * and `tooLarge()` is thrown, so an oversized upload is refused without being read to its end.
 */
export async function readFilePart(
  part: MultipartFile,
  request: FastifyRequest,
  tooLarge: () => Error,
): Promise<Buffer> {
  part.file.once('limit', () => {
    // Unpiping at once: the parser would otherwise keep reading (and discarding) the rest.
    request.raw.unpipe();
    part.file.destroy(tooLarge());
  });
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
