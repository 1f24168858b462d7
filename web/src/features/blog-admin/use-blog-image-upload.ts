import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UploadBlogImageDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';

/** Uploads one image for a post and answers its URL; a refusal throws the gateway's message. */
export function useBlogImageUpload() {
  const [upload] = useMutation(UploadBlogImageDocument);
  return useCallback(
    async (file: File): Promise<string> => {
      try {
        const { data } = await upload({ variables: { image: file } });
        if (!data) throw new Error('The image could not be uploaded');
        return data.uploadBlogImage.url;
      } catch (error) {
        throw new Error(errorMessage(error, 'The image could not be uploaded. Please try again.'), { cause: error });
      }
    },
    [upload],
  );
}
