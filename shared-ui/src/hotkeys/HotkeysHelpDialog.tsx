import { Modal } from '../components/modal/Modal.tsx';
import { staticStyles, useStaticClasses } from '../styles/static-styles.ts';
import type { HotkeyHelp } from './screen-hotkeys.ts';

const styles = staticStyles((theme) => ({
  list: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: `${theme.spacing.sm}px ${theme.spacing.lg}px`,
    margin: 0,
  },
  hotkey: { display: 'contents' },
  keys: { display: 'flex', gap: theme.spacing.xs },
  key: {
    minWidth: '1.75em',
    padding: `0 ${theme.spacing.xs}px`,
    textAlign: 'center',
    fontFamily: 'inherit',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.sm,
    background: theme.colors.surface,
  },
  description: { margin: 0 },
}));

export interface HotkeysHelpDialogProps {
  open: boolean;
  onClose: () => void;
  hotkeys: readonly HotkeyHelp[];
}

/** The '?' dialog: every hotkey of the screen. Loaded on first use, never with the page. */
export default function HotkeysHelpDialog({ open, onClose, hotkeys }: HotkeysHelpDialogProps) {
  const classes = useStaticClasses(styles);
  return (
    <Modal open={open} onClose={onClose} title="Keyboard shortcuts" size="sm">
      <dl className={classes.list}>
        {hotkeys.map((hotkey) => (
          <div key={hotkey.description} className={classes.hotkey}>
            <dt className={classes.keys}>
              {hotkey.keys.map((key) => (
                <kbd key={key} className={classes.key}>
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className={classes.description}>{hotkey.description}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
