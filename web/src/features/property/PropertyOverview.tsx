import { AspectRatio, Box, Card, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FURNISHING, labelOf } from '../../../../shared/domain/property';
import type { PropertyDetailFragment } from '../../generated/graphql';
import { formatLongDate } from '../../lib/dates';
import { capitalise, genderBadge, roomTypeLabel } from '../../lib/listing-labels';
import { Island } from '../../public-pages/island';
import { KeyHighlights } from './KeyHighlights';
import { configurationText, depositText, keyHighlights, priceText, youtubeEmbedUrl } from './listing-facts';

/** Key highlights, then the overview card of the spec, all from the listing's own data. */
export function PropertyOverview({ listing }: { listing: PropertyDetailFragment }) {
  const video = youtubeEmbedUrl(listing.videoUrl);
  const address = [listing.streetAddress, listing.locality, listing.district].filter(Boolean).join(', ');

  const rows: Array<{ label: string; value: string; link?: { href: string; text: string } }> = [
    {
      label: 'Rent',
      value: `${priceText(listing.price)} per bed per month · ${depositText(listing.deposit)}`,
      link: { href: '#price-details', text: 'View Rent Details' },
    },
    { label: 'Address', value: address },
    ...(listing.furnishing
      ? [{ label: 'Furnishing', value: labelOf(FURNISHING, listing.furnishing), link: { href: '#amenities', text: 'View Furnishings' } }]
      : []),
    {
      label: 'Available For',
      value: [genderBadge(listing.gender), listing.totalCapacity ? `total capacity ${listing.totalCapacity}` : '']
        .filter(Boolean)
        .join(' · '),
    },
    { label: 'Room Type', value: capitalise(roomTypeLabel(listing.beds)) },
    { label: 'Configuration', value: configurationText(listing) },
    ...(listing.availableFrom ? [{ label: 'Available From', value: formatLongDate(`${listing.availableFrom}T00:00:00+05:30`) }] : []),
    { label: 'Posted By And On', value: `${capitalise(listing.owner.role)} ${listing.owner.name}, ${formatLongDate(listing.createdAt)}` },
  ];

  return (
    <Stack gap="6">
      <Island name="key-highlights" component={KeyHighlights} props={{ highlights: keyHighlights(listing) }} />

      <Card.Root variant="outline" borderRadius="card" bg="bg.panel">
        <Card.Body gap="4">
          <Heading as="h2" size="lg">
            Overview
          </Heading>
          <Grid as="dl" templateColumns={{ base: '1fr', sm: '180px 1fr' }} columnGap="6" rowGap="3">
            {rows.map((row) => (
              <Box key={row.label} display="contents">
                <Text as="dt" color="fg.muted" fontSize="sm">
                  {row.label}
                </Text>
                <Box as="dd" mb={{ base: '2', sm: '0' }}>
                  <Text>{row.value}</Text>
                  {row.link && (
                    <Link href={row.link.href} color="brand.fg" fontSize="sm" fontWeight="medium">
                      {row.link.text}
                    </Link>
                  )}
                </Box>
              </Box>
            ))}
          </Grid>
          {video && (
            <AspectRatio ratio={16 / 9} borderRadius="lg" overflow="hidden">
              <iframe
                src={video}
                title={`Video tour of ${listing.title}`}
                allow="accelerometer; encrypted-media; picture-in-picture"
                allowFullScreen
                loading="lazy"
              />
            </AspectRatio>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
