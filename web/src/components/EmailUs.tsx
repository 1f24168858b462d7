import { Link } from '@chakra-ui/react';
import { useSiteSettings } from '../features/settings/useSiteSettings';

/** "{lead} hello@nivaas.in." with a mail link to the configured address; nothing when none is configured. */
export function EmailUs({ lead }: { lead: string }) {
  const { email } = useSiteSettings().contact;
  if (!email) return null;
  return (
    <>
      {lead}{' '}
      <Link href={`mailto:${email}`} color="brand.fg">
        {email}
      </Link>
      .
    </>
  );
}
