import { useQuery } from '@tanstack/react-query';
import type { BoardDay } from '#shared/admin/dispatch-board';
import { answerOf, api } from '../../../lib/api-client';
import { ADMIN_KEYS } from './admin-keys';

export const DISPATCH_BOARD_KEY = [...ADMIN_KEYS.dispatch, 'board'] as const;

/**
 * The Dispatch board of a day (decision 076). The live stream reads it again on every change it
 * hears of; a crew falling silent makes no event, so it also reads itself again every minute.
 */
export function useDispatchBoard(day: BoardDay) {
  return useQuery({
    queryKey: [...DISPATCH_BOARD_KEY, day],
    queryFn: () => answerOf(api.admin.dispatch.board.$get({ query: { day } })),
    refetchInterval: 60_000,
  });
}
