import { useState } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { Button } from '../button/Button.tsx';

// The button sets no minimum width, and centres the content of these variants already: the
// class adds to the button's own classes whichever of them was inserted first.
const styles = staticStyles(() => ({ button: { minWidth: 96, justifyContent: 'center' } }));

export interface FollowButtonProps {
  /** Without '@'. */
  handle: string;
  following: boolean;
  /** Receives the state the trader asks for: true to follow. */
  onToggle: (follow: boolean) => void;
  size?: 'sm' | 'md';
  /** Held still while the state it would change is not known yet. */
  disabled?: boolean;
}

/**
 * 'Follow', or 'Following' that reads 'Unfollow' while the pointer is on it or it has focus
 * (spec §2), so the press it offers is never a surprise. Its name says what a press does and
 * aria-pressed tells the state. Right after a press the new state shows until the pointer or
 * focus comes back, as a trader expects to see what the press did.
 */
export function FollowButton({
  handle,
  following,
  onToggle,
  size = 'sm',
  disabled = false,
}: FollowButtonProps) {
  const classes = useStaticClasses(styles);
  const [engaged, setEngaged] = useState(false);
  const offersUnfollow = following && engaged;
  return (
    <Button
      size={size}
      variant={following ? 'secondary' : 'primary'}
      intent={offersUnfollow ? 'attention' : 'default'}
      aria-pressed={following}
      aria-label={following ? `Unfollow @${handle}` : `Follow @${handle}`}
      disabled={disabled}
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
