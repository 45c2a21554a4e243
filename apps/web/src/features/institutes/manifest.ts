import type { FeatureManifest } from '../../core/manifest';

export const institutes: FeatureManifest = {
  name: 'institutes',
  shortcuts: [
    {
      // The public app's page (no route here): what anyone sees of the institute.
      label: 'Institute page',
      hint: 'What the public sees',
      order: 90,
      to: ({ instituteId }) => `/institute-details/${instituteId}/about`,
    },
  ],
};
