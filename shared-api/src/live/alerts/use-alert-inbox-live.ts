import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAlertInbox, type AlertInboxState } from '../../alerts/use-alert-inbox.ts';
import { getLiveStream } from '../live-stream.ts';
import { watchAlertInbox } from './alert-inbox-live.ts';

/**
 * The inbox kept current from the live stream while mounted, with each new alert announced
 * once: the header's bell mounts it once for the page (other screens use useAlertInbox, which
 * reads the same cached answer).
 */
export function useLiveAlertInbox(): AlertInboxState {
  const queryClient = useQueryClient();
  useEffect(() => watchAlertInbox(getLiveStream(), queryClient), [queryClient]);
  return useAlertInbox();
}
