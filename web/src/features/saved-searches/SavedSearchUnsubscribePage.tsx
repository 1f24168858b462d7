import { ALERT_MESSAGES } from '../../../../shared/domain/saved-search-alerts';
import { MailLinkPage } from '../../components/MailLinkPage';
import { UnsubscribeSavedSearchAlertsDocument } from '../../generated/back-office/graphql';

const unsubscribed = () => ALERT_MESSAGES.unsubscribed;

/** /saved-searches/unsubscribe: where a saved search's alert's unsubscribe link lands, signed in or not. */
export function SavedSearchUnsubscribePage() {
  return (
    <MailLinkPage
      title="Stop alerts"
      document={UnsubscribeSavedSearchAlertsDocument}
      invalid={ALERT_MESSAGES.unsubscribeInvalid}
      done={unsubscribed}
    />
  );
}
