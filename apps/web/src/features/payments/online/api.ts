import {
  ONLINE_PAYMENT_API,
  type OnlineConfig,
  type OnlineOrder,
  type OnlineOrderBody,
  type OnlinePaymentResult,
  type OnlineVerifyBody,
} from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../core/http';
import type { CheckoutAnswer } from './checkout';

/** Whether online payment is on (the server's settings change only with a restart). */
export function useOnlineConfig() {
  return useQuery({
    queryKey: ['payments', 'online', 'config'],
    queryFn: () => http<OnlineConfig>('GET', ONLINE_PAYMENT_API.config),
    staleTime: 10 * 60_000,
  });
}

/** Opens an order, then verifies checkout's answer; a recorded payment reloads fees and payments. */
export function useOnlinePayment() {
  const queryClient = useQueryClient();
  const order = useMutation({
    mutationFn: (body: OnlineOrderBody) =>
      http<OnlineOrder>('POST', ONLINE_PAYMENT_API.order, body),
  });
  const verify = useMutation({
    mutationFn: (p: { groupId: string; answer: CheckoutAnswer }) =>
      http<OnlinePaymentResult>('POST', ONLINE_PAYMENT_API.verify, {
        groupId: p.groupId,
        ...p.answer,
      } satisfies OnlineVerifyBody),
    onSuccess: () =>
      Promise.all(
        [['fees'], ['payments']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
  return { order, verify };
}
