import { Box, Button, HStack, Image, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useRef, useState } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { UPLOAD_POLICY } from '../../../../shared/domain/uploads';
import { DEFAULT_BLOG_IMAGE } from '../blog/blog-text';

/** The post's cover: uploaded to our storage, shown as the Blog shows it, removable (then the default banner). */
export function CoverImageField({
  value,
  onChange,
  upload,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  upload: (file: File) => Promise<string>;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      onChange(await upload(file));
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const shown = problem || error;

  return (
    <Stack gap="2">
      <chakra.label htmlFor={id} fontWeight="medium" fontSize="sm">
        Cover image
      </chakra.label>
      <Box maxW="md">
        <Image
          src={value || DEFAULT_BLOG_IMAGE}
          alt={value ? 'The cover image' : 'No cover yet: the Blog shows its default banner'}
          borderRadius="card"
          w="full"
          aspectRatio={16 / 9}
          objectFit="cover"
        />
      </Box>
      <Input
        ref={input}
        id={id}
        type="file"
        accept={UPLOAD_POLICY.accept}
        srOnly
        onChange={(event) => choose(event.target.files?.[0])}
        aria-describedby={shown ? `${id}-error` : undefined}
      />
      <HStack gap="2" wrap="wrap">
        <Button variant="outline" minH="44px" loading={busy} loadingText="Uploading..." onClick={() => input.current?.click()}>
          <LuImagePlus aria-hidden /> {value ? 'Change cover' : 'Upload cover'}
        </Button>
        {value && (
          <Button variant="ghost" colorPalette="red" minH="44px" onClick={() => onChange(null)}>
            <LuTrash2 aria-hidden /> Remove cover
          </Button>
        )}
      </HStack>
      {shown && (
        <Text id={`${id}-error`} color="fg.error" fontSize="sm" role="alert">
          {shown}
        </Text>
      )}
    </Stack>
  );
}
