import type { FeatureManifest } from '../../core/manifest';

/** Payments: its screens, menu entries and shortcuts (issue 11). */
export const payments: FeatureManifest = { name: 'payments', routes: [] };
