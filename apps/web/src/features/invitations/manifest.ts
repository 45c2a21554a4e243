import { type FeatureManifest, type ScreenRoute, SIGNED_IN } from '../../core/manifest';

/** What institutes ask of the account: accepted or declined here. */
export const invitationsRoute: ScreenRoute = {
  path: 'invitations',
  title: 'Invitations',
  screen: () => import('./InvitationsPage'),
  access: SIGNED_IN,
};

export const invitations: FeatureManifest = { name: 'invitations', routes: [invitationsRoute] };
