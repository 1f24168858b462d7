import { Box, Card, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** A titled card of the leaderboard and the leads report (its table is the named region, not the card). */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" borderRadius="card">
      <Card.Body gap="3" px={{ base: '3', md: '6' }}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        <Box minW="0">{children}</Box>
      </Card.Body>
    </Card.Root>
  );
}

/** A table's name cell: a name (or link) and a muted line under it. */
export function NameCell({ name, to, detail }: { name: string; to?: string; detail: string }) {
  return (
    <Stack gap="0">
      {to ? (
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={to}>{name}</RouterLink>
        </Link>
      ) : (
        <Text fontWeight="medium">{name}</Text>
      )}
      <Text color="fg.muted" fontSize="xs">
        {detail}
      </Text>
    </Stack>
  );
}

/** A listing's name cell: its title linking to its page, with where it is and whose it is. */
export function ListingCell({
  id,
  title,
  locality,
  city,
  ownerName,
}: {
  id: string;
  title: string;
  locality: string;
  city: string;
  ownerName: string;
}) {
  return <NameCell name={title} to={`/property/${id}`} detail={`${locality}, ${city} · ${ownerName}`} />;
}
