import { saveTimeZonePreference } from '@flowscope/shared-api';
import {
  browserTimeZone,
  ClockGlyph,
  isTimeZoneChoice,
  Popover,
  Select,
  staticStyles,
  TIME_ZONE_CHOICE_LABELS,
  TIME_ZONE_CHOICES,
  useDisplayTimeZoneChoice,
  useStaticClasses,
} from '@flowscope/shared-ui';
import { useState } from 'react';
import { useIconButtonClassName } from './icon-button.ts';

const styles = staticStyles((theme) => ({
  panel: { display: 'grid', gap: theme.spacing.sm, minWidth: 240 },
  title: { margin: 0, fontSize: theme.fontSizes.h4 },
  failure: { margin: 0, color: theme.colors.attention },
}));

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
export function TimeZoneSettings() {
  const choice = useDisplayTimeZoneChoice();
  const [state, setState] = useState<SaveState>('idle');
  const classes = useStaticClasses(styles);
  const iconButton = useIconButtonClassName();

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
        <button
          {...props}
          type="button"
          aria-label="Settings"
          title="Settings"
          className={iconButton}
        >
          <ClockGlyph size={18} />
        </button>
      )}
    >
      <div className={classes.panel}>
        <h2 className={classes.title}>Settings</h2>
        <TimesInSelect
          choice={choice}
          disabled={state === 'saving'}
          onChoose={(value) => void choose(value)}
        />
        {state === 'failed' && (
          <p role="alert" className={classes.failure}>
            Save Failed
          </p>
        )}
      </div>
    </Popover>
  );
}
