import { useState } from 'react';
import { Button, staticStyles, useStaticClasses } from '@flowscope/shared-ui';

// The button centres its content already; the class only repeats it.
const styles = staticStyles(() => ({
  button: { minWidth: 96, justifyContent: 'center' },
}));

export interface FollowButtonProps {
  /** Without '@'. */
  handle: string;
  following: boolean;
  /** Receives the state the trader asks for: true to follow. */
  onToggle: (follow: boolean) => void;
}

/**
 * 'Follow', or 'Following' that reads 'Unfollow' while the pointer is on it or it has focus
 * (spec §2), so the press it offers is never a surprise. Its name says what a press does
 * and aria-pressed tells the state. Right after a press the new state shows until the
 * pointer or focus comes back, as a trader expects to see what the press did.
 */
export function FollowButton({ handle, following, onToggle }: FollowButtonProps) {
  const classes = useStaticClasses(styles);
  const [engaged, setEngaged] = useState(false);
  const offersUnfollow = following && engaged;
  return (
    <Button
      size="sm"
      variant={following ? 'secondary' : 'primary'}
      intent={offersUnfollow ? 'attention' : 'default'}
      aria-pressed={following}
      aria-label={following ? `Unfollow @${handle}` : `Follow @${handle}`}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={() => setEngaged(false)}
      onClick={() => {
        setEngaged(false);
        onToggle(!following);
      }}
      className={classes.button}
    >
      {following ? (offersUnfollow ? 'Unfollow' : 'Following') : 'Follow'}
    </Button>
  );
}
