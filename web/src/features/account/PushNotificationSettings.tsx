import { useApolloClient } from '@apollo/client/react';
import { Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { PUSH_MESSAGES } from '../../../../shared/domain/push';
import { notify } from '../../components/toaster';
import {
  PushPublicKeyDocument,
  PushSettingsDocument,
  SubscribeToPushDocument,
  UnsubscribeFromPushDocument,
} from '../../generated/back-office/graphql';
import { errorMessage } from '../../lib/errors';
import { PushServiceSilent, currentPushSubscription, pushSupport, subscribePushDevice, subscriptionInput } from '../../lib/push-device';

type PushState = 'checking' | 'unsupported' | 'notOffered' | 'blocked' | 'off' | 'on';

const STATE_TEXTS: Record<Exclude<PushState, 'checking'>, string> = {
  unsupported: PUSH_MESSAGES.unsupported,
  notOffered: PUSH_MESSAGES.notOffered,
  blocked: PUSH_MESSAGES.blocked,
  off: PUSH_MESSAGES.off,
  on: PUSH_MESSAGES.on,
};

/**
 * "Notifications on this device" (issue 34 item 4): turns Web Push on or off for the signed-in
 * account in this browser. On means both sides agree: the browser has a subscription and the
 * gateway has it for this account (a device the gateway dropped shows off, and turning it on heals it).
 */
export function PushNotificationSettings() {
  const client = useApolloClient();
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    void readState().then((found) => {
      if (current) setState(found);
    });
    return () => {
      current = false;
    };

    async function readState(): Promise<Exclude<PushState, 'checking'>> {
      if ((await pushSupport()) === 'unsupported') return 'unsupported';
      try {
        const subscription = await currentPushSubscription();
        if (subscription) {
          const { data } = await client.query({
            query: PushSettingsDocument,
            variables: { endpoint: subscription.endpoint },
            fetchPolicy: 'network-only',
          });
          if (!data?.pushPublicKey) return 'notOffered';
          if (data.pushSubscribed) return 'on';
        } else {
          const { data } = await client.query({ query: PushPublicKeyDocument, fetchPolicy: 'network-only' });
          if (!data?.pushPublicKey) return 'notOffered';
        }
        return Notification.permission === 'denied' ? 'blocked' : 'off';
      } catch {
        // The gateway could not be asked: offer the switch; turning it on says what went wrong.
        return 'off';
      }
    }
  }, [client]);

  async function turnOn() {
    setBusy(true);
    try {
      const { data } = await client.query({ query: PushPublicKeyDocument, fetchPolicy: 'network-only' });
      if (!data?.pushPublicKey) return setState('notOffered');
      const subscription = await subscribePushDevice(data.pushPublicKey);
      if (!subscription) return setState('blocked');
      await client
        .mutate({ mutation: SubscribeToPushDocument, variables: { subscription: subscriptionInput(subscription) } })
        .catch(async (refused: unknown) => {
          // The gateway did not take it: the browser's half goes too, so both sides say off.
          await subscription.unsubscribe().catch(() => undefined);
          throw refused;
        });
      setState('on');
      notify('success', PUSH_MESSAGES.turnedOn);
    } catch (failure) {
      notify('error', failure instanceof PushServiceSilent ? PUSH_MESSAGES.serviceSilent : errorMessage(failure, PUSH_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setBusy(true);
    try {
      const subscription = await currentPushSubscription();
      if (subscription) {
        await client.mutate({ mutation: UnsubscribeFromPushDocument, variables: { endpoint: subscription.endpoint } });
        await subscription.unsubscribe();
      }
      setState('off');
      notify('success', PUSH_MESSAGES.turnedOff);
    } catch (failure) {
      notify('error', errorMessage(failure, PUSH_MESSAGES.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root borderRadius="card" mt="6">
      <Card.Body gap="3" p={{ base: '5', md: '8' }}>
        <Heading as="h2" size="md">
          Notifications on this device
        </Heading>
        <Stack gap="3" aria-live="polite" aria-busy={state === 'checking'}>
          <Text color="fg.muted">{state === 'checking' ? 'Checking this browser…' : STATE_TEXTS[state]}</Text>
          {(state === 'off' || state === 'on') && (
            <Button
              type="button"
              variant={state === 'on' ? 'outline' : 'solid'}
              colorPalette="brand"
              size="sm"
              minH="44px"
              alignSelf="flex-start"
              loading={busy}
              loadingText={state === 'on' ? 'Turning off...' : 'Turning on...'}
              onClick={() => void (state === 'on' ? turnOff() : turnOn())}
            >
              {state === 'on' ? 'Turn off notifications' : 'Turn on notifications'}
            </Button>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
