import type { Theme } from '@emotion/react';
import { Modal } from '../components/modal/Modal.tsx';
import type { HotkeyHelp } from './screen-hotkeys.ts';

export interface HotkeysHelpDialogProps {
  open: boolean;
  onClose: () => void;
  hotkeys: readonly HotkeyHelp[];
}

/** The '?' dialog: every hotkey of the screen. Loaded on first use, never with the page. */
export default function HotkeysHelpDialog({ open, onClose, hotkeys }: HotkeysHelpDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Keyboard shortcuts" size="sm">
      <dl
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: `${theme.spacing.sm}px ${theme.spacing.lg}px`,
          margin: 0,
        })}
      >
        {hotkeys.map((hotkey) => (
          <div key={hotkey.description} css={{ display: 'contents' }}>
            <dt css={(theme: Theme) => ({ display: 'flex', gap: theme.spacing.xs })}>
              {hotkey.keys.map((key) => (
                <kbd
                  key={key}
                  css={(theme: Theme) => ({
                    minWidth: '1.75em',
                    padding: `0 ${theme.spacing.xs}px`,
                    textAlign: 'center',
                    fontFamily: 'inherit',
                    border: `1px solid ${theme.colors.border}`,
                    borderRadius: theme.radii.sm,
                    background: theme.colors.surface,
                  })}
                >
                  {key}
                </kbd>
              ))}
            </dt>
            <dd css={{ margin: 0 }}>{hotkey.description}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
