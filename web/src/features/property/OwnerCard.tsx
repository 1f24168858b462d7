import { Card, Link, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { OwnerProfileFragment } from '../../generated/graphql';
import { PhoneReveal } from '../leads/PhoneReveal';
import { OwnerFigures } from '../owners/OwnerFigures';

/**
 * Who posted the listing, from their real account and listings, with a link to their page, and
 * the phone reveal unless the listing is paused (the gateway would refuse it).
 */
export function OwnerCard({
  profile,
  postedAt,
  listingId,
  paused = false,
}: {
  profile: OwnerProfileFragment;
  postedAt: string;
  listingId: string;
  paused?: boolean;
}) {
  return (
    <Card.Root variant="outline" borderRadius="card" bg="bg.panel">
      <Card.Body gap="4">
        <OwnerFigures profile={profile} />
        {profile.propertiesListed > 0 && (
          <Link asChild color="brand.fg" fontWeight="semibold" minH="44px">
            <RouterLink to={`/owners/${profile.id}`}>
              See all properties by {profile.name} <LuArrowRight aria-hidden />
            </RouterLink>
          </Link>
        )}
        {!paused && <PhoneReveal listingId={listingId} />}
        <Text fontSize="xs" color="fg.muted">
          Posted on{' '}
          {new Date(postedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' })}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
