import { INVENTORY_TEXTS as M, type StockItemView } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { checkItem, itemDraft } from './item-form';

const groupId = '11111111-1111-4111-8111-111111111111';
const categoryId = '22222222-2222-4222-8222-222222222222';
const id = '33333333-3333-4333-8333-333333333333';

const item: StockItemView = {
  id,
  name: 'A4 paper',
  code: 'ST-A4',
  categoryId,
  categoryName: 'Stationery',
  unit: 'Ream',
  location: 'Store room',
  reorderLevel: 10,
  quantity: 40,
  valuePaise: 980000,
  averageCostPaise: 24500,
  issuedOut: 2,
  low: false,
  active: true,
};

describe('the item form', () => {
  it('adds an item: code in capitals, blanks as none, no reorder level when blank', () => {
    const checked = checkItem(
      { ...itemDraft(null, categoryId), name: ' Chalk  box ', code: 'ch-1' },
      groupId,
      null,
    );
    expect(checked).toEqual({
      ok: true,
      body: {
        groupId,
        name: 'Chalk box',
        code: 'CH-1',
        categoryId,
        unit: 'Piece',
        location: null,
        reorderLevel: null,
      },
    });
  });

  it('edits an item as it is, with whether it is in use', () => {
    const checked = checkItem({ ...itemDraft(item), active: false }, groupId, id);
    expect(checked.ok && checked.body).toMatchObject({
      id,
      name: 'A4 paper',
      reorderLevel: 10,
      active: false,
    });
  });

  it('says what is wrong', () => {
    const checked = checkItem(
      { ...itemDraft(null), name: '', code: 'a b', reorderLevel: '1.5' },
      groupId,
      null,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: M.itemName,
        code: M.code,
        categoryId: M.category,
        reorderLevel: M.reorderLevel,
      },
    });
  });
});
