import { Box, Breadcrumb, Container, Heading } from '@chakra-ui/react';
import { Fragment } from 'react';
import { LuHouse } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { breadcrumbStructuredData, scriptJson } from '../../../shared/domain/page-meta';
import { runtimeConfig } from '../config';
import { titleCaseSegment } from '../lib/text';

// Two lines of the heading's sizes (2xl: 2rem line height, 4xl: 2.75rem), the most lineClamp shows.
const TWO_TITLE_LINES = { minH: { base: '4rem', md: '5.5rem' } } as const;

export interface Crumb {
  label: string;
  to: string;
}

/** Breadcrumbs from a path: each segment with dashes as spaces and words capitalised. */
export function crumbsFromPath(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    label: titleCaseSegment(segment),
    to: `/${segments.slice(0, index + 1).join('/')}`,
  }));
}

/**
 * The banner at the top of inner pages: the page title and the path back home. A page whose
 * last segment is an id (a blog post) passes a readable `current` label instead, and a page
 * whose path prefix is not itself a page (`/blogs` under `/blogs/:id`) passes its real `parents`.
 * A page whose title arrives after load (a blog post) sets `reserveTitle`: the title's two lines
 * are kept from the start and the crumbs stay on one line (the last one shortened), so nothing
 * below moves when the title comes (Lighthouse's CLS). The same trail goes to search engines as
 * a schema.org BreadcrumbList.
 */
export function BreadcrumbBanner({
  current,
  title,
  parents,
  reserveTitle = false,
}: {
  current?: string;
  title?: string;
  parents?: Crumb[];
  reserveTitle?: boolean;
}) {
  const { pathname } = useLocation();
  let crumbs = crumbsFromPath(pathname);
  if (parents && crumbs.length) crumbs = [...parents, crumbs[crumbs.length - 1]];
  if (current && crumbs.length) crumbs[crumbs.length - 1] = { ...crumbs[crumbs.length - 1], label: current };
  const heading = title ?? crumbs[crumbs.length - 1]?.label ?? 'Home';

  return (
    <Box
      bg="band"
      bgImage="radial-gradient(circle at 85% 20%, {colors.saffron.muted} 0, transparent 32%), radial-gradient(circle at 10% 90%, {colors.brand.muted} 0, transparent 40%)"
      py={{ base: '8', md: '12' }}
      borderBottomWidth="1px"
    >
      <Container maxW="7xl">
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbStructuredData(runtimeConfig().siteUrl, crumbs)) }}
        />
        <Heading
          as="h1"
          size={{ base: '2xl', md: '4xl' }}
          fontWeight="700"
          color="brand.fg"
          lineClamp={2}
          {...(reserveTitle ? TWO_TITLE_LINES : {})}
        >
          {heading}
        </Heading>
        <Breadcrumb.Root mt="3" size="md">
          <Breadcrumb.List flexWrap={reserveTitle ? 'nowrap' : 'wrap'}>
            <Breadcrumb.Item flexShrink="0">
              <Breadcrumb.Link asChild display="inline-flex" alignItems="center" gap="1" minH="32px">
                <RouterLink to="/">
                  <LuHouse aria-hidden /> Home
                </RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            {crumbs.map((crumb, index) => (
              <Fragment key={crumb.to}>
                <Breadcrumb.Separator />
                {/* Only the page's own crumb gives way (shortened) when the crumbs are kept on one line. */}
                <Breadcrumb.Item {...(index === crumbs.length - 1 ? { minW: '0' } : { flexShrink: '0' })}>
                  {index === crumbs.length - 1 ? (
                    <Breadcrumb.CurrentLink maxW={{ base: '60vw', md: 'lg' }} minW="0" truncate>
                      {crumb.label}
                    </Breadcrumb.CurrentLink>
                  ) : (
                    <Breadcrumb.Link asChild minH="32px">
                      <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                    </Breadcrumb.Link>
                  )}
                </Breadcrumb.Item>
              </Fragment>
            ))}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      </Container>
    </Box>
  );
}
