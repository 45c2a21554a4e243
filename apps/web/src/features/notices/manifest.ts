import type { FeatureManifest, ScreenRoute } from '../../core/manifest';

/**
 * Notices (the server's `notices` module, issue 24 §3): the spec's `notice` route and School ERP
 * → Notices, for those who read the institute's notices (getNotice); the click target of a
 * notice's notification (/notice?id=…) opens the notice itself.
 */
export const noticeRoute: ScreenRoute = {
  path: 'notice',
  title: 'Notice',
  screen: () => import('./NoticesPage'),
  access: { needs: 'institute', anyOf: ['getNotice'] },
  gate: {
    refusal: { message: 'You do not have permission to read the notices of this institute.' },
  },
};

export const notices: FeatureManifest = {
  name: 'notices',
  routes: [noticeRoute],
  menu: [{ label: 'Notices', place: 'School ERP', order: 40, to: '/notice', route: noticeRoute }],
};
