import { useSiteSettings } from '../settings/useSiteSettings';
import { InfoArticle } from './InfoArticle';

export function PrivacyPolicyPage() {
  const { contact } = useSiteSettings();
  return (
    <InfoArticle
      title="Privacy Policy"
      updated="21 November 2026"
      intro="This policy explains what Nivaas collects when you search for a stay, create an account or list a property, why we collect it, and the choices you have."
      sections={[
        {
          heading: 'What we collect',
          body: (
            <p>
              Your name, e-mail address, phone number and role when you register; the details and photos of properties owners list; and the
              messages you send to owners or to us. Searches you run are used to show results and are not sold.
            </p>
          ),
        },
        {
          heading: 'How we use it',
          body: (
            <>
              <p>
                To run your account, show listings, put seekers in touch with owners, keep the marketplace free of fraud, and answer your
                questions.
              </p>
              <p>
                We do not sell personal data. We share it only with the owner or seeker you choose to contact, and with service providers
                that host our servers and send our e-mail.
              </p>
            </>
          ),
        },
        {
          heading: 'How we protect it',
          body: (
            <p>
              Passwords are stored only as strong one-way hashes. Connections are encrypted, and access to personal data inside Nivaas is
              limited to the people who need it.
            </p>
          ),
        },
        {
          heading: 'Your choices',
          body: (
            <p>
              You can edit your profile at any time, and you can ask us to delete your account and the data tied to it by writing to{' '}
              {contact.email || 'our support team'}. We answer within 30 days.
            </p>
          ),
        },
      ]}
    />
  );
}
