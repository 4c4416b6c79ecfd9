import { DENSITIES, type Density } from '../../power-tools/columns/table-preferences.ts';
import { staticStyles, useStaticClasses } from '../../styles/static-styles.ts';
import { Button } from '../button/Button.tsx';

const styles = staticStyles((theme) => ({
  switch: { display: 'inline-flex', gap: theme.spacing.xs },
}));

const DENSITY_LABELS: Record<Density, string> = { comfortable: 'Comfortable', compact: 'Compact' };

export interface DensitySwitchProps {
  value: Density;
  onChange: (density: Density) => void;
}

/** Row density: comfortable (the default) or compact, as two pressed-or-not buttons. */
export function DensitySwitch({ value, onChange }: DensitySwitchProps) {
  const classes = useStaticClasses(styles);
  return (
    <div role="group" aria-label="Row density" className={classes.switch}>
      {DENSITIES.map((density) => (
        <Button
          key={density}
          variant={density === value ? 'primary' : 'tertiary'}
          size="sm"
          aria-pressed={density === value}
          onClick={() => onChange(density)}
        >
          {DENSITY_LABELS[density]}
        </Button>
      ))}
    </div>
  );
}
