import {
  INVENTORY_API,
  type StockIssueView,
  type StockItemBody,
  type StockItemDetail,
  type StockItemList,
  type StockItemUpdate,
  type StockMovementBody,
  type StockRegister,
  type StockReturnBody,
  type StockSaved,
  type StockSetup,
} from '@shala/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { type ItemFilters, itemsQuery } from './stock-rules';

/** Every stock query of an institute: any change reads them all again. */
export const inventoryKey = (groupId: string) => ['inventory', groupId] as const;

/** GET setup: categories, suppliers, staff, classes, rooms, whether the caller keeps the store. */
export function useStockSetup(groupId: string) {
  return useQuery({
    queryKey: [...inventoryKey(groupId), 'setup'],
    enabled: !!groupId,
    queryFn: () => http<StockSetup>('GET', INVENTORY_API.setup, undefined, { query: { groupId } }),
  });
}

/** GET the items the filters find, with what they hold together and how many are low. */
export function useStockItems(groupId: string, filters: ItemFilters) {
  return useQuery({
    queryKey: [...inventoryKey(groupId), 'items', filters],
    enabled: !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<StockItemList>('GET', INVENTORY_API.items, undefined, {
        query: itemsQuery(groupId, filters),
      }),
  });
}

/** GET one item with its latest movements, newest first, each with the balance after it. */
export function useStockItem(groupId: string, id: string) {
  return useQuery({
    queryKey: [...inventoryKey(groupId), 'item', id],
    enabled: !!groupId && !!id,
    queryFn: () =>
      http<StockItemDetail>('GET', INVENTORY_API.item, undefined, { query: { groupId, id } }),
  });
}

/** GET the issues (of an item, if named): those with units still out, or every one. */
export function useIssues(groupId: string, open: boolean, itemId = '') {
  return useQuery({
    queryKey: [...inventoryKey(groupId), 'issued', open, itemId],
    enabled: !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<{ issues: StockIssueView[] }>('GET', INVENTORY_API.issued, undefined, {
        query: { groupId, open: String(open), ...(itemId ? { itemId } : {}) },
      }),
  });
}

/** GET the register of a range (`enabled` once the range is a valid one). */
export function useRegister(
  groupId: string,
  range: { from: string; to: string; itemId: string },
  enabled: boolean,
) {
  const { from, to, itemId } = range;
  return useQuery({
    queryKey: [...inventoryKey(groupId), 'register', from, to, itemId],
    enabled: enabled && !!groupId,
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<StockRegister>('GET', INVENTORY_API.register, undefined, {
        query: { groupId, from, to, ...(itemId ? { itemId } : {}) },
      }),
  });
}

/** Every change of the store; each reads the institute's stock queries again. */
export function useStockChanges(groupId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: inventoryKey(groupId) });
  return {
    addItem: useMutation({
      mutationFn: (body: StockItemBody) => http<StockSaved>('POST', INVENTORY_API.items, body),
      onSuccess,
    }),
    changeItem: useMutation({
      mutationFn: (body: StockItemUpdate) => http<StockSaved>('PUT', INVENTORY_API.items, body),
      onSuccess,
    }),
    move: useMutation({
      mutationFn: (body: StockMovementBody) =>
        http<StockSaved>('POST', INVENTORY_API.movement, body),
      onSuccess,
    }),
    giveBack: useMutation({
      mutationFn: (body: StockReturnBody) => http<StockSaved>('POST', INVENTORY_API.return, body),
      onSuccess,
    }),
    addCategory: useMutation({
      mutationFn: (name: string) =>
        http<StockSaved>('POST', INVENTORY_API.category, { groupId, name }),
      onSuccess,
    }),
    changeCategory: useMutation({
      mutationFn: (input: { id: string; name: string; active: boolean }) =>
        http<StockSaved>('PUT', INVENTORY_API.category, { groupId, ...input }),
      onSuccess,
    }),
  };
}
