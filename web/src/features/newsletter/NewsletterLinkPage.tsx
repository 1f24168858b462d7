import { NEWSLETTER_MESSAGES } from '../../../../shared/domain/newsletter';
import { MailLinkPage } from '../../components/MailLinkPage';
import { ConfirmNewsletterSubscriptionDocument, UnsubscribeFromNewsletterDocument } from '../../generated/graphql';

// Either mutation answers one text: the message to show.
const firstText = (data: Record<string, unknown> | undefined) => String(Object.values(data ?? {})[0] ?? '');

/** Where a newsletter mail's links land: opening the link confirms, or unsubscribes, at once. */
export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  return action === 'confirm' ? (
    <MailLinkPage
      title="Confirm your subscription"
      document={ConfirmNewsletterSubscriptionDocument}
      invalid={NEWSLETTER_MESSAGES.confirmInvalid}
      done={firstText}
    />
  ) : (
    <MailLinkPage
      title="Unsubscribe"
      document={UnsubscribeFromNewsletterDocument}
      invalid={NEWSLETTER_MESSAGES.unsubscribeInvalid}
      done={firstText}
    />
  );
}
