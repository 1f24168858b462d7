import { Box, Dialog, HStack, IconButton, Image, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { LuChevronLeft, LuChevronRight, LuX, LuZoomIn, LuZoomOut } from 'react-icons/lu';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { MAX_ZOOM, MIN_ZOOM, usePhotoGestures, ZOOM_STEP } from './usePhotoGestures';

export interface PhotoViewerProps {
  title: string;
  images: PropertyDetailFragment['images'];
  startIndex: number;
  /** Called with the photo shown last, so the page's gallery can stay on it. */
  onClose: (index: number) => void;
  /** Where focus goes back to when the viewer closes: the page's own copy of the photo shown last. */
  returnFocusTo?: (index: number) => HTMLElement | null;
}

// touch-action none on the controls too: a swipe that starts on one must not scroll instead.
const CONTROL = {
  touchAction: 'none',
  variant: 'solid',
  bg: 'blackAlpha.700',
  color: 'white',
  _hover: { bg: 'blackAlpha.800' },
  borderRadius: 'full',
  minW: '44px',
  minH: '44px',
} as const;

/** Starts loading a photo before it is shown, so turning to it is instant. */
function preload(url: string | undefined) {
  if (!url) return;
  const image = new window.Image();
  image.src = url;
}

/**
 * The listing's photos full screen (loaded only when a photo is opened): swipe or arrow keys to
 * turn, pinch, double tap or the buttons to zoom and drag to look around, Escape or Close to leave.
 * Only the photo shown and its neighbours are loaded, in their large size.
 */
export default function PhotoViewer({ title, images, startIndex, onClose, returnFocusTo }: PhotoViewerProps) {
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), count - 1));
  // Closing goes through the dialog's own close (focus restored), then tells the page.
  const [open, setOpen] = useState(true);
  const turn = (step: number) => setIndex((current) => (current + step + count) % count);
  const { zoom, setZoom, reset, stageRef, transform, dragging, handlers } = usePhotoGestures(turn);

  // A new photo starts unzoomed; the page re-rendering (a new images array) must not undo a zoom.
  useEffect(() => reset(), [index, reset]);
  useEffect(() => {
    if (count > 1) {
      preload(images[(index + 1) % count]?.url);
      preload(images[(index - 1 + count) % count]?.url);
    }
  }, [index, count, images]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') turn(1);
    else if (event.key === 'ArrowLeft') turn(-1);
    else if (event.key === '+' || event.key === '=') setZoom(zoom * ZOOM_STEP);
    else if (event.key === '-') setZoom(zoom / ZOOM_STEP);
    else return;
    event.preventDefault();
  };

  const image = images[index];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={() => onClose(index)}
      size="full"
      motionPreset="none"
      finalFocusEl={() => returnFocusTo?.(index) ?? null}
    >
      <Portal>
        <Dialog.Backdrop bg="black" />
        <Dialog.Positioner>
          <Dialog.Content bg="black" color="white" onKeyDown={onKeyDown} aria-describedby={undefined} {...handlers}>
            <Dialog.Title srOnly>Photos of {title}</Dialog.Title>
            <HStack position="absolute" top="0" insetX="0" zIndex="1" justify="space-between" p="3" gap="2">
              <Text
                aria-live="polite"
                aria-atomic="true"
                bg="blackAlpha.700"
                px="3"
                py="1"
                borderRadius="full"
                fontSize="sm"
                fontVariantNumeric="tabular-nums"
              >
                <Box as="span" srOnly>
                  Photo{' '}
                </Box>
                {index + 1} / {count}
              </Text>
              <HStack gap="2">
                <IconButton aria-label="Zoom out" {...CONTROL} onClick={() => setZoom(zoom / ZOOM_STEP)} disabled={zoom <= MIN_ZOOM}>
                  <LuZoomOut />
                </IconButton>
                <IconButton aria-label="Zoom in" {...CONTROL} onClick={() => setZoom(zoom * ZOOM_STEP)} disabled={zoom >= MAX_ZOOM}>
                  <LuZoomIn />
                </IconButton>
                <Dialog.CloseTrigger asChild position="static">
                  <IconButton aria-label="Close" {...CONTROL}>
                    <LuX />
                  </IconButton>
                </Dialog.CloseTrigger>
              </HStack>
            </HStack>
            <Box
              ref={stageRef}
              data-testid="photo-stage"
              flex="1"
              minH="0"
              h="100dvh"
              overflow="hidden"
              display="flex"
              alignItems="center"
              justifyContent="center"
              touchAction="none"
              userSelect="none"
              cursor={zoom > MIN_ZOOM ? 'grab' : 'default'}
            >
              <Image
                key={image.id}
                src={image.url}
                width={image.width}
                height={image.height}
                alt={`${title}: photo ${index + 1} of ${count}`}
                maxW="100%"
                maxH="100%"
                w="auto"
                h="auto"
                objectFit="contain"
                draggable={false}
                transform={transform}
                transition={dragging ? 'none' : 'transform 0.15s ease-out'}
                pointerEvents="none"
              />
            </Box>
            {count > 1 && (
              <>
                <IconButton
                  aria-label="Previous photo"
                  {...CONTROL}
                  position="absolute"
                  left="3"
                  top="50%"
                  transform="translateY(-50%)"
                  onClick={() => turn(-1)}
                >
                  <LuChevronLeft />
                </IconButton>
                <IconButton
                  aria-label="Next photo"
                  {...CONTROL}
                  position="absolute"
                  right="3"
                  top="50%"
                  transform="translateY(-50%)"
                  onClick={() => turn(1)}
                >
                  <LuChevronRight />
                </IconButton>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
