import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageStatus } from '../../public-pages/page-status';
import { PageMeta } from '../../components/PageMeta';

export function NotFoundPage() {
  usePageStatus(404);
  return (
    <>
      <PageMeta title="Page not found" noIndex />
      <Container maxW="2xl" flex="1" display="flex" alignItems="center" justifyContent="center" py="16">
        <Stack align="center" textAlign="center" gap="5">
          <svg width="180" height="120" viewBox="0 0 180 120" aria-hidden="true">
            <rect x="30" y="48" width="120" height="62" rx="6" fill="#c5e6e3" />
            <path d="M18 56 90 10l72 46" fill="none" stroke="#0b5e5b" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
            <rect x="76" y="72" width="28" height="38" rx="3" fill="#0b5e5b" />
            <circle cx="98" cy="92" r="2.5" fill="#f4a300" />
            <rect x="44" y="64" width="20" height="18" rx="2" fill="#fff" />
            <rect x="116" y="64" width="20" height="18" rx="2" fill="#fff" />
          </svg>
          <Text fontWeight="semibold" color="saffron.fg" letterSpacing="wider" textTransform="uppercase">
            Error 404
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="brand.fg">
            Oops! page not found
          </Heading>
          <Text color="fg.muted" fontSize="lg" maxW="md">
            The link you followed may be broken, or the page may have been removed.
          </Text>
          <Button asChild colorPalette="brand" size="lg" borderRadius="full" px="8">
            <RouterLink to="/">Go Back Home</RouterLink>
          </Button>
        </Stack>
      </Container>
    </>
  );
}
