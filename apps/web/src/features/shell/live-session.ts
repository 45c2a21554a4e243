import {
  API,
  CHAT_LIVE_API,
  type ChatMessage,
  type ChatSend,
  type PaymentRazorpayBody,
  type UserData,
  VERIFICATION_SIGN_OUT_MS,
  VERIFICATION_TEXTS,
  type VerificationBody,
} from '@shala/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../core/http';
import { dispatchLiveMessage, onLiveMessage, setChatSender } from '../../core/live';
import type { LiveSocket as LiveSocketClass } from '../../core/live/socket';
import { forgetSignIn } from '../../core/session';
import { signingOut, signOut } from '../../core/sign-out';
import { signOutPath } from '../../core/signed-out';
import { showSnack } from '../../core/snackbar-queue';
import { PERMISSIONS_KEY } from '../permissions';

/** Query keys whose lists the live channel feeds: re-read after a reconnect. */
export const LIVE_FED_KEYS = [['notifications'], ['chat']] as const;

/**
 * The signed-in shell's live channel: one socket for the acting profile, and what the shell
 * itself does with PERMISSION (§4: fetch permissions now; the 5 s check stays as the fallback),
 * VERIFICATION (§4, §8: say so, sign out after 3 s) and AUTHENTICATION (the session ended
 * elsewhere: sign in again). Chat and notifications listen on their own.
 */
/** A channel ended while still signed in is opened again at most this often (no loop). */
const RESTART_AFTER_MS = 60_000;

export function useLiveSession(user: UserData): void {
  const queryClient = useQueryClient();
  const profileId = user.userProfileId;
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    // Until the socket is open, chat goes over HTTP.
    setChatSender(sendChatOverHttp);
    let stop: (() => void) | undefined;
    let ended = false;
    // The channel's code comes after the first screen, which does not need it to be drawn.
    void import('../../core/live/socket').then(({ LiveSocket }) => {
      if (!ended) stop = startLiveSession(LiveSocket, profileId, queryClient);
    });
    return () => {
      ended = true;
      stop?.();
      setChatSender(undefined);
    };
  }, [profileId, queryClient]);
}

const sendChatOverHttp = (message: ChatSend) =>
  http<ChatMessage>('POST', CHAT_LIVE_API.send, message);

/** Opens the channel and wires what the shell does with its messages; answers its stop. */
function startLiveSession(
  LiveSocket: typeof LiveSocketClass,
  profileId: string,
  queryClient: QueryClient,
): () => void {
  let lastRestart = 0;
  const socket = new LiveSocket({
    profileId,
    onMessage: dispatchLiveMessage,
    // The channel's session ended. This browser may still be signed in with a new one (a
    // password change here issues a fresh session id): ask, and only sign out when it is not.
    onEnded: async () => {
      if (signingOut()) return;
      const signedIn = await http('GET', API.me, undefined, { background: true }).then(
        () => true,
        () => false,
      );
      if (signedIn && Date.now() - lastRestart > RESTART_AFTER_MS) {
        lastRestart = Date.now();
        socket.start();
        return;
      }
      forgetSignIn();
      window.location.assign(signOutPath({ from: window.location }));
    },
    onReconnected: () => {
      for (const key of LIVE_FED_KEYS) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
  setChatSender((message) => (socket.open ? socket.sendChat(message) : sendChatOverHttp(message)));
  const stops = [
    onLiveMessage('PERMISSION', () => {
      void queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY });
    }),
    // An online payment confirmed by the gateway later (its webhook) is told where the payer is.
    onLiveMessage<PaymentRazorpayBody>('PAYMENT_RAZORPAY', (body) => {
      showSnack({
        message: body.message,
        severity: body.status === 'PAID' ? 'success' : 'error',
      });
    }),
    onLiveMessage<VerificationBody>('VERIFICATION', (body) => {
      showSnack({
        message: body.verified ? VERIFICATION_TEXTS.verified : VERIFICATION_TEXTS.unverified,
        severity: 'info',
        durationMs: VERIFICATION_SIGN_OUT_MS + 2_000,
      });
      window.setTimeout(() => void signOut(), VERIFICATION_SIGN_OUT_MS);
    }),
  ];
  const retry = () => {
    if (document.visibilityState !== 'hidden') socket.retryNow();
  };
  window.addEventListener('online', retry);
  document.addEventListener('visibilitychange', retry);
  socket.start();
  return () => {
    for (const stop of stops) stop();
    window.removeEventListener('online', retry);
    document.removeEventListener('visibilitychange', retry);
    setChatSender(sendChatOverHttp);
    socket.stop();
  };
}
