import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/** The group of the address is the one imported into, so the permission is looked up there. */
export const importRoute: ScreenRoute = {
  path: 'group/:id/import',
  title: 'Import',
  screen: () => import('./ImportPage'),
  access: { anyOf: ['importMembers'], groupParam: 'id' },
  gate: {
    refusal: {
      message: 'You do not have permission to import members of this group.',
      back: { label: 'Back to groups', to: '/groups' },
    },
  },
};

export const imports: FeatureManifest = {
  name: 'imports',
  routes: [importRoute],
  shortcuts: [
    {
      label: 'Import students and staff',
      hint: 'From a CSV file',
      order: 60,
      to: ({ instituteId }) => `/group/${instituteId}/import`,
      route: importRoute,
    },
  ],
};
