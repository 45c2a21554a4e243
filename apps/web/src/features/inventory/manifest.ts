import type { FeatureManifest, ScreenRoute } from '../../core/manifest';
import { INVENTORY_PATH } from './paths';

/**
 * The school's stock (the server's `inventory` module, issue 25 §3): School ERP → Stock at
 * `/inventory`, of the profile's default institute, for those who read the store (getStock) or
 * keep it (manageStock). A low-stock notification lands here with `?item=`, which opens the item.
 */
export const inventoryRoute: ScreenRoute = {
  path: 'inventory',
  title: 'Stock',
  screen: () => import('./InventoryPage'),
  access: { needs: 'institute', anyOf: ['getStock', 'manageStock'] },
  gate: {
    refusal: {
      message: 'You do not have permission to see the stock of this institute.',
      back: { label: 'Back to the dashboard', to: '/' },
    },
  },
};

export const inventory: FeatureManifest = {
  name: 'inventory',
  routes: [inventoryRoute],
  menu: [
    { label: 'Stock', place: 'School ERP', order: 130, to: INVENTORY_PATH, route: inventoryRoute },
  ],
};
