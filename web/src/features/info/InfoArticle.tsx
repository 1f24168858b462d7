import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { PageMeta } from '../../components/PageMeta';

export interface InfoSection {
  heading: string;
  body: ReactNode;
}

/** A static page of short sections under the breadcrumb banner (privacy policy, terms). */
export function InfoArticle({
  title,
  intro,
  updated,
  sections,
}: {
  title: string;
  intro: string;
  updated: string;
  sections: InfoSection[];
}) {
  return (
    <>
      <PageMeta title={title} description={intro} />
      <BreadcrumbBanner title={title} />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Text color="fg.muted" fontSize="sm">
          Last updated {updated}
        </Text>
        <Text fontSize="lg" mt="3" mb="8" lineHeight="tall">
          {intro}
        </Text>
        <Stack gap="8">
          {sections.map((section) => (
            <Box as="section" key={section.heading}>
              <Heading as="h2" size="xl" mb="3">
                {section.heading}
              </Heading>
              <Box color="fg.muted" lineHeight="tall" css={{ '& p + p': { marginTop: '3' } }}>
                {section.body}
              </Box>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}
