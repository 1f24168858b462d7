import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

/** A home section's heading, with its eyebrow and a link to see more. */
export function SectionHeader({ eyebrow, title, link }: { eyebrow?: string; title: string; link?: { to: string; label: string } }) {
  return (
    <HStack justify="space-between" align="end" gap="4" wrap="wrap">
      <Box>
        {eyebrow && (
          <Text color="saffron.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
            {eyebrow}
          </Text>
        )}
        <Heading as="h2" size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
      </Box>
      {link && (
        <Button asChild variant="ghost" colorPalette="brand" minH="44px">
          <RouterLink to={link.to}>
            {link.label} <LuArrowRight aria-hidden />
          </RouterLink>
        </Button>
      )}
    </HStack>
  );
}
