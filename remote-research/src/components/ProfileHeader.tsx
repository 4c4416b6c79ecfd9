import { PROFILE_PERIODS, type ProfilePeriod } from '@flowscope/shared-api';
import { staticStyles, Tabs, useStaticClasses } from '@flowscope/shared-ui';
import type { ReactNode } from 'react';
import { periodTabs } from './research-periods.ts';

const styles = staticStyles((theme) => ({
  header: { display: 'grid', gap: theme.spacing.lg, minWidth: 0 },
}));

const PERIOD_TABS = periodTabs(PROFILE_PERIODS);

export interface ProfileHeaderProps {
  /** Who the profile is of: the influencer's or the wallet's identity block. */
  identity: ReactNode;
  /** The period tabs show only over a profile (not over the lock or a not-found box). */
  showPeriods: boolean;
  period: ProfilePeriod;
  onPeriodChange: (period: ProfilePeriod) => void;
}

/** The top of a research profile: who it is, then the period its figures cover. */
export function ProfileHeader({
  identity,
  showPeriods,
  period,
  onPeriodChange,
}: ProfileHeaderProps) {
  const classes = useStaticClasses(styles);
  return (
    <div className={classes.header}>
      {identity}
      {showPeriods && (
        <Tabs
          aria-label="Period"
          items={PERIOD_TABS}
          value={period}
          onValueChange={onPeriodChange}
        />
      )}
    </div>
  );
}
