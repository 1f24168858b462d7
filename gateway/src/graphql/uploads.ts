import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { UPLOAD_MESSAGES } from '../../../shared/domain/uploads';
import { DomainError } from '../common/errors';
import { removeUploadFiles, saveUploadToTempFile } from '../common/upload-files';
import type { UploadedImage } from '../modules/property/listing-images';

/**
 * Streams GraphQL multipart uploads to temporary files, runs `work` with them and removes the
 * files afterwards. graphql-upload already stops a file past the size limit; its error becomes
 * the same message the REST adapter gives.
 */
export async function withUploads<T>(
  uploads: ReadonlyArray<Promise<FileUpload>> | null | undefined,
  maxBytes: number,
  work: (images: UploadedImage[]) => Promise<T>,
): Promise<T> {
  const images: Array<UploadedImage & { path: string }> = [];
  try {
    for (const pending of uploads ?? []) {
      const { filename, createReadStream } = await pending;
      try {
        images.push({ filename, ...(await saveUploadToTempFile(createReadStream())) });
      } catch {
        throw new DomainError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.photoTooLarge(maxBytes, filename), 'images');
      }
    }
    return await work(images);
  } finally {
    await removeUploadFiles(images.map((image) => image.path));
  }
}
