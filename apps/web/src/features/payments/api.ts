import {
  type CommonPaymentBody,
  commonPaymentRequest,
  DAY_PATTERN,
  type DayCollection,
  FEE_API,
  type FeeEstimation,
  type FinancialAccountView,
  PAYMENT_API,
  PAYMENT_PAGE_SIZE_DEFAULT,
  type PaymentNotice,
  type PaymentRecordPage,
  type PaymentRecordView,
  type RecordedPayment,
  type RevertBody,
  type RevertedPayment,
} from '@shala/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '../../core/http';
import { refreshFees } from '../fees';
import { cartStudentDues } from './payment/cart-dues';
import { type PaymentOutcome, paymentOutcome } from './payment/outcome';
import { type TransactionQuery, transactionQueryParams } from './transactions/filters';

/**
 * Every payments query: a recorded or reverted payment reads them all again, and the fee
 * screens' too (refreshFees, through features/fees/index.ts).
 */
export const PAYMENTS_KEY = ['payments'] as const;

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
      (
        await http<FeeEstimation[]>('GET', FEE_API.cart, undefined, {
          query: { groupId, userProfileIds: userProfileIds.join(',') },
        })
      ).map(cartStudentDues),
  });
}

/** GET /rest/finance/account: the institute's financial accounts. */
export function useFinancialAccounts(instituteId: string, enabled = true) {
  return useQuery({
    queryKey: accountsKey(instituteId),
    enabled: enabled && !!instituteId,
    queryFn: () =>
      http<FinancialAccountView[]>('GET', PAYMENT_API.accounts, undefined, {
        query: { groupId: instituteId },
      }),
  });
}

/** Reads every payments and fees query again (after a payment or a revert). */
export function useRefreshMoney() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
      // The fee screens show the dues a payment changes.
      refreshFees(queryClient),
    ]);
}

/**
 * POST /rest/payment/record/common, with the body the server's schema reads (its students' list
 * sent as the spec's JSON text); its answer read as spec §4's payment response.
 */
export function useRecordPayment() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: async (body: CommonPaymentBody): Promise<PaymentOutcome> =>
      paymentOutcome(
        await http<RecordedPayment | PaymentNotice>(
          'POST',
          PAYMENT_API.recordCommon,
          commonPaymentRequest(body),
        ),
      ),
    onSuccess: (outcome) => {
      if (outcome.kind !== 'notice') void refresh();
    },
  });
}

/**
 * GET /rest/payment/mine: the signed-in profile's payments (its own, its children's, its own
 * recording), newest first, a page of PAYMENT_PAGE_SIZE_DEFAULT at a time; a full page may have
 * more after it.
 */
export function useMyPayments() {
  return useInfiniteQuery({
    queryKey: [...PAYMENTS_KEY, 'mine'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      http<PaymentRecordView[]>('GET', PAYMENT_API.mine, undefined, {
        query: { pageNo: pageParam, limit: PAYMENT_PAGE_SIZE_DEFAULT },
      }),
    getNextPageParam: (last, all) =>
      last.length === PAYMENT_PAGE_SIZE_DEFAULT ? all.length + 1 : undefined,
  });
}

/** GET /rest/payment/transactions: an institute's (or a class's) payments, filtered and paged. */
export function useTransactions(filters: TransactionQuery) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'transactions', filters],
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<PaymentRecordPage>('GET', PAYMENT_API.transactions, undefined, {
        query: transactionQueryParams(filters),
      }),
  });
}

/**
 * POST /rest/payment/revert with the reason: one receipt (recordId) or, without it, the whole
 * transaction; the reverted receipts' dues are restored.
 */
export function useRevertPayment() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: (input: RevertBody) => http<RevertedPayment>('POST', PAYMENT_API.revert, input),
    onSuccess: () => void refresh(),
  });
}

/** The receipts of one transaction (found by its ID, kept to its own records): the revert's. */
export function useTransactionReceipts(
  groupId: string,
  transactionPk: string,
  transactionId: string,
) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'transaction', groupId, transactionPk],
    queryFn: async () => {
      const page = await http<PaymentRecordPage>('GET', PAYMENT_API.transactions, undefined, {
        query: { groupId, q: transactionId, limit: 100 },
      });
      return page.items
        .filter((r) => r.transactionPk === transactionPk)
        .sort((a, b) => a.receiptNumber - b.receiptNumber);
    },
  });
}

/** GET /rest/payment/collection: a day's collection of the institute. */
export function useDayCollection(instituteId: string, date: string) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, 'collection', instituteId, date],
    enabled: !!instituteId && DAY_PATTERN.test(date),
    placeholderData: keepPreviousData,
    queryFn: () =>
      http<DayCollection>('GET', PAYMENT_API.collection, undefined, {
        query: { groupId: instituteId, date },
      }),
  });
}

export type AccountInput = { accountName: string; acceptanceMediums: string; bankName: string };

/** Adding, changing and disabling the institute's financial accounts. */
export function useAccountChanges(instituteId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountsKey(instituteId) });
  type Saved = { message: string; data: FinancialAccountView };
  return {
    create: useMutation({
      mutationFn: (input: AccountInput) =>
        http<Saved>('POST', PAYMENT_API.accounts, { groupId: instituteId, ...input }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: AccountInput }) =>
        http<Saved>('PUT', PAYMENT_API.accounts, { groupId: instituteId, id, ...input }),
      onSuccess: refresh,
    }),
    disable: useMutation({
      mutationFn: (id: string) =>
        http<Saved>('DELETE', PAYMENT_API.disableAccount, undefined, {
          query: { groupId: instituteId, id },
        }),
      onSuccess: refresh,
    }),
  };
}
