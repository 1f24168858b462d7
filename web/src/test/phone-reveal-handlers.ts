import { graphql, HttpResponse } from 'msw';
import { listingDetail } from './listing-fixtures';
import { server } from './msw-server';

/** The owner's number as the gateway reveals it. */
const revealedNumber = () => HttpResponse.json({ data: { revealPhoneNumber: '9876543210' } });

/** The listing p1 (owner o1), whose number is revealed with `answer`; the listings each reveal was asked for. */
export function listingRevealing(answer: () => Response = revealedNumber): string[] {
  const asked: string[] = [];
  server.use(
    graphql.query('PropertyDetail', () => HttpResponse.json({ data: { property: listingDetail() } })),
    graphql.mutation('RevealPhoneNumber', ({ variables }) => {
      asked.push(variables.propertyId as string);
      return answer();
    }),
  );
  return asked;
}
