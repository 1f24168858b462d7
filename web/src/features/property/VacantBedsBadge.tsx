import { Badge } from '@chakra-ui/react';
import { LuBedSingle } from 'react-icons/lu';
import { vacantBedsLabel } from '../../../../shared/domain/property';

/** '3 beds free' (green), '1 bed free', 'Full' (grey); nothing when the owner has not said. */
export function VacantBedsBadge({ vacantBeds }: { vacantBeds: number | null | undefined }) {
  const label = vacantBedsLabel(vacantBeds);
  if (!label) return null;
  return (
    <Badge colorPalette={vacantBeds ? 'green' : 'gray'} variant="subtle" borderRadius="full" gap="1">
      <LuBedSingle aria-hidden />
      {` ${label}`}
    </Badge>
  );
}
