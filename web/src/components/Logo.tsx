import { HStack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BRAND } from '../config';

/** The Nivaas mark (a roof over a doorway) and wordmark, linking home. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <chakra.a
      asChild
      display="inline-flex"
      alignItems="center"
      minH="44px"
      // The focus ring of where it sits: teal in the header, light in the footer (brandBandFocus).
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', borderRadius: 'md' }}
    >
      <RouterLink to="/" aria-label={`${BRAND} home`}>
        <HStack gap="2">
          <svg width="34" height="34" viewBox="0 0 34 34" aria-hidden="true">
            <rect width="34" height="34" rx="9" fill={inverted ? '#ffffff' : '#0b5e5b'} />
            <path d="M7 16.5 17 8l10 8.5" fill="none" stroke="#f4a300" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            <path d="M11 15v11h12V15" fill="none" stroke={inverted ? '#0b5e5b' : '#ffffff'} strokeWidth="2.5" strokeLinejoin="round" />
            <path d="M15 26v-5.5a2 2 0 0 1 4 0V26" fill={inverted ? '#0b5e5b' : '#ffffff'} />
          </svg>
          <Text
            as="span"
            fontFamily="heading"
            fontWeight="700"
            fontSize="2xl"
            letterSpacing="-0.02em"
            color={inverted ? 'white' : 'brand.fg'}
          >
            {BRAND}
          </Text>
        </HStack>
      </RouterLink>
    </chakra.a>
  );
}
