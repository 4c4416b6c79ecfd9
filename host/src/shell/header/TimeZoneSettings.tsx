import type { CSSObject, Theme } from '@emotion/react';
import { saveTimeZonePreference } from '@flowscope/shared-api';
import {
  browserTimeZone,
  ClockGlyph,
  isTimeZoneChoice,
  Popover,
  Select,
  TIME_ZONE_CHOICE_LABELS,
  TIME_ZONE_CHOICES,
  useDisplayTimeZoneChoice,
} from '@flowscope/shared-ui';
import { useState } from 'react';

type SaveState = 'idle' | 'saving' | 'failed';

function choiceLabel(choice: (typeof TIME_ZONE_CHOICES)[number]): string {
  const label = TIME_ZONE_CHOICE_LABELS[choice];
  return choice === 'local' ? `${label} (${browserTimeZone()})` : label;
}

/**
 * The choices, named when the settings open: naming the browser's own zone builds a date
 * formatter, which costs a phone milliseconds it should not spend drawing the first page.
 */
function TimesInSelect({
  choice,
  disabled,
  onChoose,
}: {
  choice: string;
  disabled: boolean;
  onChoose: (value: string) => void;
}) {
  const options = TIME_ZONE_CHOICES.map((value) => ({ value, label: choiceLabel(value) }));
  return (
    <Select
      label="Times in"
      size="sm"
      options={options}
      value={choice}
      disabled={disabled}
      onChange={(event) => onChoose(event.target.value)}
    />
  );
}

/**
 * The header's settings: 'Times in' (Prague, my time zone or UTC), saved with the trader's
 * preferences (in this browser when signed out); every time on every screen follows at once.
 */
export function TimeZoneSettings({ buttonStyle }: { buttonStyle: CSSObject }) {
  const choice = useDisplayTimeZoneChoice();
  const [state, setState] = useState<SaveState>('idle');

  const choose = async (value: string) => {
    if (!isTimeZoneChoice(value)) return;
    setState('saving');
    try {
      await saveTimeZonePreference(value);
      setState('idle');
    } catch {
      setState('failed');
    }
  };

  return (
    <Popover
      label="Settings"
      placement="bottom-end"
      trigger={(props) => (
        <button {...props} type="button" aria-label="Settings" title="Settings" css={buttonStyle}>
          <ClockGlyph size={18} />
        </button>
      )}
    >
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.spacing.sm, minWidth: 240 })}>
        <h2 css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.h4 })}>Settings</h2>
        <TimesInSelect
          choice={choice}
          disabled={state === 'saving'}
          onChoose={(value) => void choose(value)}
        />
        {state === 'failed' && (
          <p role="alert" css={(theme: Theme) => ({ margin: 0, color: theme.colors.attention })}>
            Save Failed
          </p>
        )}
      </div>
    </Popover>
  );
}
