import type { ReactNode } from 'react';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';

const styles = staticStyles((theme) => ({
  label: {
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.medium,
    color: theme.colors.textMuted,
  },
}));

/** A visible label above a field; `htmlFor` ties it to the control. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  const classes = useStaticClasses(styles);
  return (
    <label htmlFor={htmlFor} className={classes.label}>
      {children}
    </label>
  );
}
