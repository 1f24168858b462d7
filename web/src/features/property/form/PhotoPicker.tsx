import { AspectRatio, Box, Button, HStack, Image, SimpleGrid, Stack, Text, VisuallyHidden, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { LuImagePlus, LuRefreshCw, LuTrash2 } from 'react-icons/lu';
import { MAX_LISTING_IMAGES } from '../../../../../shared/domain/property';
import { UPLOAD_MESSAGES, UPLOAD_POLICY } from '../../../../../shared/domain/uploads';

/** A photo in the gallery being edited: already on the server, or a file picked just now. */
export interface GalleryPhoto {
  key: string;
  previewUrl: string;
  existingId?: string;
  file?: File;
}

const MAX_IMAGES_NOTE = UPLOAD_MESSAGES.maxImagesNote;

let keys = 0;
function photoFromFile(file: File): GalleryPhoto {
  return { key: `new-${++keys}`, previewUrl: URL.createObjectURL(file), file };
}

function isImage(file: File): boolean {
  return file.type.startsWith('image/');
}

/**
 * The gallery of the listing form: drop or pick images (image types only), preview them, remove
 * or replace each one; the Add Images tile shows while there are fewer than 10, and additions
 * past 10 are refused with a message.
 */
export function PhotoPicker({
  photos,
  onChange,
  disabled,
}: {
  photos: GalleryPhoto[];
  onChange: (photos: GalleryPhoto[]) => void;
  disabled?: boolean;
}) {
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);
  const addInput = useRef<HTMLInputElement>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const replacing = useRef<string | null>(null);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  // Object URLs of picked files are freed when the picker goes away.
  useEffect(() => () => latest.current.forEach((photo) => photo.file && URL.revokeObjectURL(photo.previewUrl)), []);

  function add(files: File[]) {
    const images = files.filter(isImage);
    const refused = files.length - images.length;
    const room = MAX_LISTING_IMAGES - photos.length;
    const accepted = images.slice(0, Math.max(room, 0));
    const messages = [];
    if (refused) messages.push(UPLOAD_MESSAGES.pickedNotImages(refused));
    if (images.length > accepted.length) messages.push(UPLOAD_MESSAGES.pickedTooMany(images.length - accepted.length));
    setNotice(messages.join(' '));
    if (accepted.length) onChange([...photos, ...accepted.map(photoFromFile)]);
  }

  function remove(key: string) {
    const photo = photos.find((item) => item.key === key);
    if (photo?.file) URL.revokeObjectURL(photo.previewUrl);
    setNotice('');
    onChange(photos.filter((item) => item.key !== key));
  }

  function replace(key: string, file: File | undefined) {
    if (!file) return;
    if (!isImage(file)) return setNotice(UPLOAD_MESSAGES.pickedNotAnImage(file.name));
    setNotice('');
    onChange(
      photos.map((photo) => {
        if (photo.key !== key) return photo;
        if (photo.file) URL.revokeObjectURL(photo.previewUrl);
        return photoFromFile(file);
      }),
    );
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <Stack gap="3">
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 5 }} gap="3" as="ul" listStyleType="none" aria-label="Photos">
        {photos.map((photo, index) => (
          <Box as="li" key={photo.key} borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg.panel">
            <AspectRatio ratio={4 / 3}>
              <Image src={photo.previewUrl} alt={`Photo ${index + 1}${index === 0 ? ' (cover)' : ''}`} objectFit="cover" />
            </AspectRatio>
            <HStack gap="0" borderTopWidth="1px">
              <Button
                size="xs"
                variant="ghost"
                flex="1"
                minH="40px"
                disabled={disabled}
                onClick={() => {
                  replacing.current = photo.key;
                  replaceInput.current?.click();
                }}
                aria-label={`Replace photo ${index + 1}`}
              >
                <LuRefreshCw aria-hidden /> Replace
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                flex="1"
                minH="40px"
                disabled={disabled}
                onClick={() => remove(photo.key)}
                aria-label={`Remove photo ${index + 1}`}
              >
                <LuTrash2 aria-hidden /> Remove
              </Button>
            </HStack>
          </Box>
        ))}
        {photos.length < MAX_LISTING_IMAGES && (
          <Box as="li">
            <chakra.button
              type="button"
              w="full"
              h="full"
              minH="140px"
              borderWidth="2px"
              borderStyle="dashed"
              borderColor={dragging ? 'brand.solid' : 'border.emphasized'}
              bg={dragging ? 'brand.subtle' : 'bg.muted'}
              borderRadius="lg"
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              gap="1"
              color="brand.fg"
              cursor={disabled ? 'not-allowed' : 'pointer'}
              onClick={() => addInput.current?.click()}
              onDragOver={(event: DragEvent) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              disabled={disabled}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
            >
              <LuImagePlus size="28" aria-hidden />
              <Text fontWeight="semibold">Add Images</Text>
              <Text fontSize="xs" color="fg.muted" textAlign="center" px="2">
                Click or drop photos
              </Text>
            </chakra.button>
          </Box>
        )}
      </SimpleGrid>
      <VisuallyHidden>
        <input
          ref={addInput}
          type="file"
          accept={UPLOAD_POLICY.accept}
          multiple
          tabIndex={-1}
          aria-hidden
          onChange={(event) => (add([...(event.target.files ?? [])]), (event.target.value = ''))}
        />
        <input
          ref={replaceInput}
          type="file"
          accept={UPLOAD_POLICY.accept}
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            if (replacing.current) replace(replacing.current, event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </VisuallyHidden>
      <Text color="fg.error" fontSize="sm">
        {MAX_IMAGES_NOTE}
      </Text>
      {notice && (
        <Text role="status" color="orange.fg" fontSize="sm">
          {notice}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {photos.length} of {MAX_LISTING_IMAGES} photos. The first one is the cover.
      </Text>
    </Stack>
  );
}
