import { Accordion } from '@chakra-ui/react';
import { roomTypeLabel } from '../../lib/listing-labels';

const FAQS = [
  {
    question: 'Does Nivaas charge a brokerage?',
    answer: 'No. Searching and contacting owners is free for seekers, and Nivaas never asks you for rent or a deposit.',
  },
  {
    question: 'Which cities is Nivaas in?',
    answer: 'Jaipur, where we started, and Bengaluru, Chennai and Hyderabad. More cities are on the way.',
  },
  {
    question: 'How do I find a PG near my college or office?',
    answer:
      'Type the locality, a landmark or the college name in the search box, or use Near Me to see stays around where you are, then narrow down by budget, sharing and amenities.',
  },
  {
    question: `What does "${roomTypeLabel('double_bed')}" mean?`,
    answer: 'The price is for one bed in a room that two people share. "Private room" means you have the room to yourself.',
  },
  {
    question: 'How do I list my property?',
    answer:
      'Register as an Owner, then choose Add Property from your profile menu. Add photos, the price and the amenities; your listing goes live right away.',
  },
  {
    question: 'Is my data safe?',
    answer: 'Passwords are stored as strong one-way hashes and we never sell personal data. Read our Privacy Policy for the details.',
  },
];

/** The questions, each opened by a tap (an island on the FAQs page: its only part that needs code). */
export function FaqList() {
  return (
    <Accordion.Root collapsible multiple variant="enclosed" defaultValue={['faq-0']}>
      {/* Values become element ids, so they are short and without spaces. */}
      {FAQS.map((faq, index) => (
        <Accordion.Item key={faq.question} value={`faq-${index}`}>
          <Accordion.ItemTrigger minH="44px" fontWeight="semibold">
            {faq.question}
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted" lineHeight="tall">
              {faq.answer}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
