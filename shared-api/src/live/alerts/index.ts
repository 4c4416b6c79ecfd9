export { useLiveAlertInbox } from './use-alert-inbox-live.ts';
