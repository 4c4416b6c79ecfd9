import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/** A visible label above a field; `htmlFor` ties it to the control. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      css={(theme: Theme) => ({
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.medium,
        color: theme.colors.textMuted,
      })}
    >
      {children}
    </label>
  );
}
