import type { LiveClientMessage, LiveMessage } from '@orca/contracts';
import { LIVE_SOCKET_PATH } from '@orca/contracts/games/games.constants';
import { useEffect, useRef } from 'react';
import { apiKey } from './api-client';

type Listener = (message: LiveMessage) => void;

const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** A page change unsubscribes and the next page subscribes again: keep the socket open across that gap. */
const IDLE_CLOSE_MS = 10_000;
/** The server closes with this code when the skin's key is wrong; retrying cannot help. */
const CLOSE_INVALID_API_KEY = 4401;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
let isRejected = false;
/** The player session the private channel is for; sent after each (re)connect. */
let privateSession: string | null = null;
/** A visitor's live-chat token (a player's chat follows the session); sent after each (re)connect. */
let chatToken: string | null = null;

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${LIVE_SOCKET_PATH}?apiKey=${encodeURIComponent(apiKey())}`;
}

/** A share of the delay drawn at random, so a restarted server is not met by every browser in the same instant. */
function jitter(delayMs: number): number {
  const [sample = 0] = crypto.getRandomValues(new Uint32Array(1));
  return Math.round(delayMs * (0.5 + sample / 2 ** 33));
}

function connect(): void {
  if (socket || listeners.size === 0 || isRejected) return;
  const ws = new WebSocket(socketUrl());
  socket = ws;
  ws.onopen = () => {
    if (privateSession !== null) sendAuth(ws, privateSession);
    if (chatToken !== null) sendChatToken(ws, chatToken);
  };
  ws.onmessage = (event: MessageEvent) => {
    // Only a socket the server talks on counts as connected: a proxy can accept the upgrade and
    // close at once while the server is down, and the backoff must keep growing then.
    attempt = 0;
    if (typeof event.data !== 'string') return;
    let message: LiveMessage;
    try {
      message = JSON.parse(event.data) as LiveMessage;
    } catch {
      return;
    }
    for (const listener of listeners) listener(message);
  };
  ws.onclose = (event: CloseEvent) => {
    if (socket === ws) socket = null;
    if (event.code === CLOSE_INVALID_API_KEY) {
      isRejected = true;
      return;
    }
    scheduleReconnect();
  };
}

function sendAuth(ws: WebSocket, playerSession: string | null): void {
  if (ws.readyState === WebSocket.OPEN)
    ws.send(JSON.stringify({ type: 'auth', playerSession } satisfies LiveClientMessage));
}

/**
 * Opens the private channel of the logged-in player on the socket (balance now, messages later),
 * or closes it with null at log-out. The session goes in a message, never in the address.
 */
export function setPrivateSession(playerSession: string | null): void {
  if (playerSession === privateSession) return;
  privateSession = playerSession;
  if (socket) sendAuth(socket, playerSession);
}

function sendChatToken(ws: WebSocket, token: string | null): void {
  if (ws.readyState === WebSocket.OPEN)
    ws.send(JSON.stringify({ type: 'chat', chatToken: token } satisfies LiveClientMessage));
}

/** Follows a visitor's live chat on the socket (answers and status), or stops with null. */
export function setChatToken(token: string | null): void {
  if (token === chatToken) return;
  chatToken = token;
  if (socket) sendChatToken(socket, token);
}

function scheduleReconnect(): void {
  if (retryTimer !== null || listeners.size === 0) return;
  const delayMs = jitter(Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt));
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    connect();
  }, delayMs);
}

/** Back online, or the tab shown again: try at once instead of waiting out the backoff. */
function reconnectNow(): void {
  if (socket || listeners.size === 0 || document.visibilityState === 'hidden') return;
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  attempt = 0;
  connect();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', reconnectNow);
}

/**
 * The one live socket of the app (crash rounds, winners, the player's private channel). It opens with the first listener,
 * reconnects with exponential backoff while anyone listens, and closes a little after the last
 * listener leaves. Returns the function that unsubscribes.
 */
export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  if (idleTimer !== null) clearTimeout(idleTimer);
  idleTimer = null;
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0 || idleTimer !== null) return;
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (listeners.size > 0) return;
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      const closing = socket;
      socket = null;
      closing?.close(1000, 'idle');
    }, IDLE_CLOSE_MS);
  };
}

/** Calls `onMessage` for every live message while the component is mounted (always the latest callback). */
export function useLiveMessages(onMessage: Listener): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  }, [onMessage]);
  useEffect(() => subscribeLive((message) => latest.current(message)), []);
}
