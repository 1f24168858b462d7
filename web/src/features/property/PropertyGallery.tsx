import { AspectRatio, Box, Carousel, IconButton, Image } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { imageLoading } from '../../lib/image-loading';
import { LISTING_PLACEHOLDER_IMAGE } from './listing-facts';

/** The listing's photos: arrows, dots, arrow keys and swipe; the placeholder when there are none. */
export function PropertyGallery({ title, images }: { title: string; images: PropertyDetailFragment['images'] }) {
  if (!images.length) {
    return (
      <AspectRatio ratio={16 / 9} maxH="520px" borderRadius="card" overflow="hidden">
        <Image src={LISTING_PLACEHOLDER_IMAGE} alt="No photos of this listing yet" width={1280} height={720} {...imageLoading(true)} objectFit="cover" />
      </AspectRatio>
    );
  }
  return (
    <Carousel.Root slideCount={images.length} loop gap="0" aria-label={`Photos of ${title}`} position="relative" borderRadius="card" overflow="hidden" bg="gray.900">
      <Carousel.ItemGroup>
        {images.map((image, index) => (
          <Carousel.Item key={image.id} index={index}>
            <Box h={{ base: '240px', sm: '360px', md: '480px' }} display="flex" alignItems="center" justifyContent="center">
              <Image
                src={image.url}
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
            </Box>
          </Carousel.Item>
        ))}
      </Carousel.ItemGroup>
      {images.length > 1 && (
        <Carousel.Control position="absolute" insetX="0" bottom="3" justifyContent="center" gap="3">
          <Carousel.PrevTrigger asChild>
            <IconButton aria-label="Previous photo" size="sm" borderRadius="full" variant="solid" bg="blackAlpha.700" color="white" minW="44px" minH="44px">
              <LuChevronLeft />
            </IconButton>
          </Carousel.PrevTrigger>
          <Carousel.Indicators bg="whiteAlpha.600" _current={{ bg: 'white' }} />
          <Carousel.NextTrigger asChild>
            <IconButton aria-label="Next photo" size="sm" borderRadius="full" variant="solid" bg="blackAlpha.700" color="white" minW="44px" minH="44px">
              <LuChevronRight />
            </IconButton>
          </Carousel.NextTrigger>
        </Carousel.Control>
      )}
      <Carousel.ProgressText position="absolute" top="3" right="3" bg="blackAlpha.700" color="white" px="2.5" py="1" borderRadius="full" fontSize="sm" />
    </Carousel.Root>
  );
}
