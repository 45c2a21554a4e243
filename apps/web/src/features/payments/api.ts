import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import {
  type FinancialAccount,
  PAYMENT_PATHS,
  type PaymentOutcome,
  readAccounts,
  readCartDues,
  readPaymentAnswer,
} from './wire';

/** Every payments query: a recorded or reverted payment reads them all again. */
export const PAYMENTS_KEY = ['payments'] as const;
/**
 * The fee screens' queries (features/fees): a payment changes the dues they show. Their keys
 * start with 'fees'.
 */
const FEES_KEY = ['fees'] as const;

export const cartDuesKey = (groupId: string, ids: readonly string[]) =>
  [...PAYMENTS_KEY, 'cart', groupId, ...ids] as const;
export const accountsKey = (instituteId: string) =>
  [...PAYMENTS_KEY, 'accounts', instituteId] as const;

/** GET /rest/fee/cart: the dues of the cart's students, read when the dialog opens. */
export function useCartDues(groupId: string, userProfileIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: cartDuesKey(groupId, userProfileIds),
    enabled: enabled && !!groupId && userProfileIds.length > 0,
    // Dues change as others collect: the dialog always starts from the server's.
    staleTime: 0,
    gcTime: 0,
    queryFn: async () =>
      readCartDues(
        await http<unknown>('GET', PAYMENT_PATHS.cart, undefined, {
          query: { groupId, userProfileIds: userProfileIds.join(',') },
        }),
      ),
  });
}

/** GET /rest/finance/account: the institute's financial accounts. */
export function useFinancialAccounts(instituteId: string, enabled = true) {
  return useQuery({
    queryKey: accountsKey(instituteId),
    enabled: enabled && !!instituteId,
    queryFn: async (): Promise<FinancialAccount[]> =>
      readAccounts(
        await http<unknown>('GET', PAYMENT_PATHS.accounts, undefined, {
          query: { groupId: instituteId },
        }),
      ),
  });
}

/** Reads every payments and fees query again (after a payment or a revert). */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
      queryClient.invalidateQueries({ queryKey: FEES_KEY }),
    ]);
}

/** POST /rest/payment/record/common; its answer read as spec §4's payment response. */
export function useRecordPayment() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (body: object): Promise<PaymentOutcome> =>
      readPaymentAnswer(await http<unknown>('POST', PAYMENT_PATHS.recordCommon, body)),
    onSuccess: (outcome) => {
      if (outcome.kind !== 'notice') void refresh();
    },
  });
}
