import { useSyncExternalStore } from 'react';
import {
  displayTimeZoneChoice,
  subscribeDisplayTimeZone,
  type TimeZoneChoice,
} from '@flowscope/core';

/** The clock times are shown on; a component that formats a time re-renders when it changes. */
export function useDisplayTimeZoneChoice(): TimeZoneChoice {
  return useSyncExternalStore(
    subscribeDisplayTimeZone,
    displayTimeZoneChoice,
    displayTimeZoneChoice,
  );
}
