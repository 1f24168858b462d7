import { Badge } from '@chakra-ui/react';
import { LuCalendarCheck, LuMessageSquare } from 'react-icons/lu';
import { REVIEWER_CONNECTION_LABELS } from '../../../../shared/domain/reviews';
import type { ReviewerConnection } from '../../generated/graphql';

/** 'Verified visit' or 'Enquired' beside a review writer's name; nothing for anyone else. */
export function ReviewerBadge({ connection }: { connection?: ReviewerConnection | null }) {
  if (!connection) return null;
  const visited = connection === 'verified_visit';
  return (
    <Badge colorPalette={visited ? 'green' : 'gray'} variant="subtle" borderRadius="full" gap="1" fontWeight="medium">
      {visited ? <LuCalendarCheck aria-hidden /> : <LuMessageSquare aria-hidden />}
      {REVIEWER_CONNECTION_LABELS[connection]}
    </Badge>
  );
}
