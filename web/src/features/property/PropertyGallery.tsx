import { AspectRatio, Carousel, chakra, IconButton, Image } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { IMAGE_SIZES } from '../../../../shared/domain/images';
import { imageLoading } from '../../lib/image-loading';
import { LISTING_PLACEHOLDER_IMAGE } from './listing-facts';

// Loaded when a photo is first opened, so it adds nothing to the listing page's first load.
const PhotoViewer = lazy(() => import('./PhotoViewer'));

/**
 * The listing's photos: arrows, dots, arrow keys and swipe; a tap or click opens a photo full
 * screen. The placeholder when there are none.
 */
export function PropertyGallery({ title, images }: { title: string; images: PropertyDetailFragment['images'] }) {
  const [page, setPage] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const openers = useRef<Array<HTMLButtonElement | null>>([]);
  if (!images.length) {
    return (
      <AspectRatio ratio={16 / 9} maxH="520px" borderRadius="card" overflow="hidden">
        <Image
          src={LISTING_PLACEHOLDER_IMAGE}
          alt="No photos of this listing yet"
          width={1280}
          height={720}
          {...imageLoading(true)}
          objectFit="cover"
        />
      </AspectRatio>
    );
  }
  return (
    <>
      <Carousel.Root
        slideCount={images.length}
        page={page}
        onPageChange={(details) => setPage(details.page)}
        loop
        gap="0"
        aria-label={`Photos of ${title}`}
        position="relative"
        borderRadius="card"
        overflow="hidden"
        bg="gray.900"
      >
        <Carousel.ItemGroup>
          {images.map((image, index) => (
            // Hidden from assistive technology unless shown: the carousel says so only once it has
            // measured its slides in the browser (in the server's HTML it would hide them all).
            <Carousel.Item key={image.id} index={index} aria-hidden={index !== page}>
              <chakra.button
                type="button"
                ref={(button: HTMLButtonElement | null) => {
                  openers.current[index] = button;
                }}
                // Slides out of view are aria-hidden by the carousel: keep them out of the tab order too.
                tabIndex={index === page ? 0 : -1}
                onClick={() => setViewing(index)}
                aria-label={`Open photo ${index + 1} of ${images.length} full screen`}
                h={{ base: '240px', sm: '360px', md: '480px' }}
                w="full"
                display="flex"
                alignItems="center"
                justifyContent="center"
                cursor="zoom-in"
                focusRingOffset="-4px"
              >
                <Image
                  src={image.url}
                  // The gateway's head preloads the first one with the same srcset and sizes.
                  srcSet={image.srcSet}
                  sizes={IMAGE_SIZES.listingGallery}
                  width={image.width}
                  height={image.height}
                  alt={`${title}: photo ${index + 1} of ${images.length}`}
                  {...imageLoading(index === 0)}
                  maxH="full"
                  w="full"
                  h="full"
                  objectFit="cover"
                  draggable={false}
                />
              </chakra.button>
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
        {images.length > 1 && (
          <Carousel.Control position="absolute" insetX="0" bottom="3" justifyContent="center" gap="3" pointerEvents="none">
            <Carousel.PrevTrigger asChild pointerEvents="auto">
              <IconButton
                aria-label="Previous photo"
                size="sm"
                borderRadius="full"
                variant="solid"
                bg="blackAlpha.700"
                color="white"
                minW="44px"
                minH="44px"
              >
                <LuChevronLeft />
              </IconButton>
            </Carousel.PrevTrigger>
            {/* Each dot is the middle of a 24 px target (WCAG's minimum; Lighthouse's target-size), so the look stays a row of small dots. */}
            <Carousel.IndicatorGroup gap="0.5" pointerEvents="auto">
              {images.map((image, index) => (
                <Carousel.Indicator
                  key={image.id}
                  index={index}
                  w="6"
                  h="6"
                  bg="transparent"
                  position="relative"
                  _before={{
                    content: '""',
                    position: 'absolute',
                    top: '50%',
                    left: '50%',
                    w: '2.5',
                    h: '2.5',
                    transform: 'translate(-50%, -50%)',
                    borderRadius: 'full',
                    bg: 'whiteAlpha.600',
                  }}
                  _current={{ bg: 'transparent', _before: { bg: 'white' } }}
                />
              ))}
            </Carousel.IndicatorGroup>
            <Carousel.NextTrigger asChild pointerEvents="auto">
              <IconButton
                aria-label="Next photo"
                size="sm"
                borderRadius="full"
                variant="solid"
                bg="blackAlpha.700"
                color="white"
                minW="44px"
                minH="44px"
              >
                <LuChevronRight />
              </IconButton>
            </Carousel.NextTrigger>
          </Carousel.Control>
        )}
        <Carousel.ProgressText
          position="absolute"
          top="3"
          right="3"
          bg="blackAlpha.700"
          color="white"
          px="2.5"
          py="1"
          borderRadius="full"
          fontSize="sm"
          pointerEvents="none"
        />
      </Carousel.Root>
      {viewing !== null && (
        <Suspense fallback={null}>
          <PhotoViewer
            title={title}
            images={images}
            startIndex={viewing}
            returnFocusTo={(last) => openers.current[last] ?? null}
            onClose={(last) => {
              setViewing(null);
              setPage(last);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
