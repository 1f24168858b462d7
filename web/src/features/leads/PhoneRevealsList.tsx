import { useQuery } from '@apollo/client/react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FORMER_MEMBER_NAME } from '../../../../shared/domain/account';
import { PhoneRevealsDocument } from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { relativeAge } from '../../lib/relative-age';

const SHOWN = 20;

/** Who saw the owner's phone number, on which listing and when: the newest reveals. */
export function PhoneRevealsList() {
  const { data, error } = useQuery(PhoneRevealsDocument, { variables: { page: 1, limit: SHOWN }, fetchPolicy: 'cache-and-network' });
  const result = data?.phoneReveals;
  return (
    <Stack as="section" aria-labelledby="phone-reveals" gap="3" mt="10">
      <Heading as="h2" size="lg" id="phone-reveals">
        Phone number views {result ? `(${result.total})` : ''}
      </Heading>
      {error && !result ? (
        <Text role="alert" color="fg.error">
          Error: {errorMessage(error, 'Fetch phone number views failed')}
        </Text>
      ) : result && !result.items.length ? (
        <Text color="fg.muted">Nobody has viewed your phone number yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {result?.items.map((reveal) => (
            <Box as="li" key={reveal.id} borderWidth="1px" borderRadius="md" px="4" py="3">
              <Text fontWeight="semibold">{reveal.name ?? FORMER_MEMBER_NAME}</Text>
              <Text fontSize="sm" color="fg.muted">
                {reveal.listing ? (
                  <Link asChild color="brand.fg">
                    <RouterLink to={`/property/${reveal.listing.id}`}>{reveal.listing.title}</RouterLink>
                  </Link>
                ) : (
                  'A deleted listing'
                )}{' '}
                · {relativeAge(reveal.createdAt)}
              </Text>
              <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '0', sm: '4' }} fontSize="sm">
                {reveal.email && (
                  <Link href={`mailto:${reveal.email}`} color="brand.fg" overflowWrap="anywhere">
                    {reveal.email}
                  </Link>
                )}
                {reveal.phone && (
                  <Link href={`tel:+91${reveal.phone}`} color="brand.fg">
                    {reveal.phone}
                  </Link>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
