import { Container, Heading, Text } from '@chakra-ui/react';
import { EmailUs } from '../../components/EmailUs';
import { BreadcrumbBanner } from '../../layouts/BreadcrumbBanner';
import { PageMeta } from '../../components/PageMeta';
import { Island } from '../../public-pages/island';
import { FaqList } from './FaqList';

export function FaqsPage() {
  return (
    <>
      <PageMeta title="FAQs" description="Answers to common questions about finding, listing and staying in PGs and hostels on Nivaas." />
      <BreadcrumbBanner title="Frequently asked questions" current="FAQs" />
      <Container maxW="3xl" py={{ base: '8', md: '12' }}>
        <Heading as="h2" size="xl" mb="2">
          Answers to what people ask us most
        </Heading>
        <Text color="fg.muted" mb="6">
          <EmailUs lead="Cannot find your question? Write to us at" />
        </Text>
        <Island name="faqs" component={FaqList} props={{}} />
      </Container>
    </>
  );
}
