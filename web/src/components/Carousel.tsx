import { Box, HStack, IconButton } from '@chakra-ui/react';
import { Children, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

/**
 * A horizontal carousel that works every way: swipe (native scrolling with snap points), mouse
 * (Previous/Next buttons, or the scroll bar), keyboard (Tab moves through the slides' links and
 * scrolls them into view; arrow keys on the strip move one slide). No script runs on scroll
 * beyond enabling and disabling the buttons.
 */
export function Carousel({
  label,
  heading,
  children,
  slideWidth = { base: '78%', sm: '46%', md: '31%', lg: '23.5%' },
}: {
  label: string;
  /** Shown beside the Previous/Next buttons. */
  heading?: ReactNode;
  children: ReactNode;
  slideWidth?: Record<string, string>;
}) {
  const strip = useRef<HTMLDivElement | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const slides = Children.toArray(children);

  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    setEdges({ start: element.scrollLeft <= 4, end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, slides.length]);

  const move = (direction: 1 | -1) => {
    const element = strip.current;
    if (!element) return;
    const slide = element.firstElementChild as HTMLElement | null;
    const step = slide ? slide.getBoundingClientRect().width + 16 : element.clientWidth * 0.8;
    element.scrollBy({ left: direction * step, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label} position="relative">
      <HStack justify="space-between" align="end" gap="2" mb="4">
        <Box minW="0" flex="1">
          {heading}
        </Box>
        <HStack gap="2" flexShrink={0} display={edges.start && edges.end ? 'none' : 'flex'}>
          <IconButton
            aria-label={`Previous: ${label}`}
            variant="outline"
            borderRadius="full"
            minW="44px"
            minH="44px"
            disabled={edges.start}
            onClick={() => move(-1)}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton
            aria-label={`Next: ${label}`}
            variant="outline"
            borderRadius="full"
            minW="44px"
            minH="44px"
            disabled={edges.end}
            onClick={() => move(1)}
          >
            <LuChevronRight />
          </IconButton>
        </HStack>
      </HStack>
      <Box
        ref={strip}
        display="flex"
        gap="4"
        overflowX="auto"
        scrollSnapType="x mandatory"
        scrollBehavior="smooth"
        pb="3"
        tabIndex={0}
        aria-label={`${label}: use the arrow keys to move`}
        onScroll={measure}
        onKeyDown={onKeyDown}
        css={{ scrollbarWidth: 'thin', overscrollBehaviorX: 'contain' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      >
        {slides.map((slide, index) => (
          <Box
            key={index}
            flex="0 0 auto"
            w={slideWidth}
            scrollSnapAlign="start"
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
          >
            {slide}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
