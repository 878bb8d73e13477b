import {
  closeNeedsFreshToken,
  isRealtimeEvent,
  OPEN_TRIPS_CHANNEL,
  parseRealtimeServerMessage,
  type RealtimeClientMessageInput,
  type RealtimeEvent,
  realtimeLimits,
  reconnectDelayMs,
} from '@pothik/domain';

/** live: subscribed on the socket; polling: the socket is down (reconnecting) and the page polls. */
export type LiveConnection = 'connecting' | 'live' | 'polling';

/** The part of a browser WebSocket the client uses (tests pass a stand-in). */
export type RealtimeSocket = Pick<
  WebSocket,
  'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose' | 'onerror'
>;
export type CreateSocket = (url: string) => RealtimeSocket;

export type TripLiveOptions = {
  url: string;
  tripId: number;
  createSocket: CreateSocket;
  /**
   * Read at every connect: the tab's access token, renewed first when it has none (a page load) or it
   * lapsed; null when the login has ended.
   */
  readToken: () => string | null | Promise<string | null>;
  /** Refreshes an expired login; false when the login has ended and reconnecting is pointless. */
  renewSession: () => Promise<boolean>;
  onEvent: (event: RealtimeEvent) => void;
  /**
   * Fetch what the page shows again: every poll while the socket is down, once each time the
   * subscription (re)starts (events sent while it was down are lost), and on the server's `resync`.
   */
  onSync: () => void;
  onConnectionChange: (connection: LiveConnection) => void;
  /**
   * The other messages about trips (DESIGN.md §15): a trip's `position` to its passenger,
   * `position_accepted` and the position errors to the driver who sent one.
   */
  onMessage?: (message: ServerMessage) => void;
  pollIntervalMs?: number;
  heartbeatMs?: number;
  pongTimeoutMs?: number;
  connectTimeoutMs?: number;
  random?: () => number;
};

export type TripLiveClient = {
  stop: () => void;
  /** Sends on the socket while it is subscribed; false when it is not (the caller queues or falls back). */
  send: (message: RealtimeClientMessageInput) => boolean;
};

/** What one socket follows: a passenger's trip, or a driver's open trips of their car type. */
export type LiveTopic = { trip_id: number } | { channel: typeof OPEN_TRIPS_CHANNEL };

/** The driver app's topic: the open trips of the driver's car type. */
export const openTripsTopic: LiveTopic = { channel: OPEN_TRIPS_CHANNEL };

export type LiveOptions = Omit<TripLiveOptions, 'tripId'> & { topic: LiveTopic };

export type ServerMessage = Exclude<ReturnType<typeof parseRealtimeServerMessage>, null>;

/** Whether a `subscribed` or an `error` answers this topic (an error about a trip names it). */
function answersTopic(topic: LiveTopic, message: ServerMessage): boolean {
  if ('trip_id' in topic) return 'trip_id' in message && message.trip_id === topic.trip_id;
  if (message.type === 'error') return message.trip_id === undefined;
  return 'channel' in message && message.channel === topic.channel;
}

// A half-open connection (a laptop waking up, a phone changing network) can look open to the browser
// for minutes; a ping the server must answer finds it out.
const HEARTBEAT_MS = 25_000;
const PONG_TIMEOUT_MS = 10_000;
// A mobile network or a proxy can leave the upgrade hanging with no close event for minutes: a socket
// not subscribed by then is given up like a dropped one (polling starts, a reconnect is scheduled).
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_OPEN = 1;
const NORMAL_CLOSURE = 1000;

/**
 * Follows one trip over GET /api/v3/realtime (DESIGN.md §5): `auth` with the tab's access token, then
 * `subscribe`; reconnects with the domain's backoff, after refreshing the login when the close says
 * the token is no longer good, and polls through `onSync` every `pollIntervalMs` while disconnected.
 */
export function startTripLive({ tripId, ...options }: TripLiveOptions): TripLiveClient {
  return startLive({ ...options, topic: { trip_id: tripId } });
}

/**
 * The same for any topic. On the open-trips channel every event is passed on: a driver's socket also
 * hears of their own bids and booked trips without subscribing to them.
 */
export function startLive(options: LiveOptions): TripLiveClient {
  const {
    url,
    topic,
    createSocket,
    readToken,
    renewSession,
    onEvent,
    onSync,
    onConnectionChange,
    onMessage,
    pollIntervalMs = realtimeLimits.pollIntervalMs,
    heartbeatMs = HEARTBEAT_MS,
    pongTimeoutMs = PONG_TIMEOUT_MS,
    connectTimeoutMs = CONNECT_TIMEOUT_MS,
    random = Math.random,
  } = options;

  let socket: RealtimeSocket | null = null;
  let isStopped = false;
  let attempt = 0;
  let connection: LiveConnection | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let heartbeatTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;

  function setConnection(next: LiveConnection) {
    if (connection === next) return;
    connection = next;
    onConnectionChange(next);
  }

  function startPolling() {
    setConnection('polling');
    pollTimer ??= setInterval(onSync, pollIntervalMs);
  }

  function stopPolling() {
    clearInterval(pollTimer);
    pollTimer = undefined;
  }

  function stopHeartbeat() {
    clearInterval(heartbeatTimer);
    clearTimeout(pongTimer);
    heartbeatTimer = undefined;
    pongTimer = undefined;
  }

  function send(current: RealtimeSocket, message: RealtimeClientMessageInput) {
    if (current.readyState === SOCKET_OPEN) current.send(JSON.stringify(message));
  }

  /** Forgets the socket without hearing from it again. */
  function release(current: RealtimeSocket) {
    current.onopen = null;
    current.onmessage = null;
    current.onclose = null;
    current.onerror = null;
    if (socket === current) socket = null;
    stopHeartbeat();
    clearTimeout(connectTimer);
    connectTimer = undefined;
  }

  function scheduleReconnect() {
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, reconnectDelayMs(attempt, random));
    attempt += 1;
  }

  function dropped(current: RealtimeSocket, code: number) {
    if (socket !== current || isStopped) return;
    release(current);
    startPolling();
    if (!closeNeedsFreshToken(code)) {
      scheduleReconnect();
      return;
    }
    void renewSession().then(
      (canContinue) => {
        if (canContinue && !isStopped) scheduleReconnect();
      },
      () => {
        if (!isStopped) scheduleReconnect();
      },
    );
  }

  /** The server will not let this socket follow the trip (not found, not allowed): keep polling only. */
  function giveUp(current: RealtimeSocket) {
    release(current);
    current.close(NORMAL_CLOSURE);
    startPolling();
  }

  function receive(current: RealtimeSocket, data: unknown) {
    if (socket !== current) return;
    clearTimeout(pongTimer);
    pongTimer = undefined;
    const message = typeof data === 'string' ? parseRealtimeServerMessage(data) : null;
    if (!message) return;
    if (isRealtimeEvent(message)) {
      if (!('trip_id' in topic) || message.trip_id === topic.trip_id) onEvent(message);
      return;
    }
    if (message.type === 'position' || message.type === 'position_accepted') {
      if (!('trip_id' in topic) || message.trip_id === topic.trip_id) onMessage?.(message);
      return;
    }
    if (message.type === 'subscribed' && answersTopic(topic, message)) {
      clearTimeout(connectTimer);
      connectTimer = undefined;
      attempt = 0;
      stopPolling();
      setConnection('live');
      onSync();
    } else if (message.type === 'resync') {
      onSync();
    } else if (message.type === 'error' && answersTopic(topic, message)) {
      if (message.code === 'unavailable') current.close(NORMAL_CLOSURE);
      else giveUp(current);
    } else if (message.type === 'error') {
      onMessage?.(message);
    }
  }

  function startHeartbeat(current: RealtimeSocket) {
    heartbeatTimer = setInterval(() => {
      send(current, { type: 'ping' });
      pongTimer ??= setTimeout(() => {
        // Dropped first: a dead connection's close event may take long to come, and is not waited for.
        dropped(current, 1006);
        current.close(NORMAL_CLOSURE);
      }, pongTimeoutMs);
    }, heartbeatMs);
  }

  function connect() {
    reconnectTimer = undefined;
    if (isStopped) return;
    const token = readToken();
    if (typeof token === 'string' || token === null) openWith(token);
    else void token.then(openWith, () => openWith(null));
  }

  function openWith(token: string | null) {
    if (isStopped) return;
    // Logged out meanwhile: nothing to authenticate with; the page's own session handling takes over.
    if (!token) {
      startPolling();
      return;
    }
    let current: RealtimeSocket;
    try {
      current = createSocket(url);
    } catch {
      startPolling();
      scheduleReconnect();
      return;
    }
    socket = current;
    connectTimer = setTimeout(() => {
      dropped(current, 1006);
      current.close(NORMAL_CLOSURE);
    }, connectTimeoutMs);
    current.onopen = () => {
      send(current, { type: 'auth', access_token: token });
      // The server handles a socket's messages in order, so subscribing need not wait for `ready`.
      send(current, { type: 'subscribe', ...topic });
      startHeartbeat(current);
    };
    current.onmessage = (event) => receive(current, event.data);
    current.onclose = (event) => dropped(current, event.code);
    // An error is always followed by a close, which does the work.
    current.onerror = () => {};
  }

  setConnection('connecting');
  connect();

  return {
    send(message) {
      if (!socket || connection !== 'live' || socket.readyState !== SOCKET_OPEN) return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    stop() {
      isStopped = true;
      clearTimeout(reconnectTimer);
      stopPolling();
      if (socket) {
        const current = socket;
        release(current);
        current.close(NORMAL_CLOSURE);
      }
    },
  };
}
