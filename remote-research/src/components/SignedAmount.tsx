import { CENTS_ROUNDING, signTone, Typography } from '@flowscope/shared-ui';

/** A gain or loss in its colour: green above zero, red below, plain at zero. */
export function SignedAmount({ value, text }: { value: number; text: string }) {
  return (
    <Typography as="span" level="sm" tone={signTone(value, CENTS_ROUNDING)}>
      {text}
    </Typography>
  );
}
