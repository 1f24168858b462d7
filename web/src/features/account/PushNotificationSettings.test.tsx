import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { PUSH_MESSAGES } from '../../../../shared/domain/push';
import { createApolloClient } from '../../app/apollo';
import { Providers } from '../../app/providers';
import { server } from '../../test/msw-server';
import { PushNotificationSettings } from './PushNotificationSettings';

const SITE_KEY = 'BOr8Fv5u1-ifHiTMsjqsdjq9L4bYn3rS9cBpMGkDtrR9zv1pfmNKj7ntG4Y8Pa9lmcI2dGoWUhz3VUJuHYtq4fI';

/** A stand-in for the browser's push side: a worker registration whose push manager subscribes as asked. */
function browserWithPush({
  permission = 'default',
  subscribed = false,
}: { permission?: NotificationPermission; subscribed?: boolean } = {}) {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: { p256dh: 'browser-key', auth: 'browser-secret' } }),
    unsubscribe: jest.fn().mockResolvedValue(true),
  };
  let current = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => (current = subscription)),
  };
  const notification: { permission: NotificationPermission; requestPermission: jest.Mock<Promise<NotificationPermission>> } = {
    permission,
    requestPermission: jest.fn(async () => notification.permission),
  };
  Object.defineProperty(window, 'PushManager', { value: function PushManager() {}, configurable: true });
  Object.defineProperty(window, 'Notification', { value: notification, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: jest.fn(async () => ({ pushManager })) },
    configurable: true,
  });
  return { subscription, pushManager, notification };
}

afterEach(() => {
  for (const name of ['PushManager', 'Notification']) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function renderSettings() {
  render(
    <Providers client={createApolloClient()}>
      <PushNotificationSettings />
    </Providers>,
  );
}

describe('notifications on this device', () => {
  it('turns them on: asks the browser, subscribes with the site key and gives the gateway the subscription', async () => {
    const { pushManager, notification } = browserWithPush();
    notification.requestPermission.mockImplementation(async () => (notification.permission = 'granted'));
    const given: unknown[] = [];
    server.use(
      graphql.query('PushPublicKey', () => HttpResponse.json({ data: { pushPublicKey: SITE_KEY } })),
      graphql.mutation('SubscribeToPush', ({ variables }) => {
        given.push(variables.subscription);
        return HttpResponse.json({ data: { subscribeToPush: true } });
      }),
    );
    renderSettings();
    expect(await screen.findByText(PUSH_MESSAGES.off)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(PUSH_MESSAGES.on)).toBeInTheDocument();
    expect(await screen.findByText(PUSH_MESSAGES.turnedOn)).toBeInTheDocument();
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey).toString('base64url')).toBe(SITE_KEY);
    expect(given).toEqual([{ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', p256dh: 'browser-key', auth: 'browser-secret' }]);
  });

  it('shows on only when the gateway has the device too, and turns it off on both sides', async () => {
    const { subscription } = browserWithPush({ permission: 'granted', subscribed: true });
    const removed: unknown[] = [];
    server.use(
      graphql.query('PushSettings', () => HttpResponse.json({ data: { pushPublicKey: SITE_KEY, pushSubscribed: true } })),
      graphql.mutation('UnsubscribeFromPush', ({ variables }) => {
        removed.push(variables.endpoint);
        return HttpResponse.json({ data: { unsubscribeFromPush: true } });
      }),
    );
    renderSettings();
    expect(await screen.findByText(PUSH_MESSAGES.on)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByText(PUSH_MESSAGES.off)).toBeInTheDocument();
    expect(removed).toEqual([subscription.endpoint]);
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says when this browser cannot show notifications, and offers no button', async () => {
    renderSettings();
    expect(await screen.findByText(PUSH_MESSAGES.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says notifications are blocked when the browser refuses them, and offers no button', async () => {
    browserWithPush({ permission: 'denied' });
    server.use(graphql.query('PushPublicKey', () => HttpResponse.json({ data: { pushPublicKey: SITE_KEY } })));
    renderSettings();
    expect(await screen.findByText(PUSH_MESSAGES.blocked)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says notifications are blocked when the user refuses them at the prompt', async () => {
    const { notification } = browserWithPush();
    notification.requestPermission.mockImplementation(async () => (notification.permission = 'denied'));
    server.use(graphql.query('PushPublicKey', () => HttpResponse.json({ data: { pushPublicKey: SITE_KEY } })));
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(PUSH_MESSAGES.blocked)).toBeInTheDocument();
  });

  it('says the site sends none when the gateway has push turned off', async () => {
    browserWithPush();
    server.use(graphql.query('PushPublicKey', () => HttpResponse.json({ data: { pushPublicKey: null } })));
    renderSettings();
    expect(await screen.findByText(PUSH_MESSAGES.notOffered)).toBeInTheDocument();
  });

  it('tells the user when the gateway refuses the subscription, and stays off on both sides', async () => {
    const { notification, subscription } = browserWithPush();
    notification.requestPermission.mockImplementation(async () => (notification.permission = 'granted'));
    server.use(
      graphql.query('PushPublicKey', () => HttpResponse.json({ data: { pushPublicKey: SITE_KEY } })),
      graphql.mutation('SubscribeToPush', () =>
        HttpResponse.json({
          errors: [{ message: PUSH_MESSAGES.endpointNotAllowed, extensions: { code: 'BAD_USER_INPUT', field: 'endpoint' } }],
        }),
      ),
    );
    renderSettings();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(PUSH_MESSAGES.endpointNotAllowed)).toBeInTheDocument();
    expect(screen.getByText(PUSH_MESSAGES.off)).toBeInTheDocument();
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it("says so when the browser's push service never answers, and stays off", async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { notification, pushManager } = browserWithPush();
      notification.requestPermission.mockImplementation(async () => (notification.permission = 'granted'));
      pushManager.subscribe.mockImplementation(() => new Promise(() => undefined));
      server.use(graphql.query('PushPublicKey', () => HttpResponse.json({ data: { pushPublicKey: SITE_KEY } })));
      renderSettings();
      await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(20_000);
      });
      expect(await screen.findByText(PUSH_MESSAGES.serviceSilent)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
