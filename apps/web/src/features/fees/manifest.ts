import type { FeatureManifest } from '../../core/manifest';

/** Fees: its screens, menu entries and shortcuts (issue 11). */
export const fees: FeatureManifest = { name: 'fees', routes: [] };
