import { useState, type ReactNode } from 'react';
import { Input } from '../components/field/Input.tsx';
import { readCapText } from '@flowscope/core';

export interface MarketCapInputProps {
  label: string;
  /** The bound in whole dollars as digits; '' for none. */
  value: string;
  /** Called with the bound read from what was typed, in whole-dollar digits ('' for none). */
  onValueChange: (digits: string) => void;
  placeholder?: string;
  startAdornment?: ReactNode;
  /** A problem with the pair of bounds (min above max), shown instead of the reading. */
  problem?: string | null;
  className?: string;
}

/**
 * A market-cap bound that takes amounts as traders write them ('1.5m', '200k', '2b',
 * '$1,000,000') and shows the value read ('= $1,500,000'). The text stays as typed; the
 * bound it stands for is what the screen filters by.
 */
export function MarketCapInput({
  label,
  value,
  onValueChange,
  placeholder,
  startAdornment,
  problem = null,
  className,
}: MarketCapInputProps) {
  const [typed, setTyped] = useState(value);
  const reading = readCapText(typed);
  // A bound set elsewhere (a link, Back, a reset) replaces the text.
  const outOfStep = reading.digits !== value && !(reading.unreadable && value === '');
  if (outOfStep && typed !== value) setTyped(value);

  return (
    <Input
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder={placeholder}
      startAdornment={startAdornment}
      className={className}
      value={typed}
      status={problem ? 'error' : reading.unreadable ? 'warning' : 'empty'}
      hint={problem ?? reading.hint}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        onValueChange(readCapText(text).digits);
      }}
    />
  );
}
