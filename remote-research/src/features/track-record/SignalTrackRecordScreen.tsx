import { SCREEN_ROUTES } from '@flowscope/shared-api';
import { ProfileFrame } from '../profile-frame/ProfileFrame.tsx';

/** Signal Track Record: how past alpha signals turned out (its data view comes later). */
export default function SignalTrackRecordScreen() {
  return <ProfileFrame title={SCREEN_ROUTES.signalTrackRecord.title} />;
}
