import { InfoArticle } from './InfoArticle';

export function TermsPage() {
  return (
    <InfoArticle
      title="Terms & Conditions"
      updated="21 November 2026"
      intro="These terms apply to everyone who uses Nivaas: people looking for a stay, owners who list rooms, and developers using our API."
      sections={[
        {
          heading: 'Listings',
          body: (
            <p>
              Owners are responsible for their listings being accurate: real photos, the real price and deposit, and the rules that really
              apply. We may hide or remove a listing that is misleading, duplicated or unavailable.
            </p>
          ),
        },
        {
          heading: 'Seekers',
          body: (
            <p>
              Visit a property and read its agreement before paying anything. Nivaas does not collect rent or deposits and is not a party to
              your agreement with the owner.
            </p>
          ),
        },
        {
          heading: 'Accounts',
          body: <p>Keep your password to yourself and give true details. We may suspend accounts used for spam, fraud or harassment.</p>,
        },
        {
          heading: 'The API',
          body: (
            <p>
              The public GraphQL API may be used to build on Nivaas within its published limits. Do not scrape personal data or overload the
              service.
            </p>
          ),
        },
      ]}
    />
  );
}
