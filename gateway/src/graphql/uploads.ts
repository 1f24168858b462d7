import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { DomainError } from '../common/errors';
import type { UploadedImage } from '../modules/property/listing-images';

/**
 * Reads GraphQL multipart uploads into memory. graphql-upload already stops a file past the size
 * limit; its error becomes the same message the REST adapter gives.
 */
export async function readUploads(uploads: ReadonlyArray<Promise<FileUpload>> | null | undefined, maxBytes: number): Promise<UploadedImage[]> {
  const images: UploadedImage[] = [];
  for (const pending of uploads ?? []) {
    const { filename, createReadStream } = await pending;
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of createReadStream()) chunks.push(chunk as Buffer);
    } catch {
      throw new DomainError('PAYLOAD_TOO_LARGE', `"${filename}" is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Choose a smaller photo.`, 'images');
    }
    images.push({ filename, data: Buffer.concat(chunks) });
  }
  return images;
}
