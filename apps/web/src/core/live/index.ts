import type { ChatMessage, ChatSend, LiveMessageType, MessageFrame } from '@shala/shared';
import { useEffect, useRef } from 'react';

/**
 * The browser's side of the live channel (spec §7): the screens listen here for the MESSAGE
 * frames of one type, and send chat through here. The socket itself (connect, subscribe to the
 * profile's queue, reconnect with back-off, catch-up) is in ./socket.ts, started by the shell.
 */

type Listener = (body: unknown, frame: MessageFrame) => void;
const listeners = new Map<LiveMessageType, Set<Listener>>();

/** Calls `listener` with each MESSAGE frame of `messageType`; answers a function that stops it. */
export function onLiveMessage<T>(
  messageType: LiveMessageType,
  listener: (body: T, frame: MessageFrame<T>) => void,
): () => void {
  const set = listeners.get(messageType) ?? new Set<Listener>();
  listeners.set(messageType, set);
  set.add(listener as Listener);
  return () => set.delete(listener as Listener);
}

/** Hands a frame that arrived to its type's listeners (the socket calls this). */
export function dispatchLiveMessage(frame: MessageFrame): void {
  for (const listener of listeners.get(frame.messageType) ?? []) listener(frame.body, frame);
}

/** onLiveMessage for a component's lifetime; the latest `listener` is the one called. */
export function useLiveMessage<T>(
  messageType: LiveMessageType,
  listener: (body: T, frame: MessageFrame<T>) => void,
): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(
    () => onLiveMessage<T>(messageType, (body, frame) => latest.current(body, frame)),
    [messageType],
  );
}

/** How chat leaves the browser: over the socket when open, else by POST (socket.ts sets it). */
type ChatSender = (message: ChatSend) => Promise<ChatMessage>;
let chatSender: ChatSender | undefined;

export function setChatSender(sender: ChatSender | undefined): void {
  chatSender = sender;
}

/** Sends a chat message (spec §7 "send over a live channel to /app/chat"); answers it as stored. */
export function sendChat(message: ChatSend): Promise<ChatMessage> {
  if (!chatSender) return Promise.reject(new Error('The live channel is not started.'));
  return chatSender(message);
}
