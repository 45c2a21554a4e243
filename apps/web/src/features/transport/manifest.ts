import type { FeatureManifest } from '../../core/manifest';

/** Transport: its screens, menu entries and shortcuts (issue 11). */
export const transport: FeatureManifest = { name: 'transport', routes: [] };
