import { useQuery } from '@apollo/client/react';
import { Card, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { OWNER_LISTINGS_PAGE_SIZE } from '../../../../shared/domain/owners';
import { PageMeta } from '../../components/PageMeta';
import { AddressPageNumbers } from '../../components/PageNumbers';
import { OwnerPageDocument } from '../../generated/graphql';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { errorCode, errorMessage } from '../../lib/errors';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ListingCard } from '../property/ListingCard';
import { OwnerFigures } from './OwnerFigures';

/** /owners/:id: an owner's public page, their figures and approved listings (no e-mail or phone). */
export function OwnerPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, loading, error } = useQuery(OwnerPageDocument, { variables: { id, page, limit: OWNER_LISTINGS_PAGE_SIZE } });
  const owner = data?.ownerProfile;

  if (loading && !owner) {
    return (
      <Container maxW="7xl" py="8" aria-busy="true">
        <Text color="fg.muted" mb="4">
          Loading...
        </Text>
        <Skeleton h="32" borderRadius="card" />
      </Container>
    );
  }
  if (errorCode(error) === 'NOT_FOUND') return <NotFoundPage />;
  if (error || !owner) {
    return (
      <Container maxW="3xl" py="12">
        <Text color="fg.error" role="alert">
          Error: {errorMessage(error, 'This page could not be loaded. Reload the page to try again.')}
        </Text>
      </Container>
    );
  }

  const listings = owner.listings;
  const title = `Properties by ${owner.name}`;
  return (
    <>
      <PageMeta
        title={title}
        description={`${owner.propertiesListed} PG and hostel listings by ${owner.name} on Nivaas, in ${owner.localities.join(', ')}.`}
      />
      <BreadcrumbBanner title={title} current={owner.name} parents={[{ label: 'PGs', to: '/search-list' }]} />
      <Container maxW="7xl" py={{ base: '8', md: '12' }}>
        <Stack gap="8">
          <Card.Root variant="outline" borderRadius="card" bg="bg.panel" maxW="xl">
            <Card.Body>
              <OwnerFigures profile={owner} headingAs="h2" />
            </Card.Body>
          </Card.Root>
          <Stack gap="4" as="section" aria-labelledby="owner-listings-heading">
            <Heading as="h2" id="owner-listings-heading" size="lg">
              {listings.total} {listings.total === 1 ? 'property' : 'properties'} listed
            </Heading>
            {listings.items.length === 0 ? (
              <Text color="fg.muted">There are no listings on this page. Go back to the first page to see them.</Text>
            ) : (
              <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
                {listings.items.map((listing) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} />
                  </li>
                ))}
              </SimpleGrid>
            )}
            <AddressPageNumbers total={listings.total} pageSize={OWNER_LISTINGS_PAGE_SIZE} page={page} />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
