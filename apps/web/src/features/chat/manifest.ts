import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';

/** The full chat page (spec §2.3 child `chat`, §2.4 "Visit Chat page"). */
export const chatRoute: ScreenRoute = {
  path: 'chat',
  title: 'Chat',
  screen: () => import('./ChatPage'),
  access: SIGNED_IN,
};

export const chat: FeatureManifest = { name: 'chat', routes: [chatRoute] };
