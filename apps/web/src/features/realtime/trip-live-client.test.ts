import { type RealtimeServerMessage, realtimeCloseCodes } from '@pothik/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { realtimeUrl } from './realtime-url';
import {
  type LiveConnection,
  type RealtimeSocket,
  startLive,
  startTripLive,
  type TripLiveOptions,
} from './trip-live-client';

/** A socket the test plays the server of: it opens, answers and closes when told. */
class ScriptedSocket implements RealtimeSocket {
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.call(this as unknown as WebSocket, new Event('open'));
  }
  deliver(message: RealtimeServerMessage) {
    this.onmessage?.call(
      this as unknown as WebSocket,
      new MessageEvent('message', { data: JSON.stringify(message) }),
    );
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.call(this as unknown as WebSocket, new CloseEvent('close', { code }));
  }
  /** What a healthy server does: open, then confirm the subscription. */
  accept(tripId = 41) {
    this.open();
    this.deliver({ type: 'ready', user_id: 7, role: 'passenger', expires_at: '2030-01-01T00:00:00.000Z' });
    this.deliver({ type: 'subscribed', trip_id: tripId });
  }
}

let sockets: ScriptedSocket[];
let token: string | null;
let connections: LiveConnection[];

function start(overrides: Partial<TripLiveOptions> = {}) {
  const options = {
    url: realtimeUrl('https://api.example.com'),
    tripId: 41,
    createSocket: (url: string) => {
      const socket = new ScriptedSocket(url);
      sockets.push(socket);
      return socket;
    },
    readToken: () => token,
    renewSession: vi.fn(async () => true),
    onEvent: vi.fn(),
    onSync: vi.fn(),
    onConnectionChange: (c: LiveConnection) => connections.push(c),
    // The low end of the jitter: 500 ms, 1 s, 2 s ... (DESIGN.md §5 backoff from the domain helper)
    random: () => 0,
    ...overrides,
  };
  const client = startTripLive(options);
  return { client, options };
}

const last = () => sockets.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  token = 'access-1';
  connections = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('realtime url', () => {
  it('uses wss for an https API and ws for http, keeping a path prefix', () => {
    expect(realtimeUrl('https://api.example.com/')).toBe('wss://api.example.com/api/v3/realtime');
    expect(realtimeUrl('http://127.0.0.1:4000')).toBe('ws://127.0.0.1:4000/api/v3/realtime');
    expect(realtimeUrl('https://example.com/backend')).toBe('wss://example.com/backend/api/v3/realtime');
  });

  it("names the trip's routing key, the same from the trip and from a share link's key", () => {
    expect(realtimeUrl('https://api.example.com', { tripId: 123_456 })).toBe(
      'wss://api.example.com/api/v3/realtime?trip=3456',
    );
    expect(realtimeUrl('https://api.example.com', { routeKey: '3456' })).toBe(
      realtimeUrl('https://api.example.com', { tripId: 123_456 }),
    );
  });
});

describe('trip live client', () => {
  // A page load: the tab has no access token until the refresh cookie gets it one.
  it('connects once the access token it waits for comes, and polls when none does', async () => {
    let give: (token: string | null) => void = () => {};
    start({ readToken: () => new Promise((resolve) => (give = resolve)) });
    expect(sockets).toHaveLength(0);

    give('renewed-access');
    await vi.advanceTimersByTimeAsync(0);
    last().accept();
    expect(last().sent[0]).toEqual({ type: 'auth', access_token: 'renewed-access' });

    connections = [];
    start({ readToken: async () => null });
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(1);
    expect(connections).toEqual(['connecting', 'polling']);
  });

  it('authenticates with the stored token, subscribes to the trip and passes on its events', () => {
    const { options } = start();
    expect(last().url).toBe('wss://api.example.com/api/v3/realtime');
    expect(connections).toEqual(['connecting']);

    last().accept();
    expect(last().sent).toEqual([
      { type: 'auth', access_token: 'access-1' },
      { type: 'subscribe', trip_id: 41 },
    ]);
    expect(connections).toEqual(['connecting', 'live']);
    // Subscribing catches up on anything that happened before the socket was ready.
    expect(options.onSync).toHaveBeenCalledTimes(1);

    const created = {
      type: 'bid.created',
      trip_id: 41,
      data: { status: 'requested', car_type: 'sedan', bid_id: 9 },
    } as const;
    last().deliver(created);
    last().deliver({ ...created, trip_id: 42 });
    expect(options.onEvent).toHaveBeenCalledTimes(1);
    expect(options.onEvent).toHaveBeenCalledWith(created);

    last().deliver({ type: 'resync' });
    expect(options.onSync).toHaveBeenCalledTimes(2);
  });

  it('polls every 5 s while disconnected and reconnects with a growing backoff', async () => {
    const { options } = start();
    last().accept();
    vi.mocked(options.onSync).mockClear();

    last().drop(1006);
    expect(connections.at(-1)).toBe('polling');

    // First retry after 500 ms: it fails too.
    await vi.advanceTimersByTimeAsync(499);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    last().drop(1006);

    // Second retry 1 s later; then 2 s.
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(3);
    last().drop(1006);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(4);

    // 3.5 s have passed: no poll yet; at 5 s the first one.
    expect(options.onSync).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1500);
    expect(options.onSync).toHaveBeenCalledTimes(1);

    last().accept();
    expect(connections.at(-1)).toBe('live');
    expect(options.onSync).toHaveBeenCalledTimes(2);
    // Live again: polling stops.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(options.onSync).toHaveBeenCalledTimes(2);

    // A drop after a good connection starts the backoff over at 500 ms.
    last().drop(realtimeCloseCodes.goingAway);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(5);
  });

  it('refreshes the login before reconnecting when the token expired, and sends the new one', async () => {
    const renewSession = vi.fn(async () => {
      token = 'access-2';
      return true;
    });
    start({ renewSession });
    last().accept();

    last().drop(realtimeCloseCodes.tokenExpired);
    expect(renewSession).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    last().open();
    expect(last().sent[0]).toEqual({ type: 'auth', access_token: 'access-2' });
  });

  it('stops reconnecting once the login has ended, but keeps polling', async () => {
    const renewSession = vi.fn(async () => false);
    const { options } = start({ renewSession });
    last().open();
    last().drop(realtimeCloseCodes.unauthorized);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(options.onSync).toHaveBeenCalledTimes(12);
  });

  it('does not reconnect to a trip the server will not let it follow', async () => {
    const { options } = start();
    last().open();
    last().deliver({ type: 'error', code: 'trip_not_found', message: 'No such trip.', trip_id: 41 });
    expect(last().closedWith).toBe(1000);
    expect(connections.at(-1)).toBe('polling');

    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
    expect(options.onSync).toHaveBeenCalledTimes(2);
  });

  it('pings the server and treats a missing answer as a dropped connection', async () => {
    start({ heartbeatMs: 25_000, pongTimeoutMs: 10_000 });
    last().accept();

    await vi.advanceTimersByTimeAsync(25_000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    last().deliver({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(connections.at(-1)).toBe('live');

    // The second ping goes unanswered.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(connections.at(-1)).toBe('polling');
    expect(sockets[0]!.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
  });

  it('gives up a socket that never gets subscribed: polls at once and tries a new one', async () => {
    const { options } = start();
    const hanging = last();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(connections).toEqual(['connecting']);
    expect(options.onSync).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(connections).toEqual(['connecting', 'polling']);
    expect(hanging.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(500);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4_500);
    expect(options.onSync).toHaveBeenCalledTimes(1);

    // A socket that opens but is never answered is given up too.
    const unanswered = last();
    unanswered.open();
    await vi.advanceTimersByTimeAsync(5_499);
    expect(unanswered.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(unanswered.closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sockets).toHaveLength(3);

    last().accept();
    expect(connections.at(-1)).toBe('live');
    // Subscribed in time: the timer is gone and the socket stays.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(last().closedWith).toBeUndefined();
    expect(sockets).toHaveLength(3);
  });

  it('closes the socket and stops every timer when stopped', async () => {
    const { client, options } = start();
    last().accept();
    last().drop();
    await vi.advanceTimersByTimeAsync(500);
    const socket = last();
    client.stop();
    expect(socket.closedWith).toBe(1000);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(2);
    expect(options.onSync).toHaveBeenCalledTimes(1);
  });

  it('polls without a socket when there is no stored login', async () => {
    token = null;
    const { options } = start();
    expect(sockets).toHaveLength(0);
    expect(connections).toEqual(['connecting', 'polling']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(options.onSync).toHaveBeenCalledTimes(1);
  });
});

describe('live client on the open-trips channel', () => {
  it('subscribes a driver to open trips, passes on every event and goes live on the channel’s answer', () => {
    const onEvent = vi.fn();
    const onSync = vi.fn();
    startLive({
      url: realtimeUrl('https://api.example.com'),
      topic: { channel: 'open-trips' },
      createSocket: (url: string) => {
        const socket = new ScriptedSocket(url);
        sockets.push(socket);
        return socket;
      },
      readToken: () => token,
      renewSession: vi.fn(async () => true),
      onEvent,
      onSync,
      onConnectionChange: (c: LiveConnection) => connections.push(c),
      random: () => 0,
    });
    last().open();
    expect(last().sent).toEqual([
      { type: 'auth', access_token: 'access-1' },
      { type: 'subscribe', channel: 'open-trips' },
    ]);
    // Another trip's subscription answer is not this one's.
    last().deliver({ type: 'subscribed', trip_id: 5 });
    expect(connections.at(-1)).toBe('connecting');
    last().deliver({ type: 'subscribed', channel: 'open-trips' });
    expect(connections.at(-1)).toBe('live');
    // A new open trip, and a booked trip's change the hub sends the driver unasked: both passed on.
    const opened = {
      type: 'trip.updated',
      trip_id: 7,
      data: { status: 'requested', car_type: 'hiace' },
    } as const;
    const started = {
      type: 'trip.updated',
      trip_id: 3,
      data: { status: 'started', car_type: 'hiace' },
    } as const;
    last().deliver(opened);
    last().deliver(started);
    expect(onEvent.mock.calls).toEqual([[opened], [started]]);
  });

  it('polls only when the server refuses the channel (a driver without an approved profile)', async () => {
    const onSync = vi.fn();
    startLive({
      url: 'ws://x',
      topic: { channel: 'open-trips' },
      createSocket: (url: string) => {
        const socket = new ScriptedSocket(url);
        sockets.push(socket);
        return socket;
      },
      readToken: () => token,
      renewSession: vi.fn(async () => true),
      onEvent: vi.fn(),
      onSync,
      onConnectionChange: (c: LiveConnection) => connections.push(c),
    });
    last().open();
    last().deliver({ type: 'error', code: 'forbidden', message: 'Drivers only.' });
    expect(last().closedWith).toBe(1000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);
    expect(onSync).toHaveBeenCalledTimes(2);
  });
});

describe('the car’s positions (DESIGN.md §15)', () => {
  const data = {
    lat: 23.78,
    lng: 90.41,
    accuracy_m: 10,
    heading: null,
    speed_mps: null,
    at: '2030-03-15T04:00:00.000Z',
  };

  it('passes on this trip’s positions, not another’s, and never as an event', () => {
    const onMessage = vi.fn();
    const { options } = start({ onMessage });
    last().accept();
    last().deliver({ type: 'position', trip_id: 41, data });
    last().deliver({ type: 'position', trip_id: 99, data });
    expect(onMessage.mock.calls).toEqual([[{ type: 'position', trip_id: 41, data }]]);
    expect(options.onEvent).not.toHaveBeenCalled();
  });

  it('sends only while subscribed, so the caller queues otherwise', () => {
    const { client } = start();
    const point = { lat: 23.78, lng: 90.41, accuracy_m: 10, at: data.at };
    expect(client.send({ type: 'position', trip_id: 41, point })).toBe(false);
    last().accept();
    expect(client.send({ type: 'position', trip_id: 41, point })).toBe(true);
    expect(last().sent.at(-1)).toEqual({ type: 'position', trip_id: 41, point });
    last().drop();
    expect(client.send({ type: 'position', trip_id: 41, point })).toBe(false);
  });

  it('passes on a position error about a trip without giving up the open-trips channel', () => {
    const onMessage = vi.fn();
    const client = startLive({
      url: realtimeUrl('https://api.example.com'),
      topic: { channel: 'open-trips' },
      createSocket: (url: string) => {
        const socket = new ScriptedSocket(url);
        sockets.push(socket);
        return socket;
      },
      readToken: () => token,
      renewSession: async () => true,
      onEvent: vi.fn(),
      onSync: vi.fn(),
      onConnectionChange: (c) => connections.push(c),
      onMessage,
    });
    last().open();
    last().deliver({ type: 'subscribed', channel: 'open-trips' });
    const refused = {
      type: 'error',
      code: 'position_refused',
      message: 'This position is outside Bangladesh.',
      trip_id: 41,
      field: 'lat',
    } as const;
    last().deliver(refused);
    expect(onMessage).toHaveBeenCalledWith(refused);
    expect(last().closedWith).toBeUndefined();
    expect(connections.at(-1)).toBe('live');
    client.stop();
  });
});
