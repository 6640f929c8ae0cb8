import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api-client';
import { invalidateNotifications } from '../../lib/notifications-key';
import { toast } from '../../ui/use-toast';

function useReadMutation<Input>(mark: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mark,
    onSettled: () => invalidateNotifications(queryClient),
    onError: (error) =>
      toast({
        title: 'Could not mark as read',
        description: error.message || 'Something went wrong',
        variant: 'destructive',
      }),
  });
}

export function useMarkNotificationRead() {
  return useReadMutation((notificationId: string) =>
    answerOf(api.notifications[':notificationId'].read.$post({ param: { notificationId } })),
  );
}

export function useMarkAllNotificationsRead() {
  return useReadMutation(() => answerOf(api.notifications['read-all'].$post()));
}
