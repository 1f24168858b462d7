import type { ApolloClient } from '@apollo/client';
import { onSessionRejected } from '../auth/session-storage';
import { followThreads } from './live-threads';

/**
 * Sockets of a stand-in gateway that answers each connection's hello (graphql-ws's
 * connection_init) as `answer` says for that connection, counted from 0: a close code (4403 for a
 * session that ended, as the gateway's refused connection does), or 'ack' to accept it.
 */
function fakeGateway(answer: (connection: number) => number | 'ack') {
  const opened: string[] = [];
  class Socket {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readyState = Socket.CONNECTING;
    protocol = 'graphql-transport-ws';
    onopen: (() => void) | null = null;
    onclose: ((event: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
    onerror: ((error: unknown) => void) | null = null;
    onmessage: ((event: { data: string }) => void) | null = null;
    private readonly answer = answer(opened.length);
    constructor(url: string) {
      opened.push(url);
      setTimeout(() => {
        this.readyState = Socket.OPEN;
        this.onopen?.();
      });
    }
    send(data: string) {
      if ((JSON.parse(data) as { type: string }).type !== 'connection_init') return;
      const { answer } = this;
      if (answer === 'ack') setTimeout(() => this.onmessage?.({ data: JSON.stringify({ type: 'connection_ack' }) }));
      else setTimeout(() => this.close(answer, 'Closed by the gateway'));
    }
    close(closeCode = 1000, reason = '') {
      if (this.readyState === Socket.CLOSED) return;
      this.readyState = Socket.CLOSED;
      this.onclose?.({ code: closeCode, reason, wasClean: true });
    }
  }
  return { Socket, opened };
}

const client = { refetchQueries: jest.fn(), writeFragment: jest.fn() } as unknown as ApolloClient;
/** Lets the stand-in gateway answer and the client react (fake timers: the same steps on any machine, however busy). */
const settle = () => jest.advanceTimersByTimeAsync(1_000);

const rejected = jest.fn();
let stops: Array<() => void> = [];
beforeEach(() => {
  jest.useFakeTimers();
  Object.assign(globalThis, { window: { location: { protocol: 'http:', host: 'localhost:4000' } } });
  rejected.mockClear();
  stops = [onSessionRejected(rejected)];
});
// Stopped also when a test fails: a client left retrying would keep Jest from ending.
afterEach(async () => {
  stops.forEach((stop) => stop());
  await jest.advanceTimersByTimeAsync(10_000);
  jest.useRealTimers();
});

describe('following threads live', () => {
  it('ends the session, and stops trying, when the gateway closes the socket because the session ended (4403)', async () => {
    const { Socket, opened } = fakeGateway(() => 4403);
    Object.assign(globalThis, { WebSocket: Socket });
    stops.push(followThreads(client, 'ended-token'));
    await settle();
    expect(opened).toEqual(['ws://localhost:4000/graphql']);
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the socket is lost for another reason (1011, an error on the gateway)', async () => {
    const { Socket } = fakeGateway(() => 1011);
    Object.assign(globalThis, { WebSocket: Socket });
    stops.push(followThreads(client, 'good-token'));
    await settle();
    expect(rejected).not.toHaveBeenCalled();
  });

  it.each([
    [1012, 'Service Restart: the gateway listens again after a gap'],
    [1013, 'Try Again Later: the gateway could not check the session'],
  ])('comes back after a close with %i (%s), and reads its threads and counts again', async (code) => {
    const { Socket, opened } = fakeGateway((connection) => (connection === 0 ? code : 'ack'));
    Object.assign(globalThis, { WebSocket: Socket });
    const refetch = jest.mocked(client.refetchQueries);
    refetch.mockClear();
    // Stopped while connected (afterEach), nothing left waiting: the next test file starts clean.
    stops.push(followThreads(client, 'good-token'));
    // graphql-ws waits a few seconds, randomly, before trying again.
    await jest.advanceTimersByTimeAsync(10_000);
    expect(opened).toHaveLength(2);
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(refetch).toHaveBeenCalledWith({ include: expect.arrayContaining(['MyEnquiries', 'Leads', 'UnreadLeads', 'UnreadEnquiries']) });
    expect(rejected).not.toHaveBeenCalled();
  });
});
