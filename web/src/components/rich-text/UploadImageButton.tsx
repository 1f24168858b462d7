import { Button, IconButton, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import { useRef, useState } from 'react';
import { LuImageUp } from 'react-icons/lu';
import { UPLOAD_POLICY } from '../../../../shared/domain/uploads';
import { $createImageNode } from './ImageNode';

export type UploadImage = (file: File) => Promise<string>;

/**
 * Uploads a picture to our storage and puts it in the text (blog posts): the gateway checks it
 * like a listing photo and answers its URL; a refusal is shown here with the gateway's words.
 */
export function UploadImageButton({ upload }: { upload: UploadImage }) {
  const [editor] = useLexicalComposerContext();
  const [open, setOpen] = useState(false);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const insert = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return setError('Choose an image file first');
    setBusy(true);
    setError('');
    try {
      const url = await upload(file);
      editor.update(() => $insertNodeToNearestRoot($createImageNode(url, alt.trim())));
      setAlt('');
      setOpen(false);
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : 'The image could not be uploaded');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger asChild>
        <IconButton aria-label="Upload image" title="Upload image" size="sm" variant="ghost" minW="36px">
          <LuImageUp />
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="xs">
            <Popover.Body>
              <Stack gap="2">
                <Input ref={fileInput} type="file" accept={UPLOAD_POLICY.accept} aria-label="Image file" size="sm" p="1" />
                <Input
                  aria-label="Image description"
                  placeholder="What the image shows"
                  size="sm"
                  value={alt}
                  onChange={(event) => setAlt(event.target.value)}
                />
                {error && (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {error}
                  </Text>
                )}
                <Button size="sm" colorPalette="brand" loading={busy} loadingText="Uploading..." onClick={insert}>
                  Upload and insert
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
