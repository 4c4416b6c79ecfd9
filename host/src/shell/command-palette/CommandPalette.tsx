import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { preferredSignInMode, useSignIn } from '@flowscope/shared-api';
import { Modal, staticStyles, useStaticClasses } from '@flowscope/shared-ui';
import { useRouteTable } from '../../routing/route-table-context.tsx';
import { useThemeStore } from '../theme-store.ts';
import { actionItems } from './palette-actions.ts';
import {
  matchItems,
  routeItems,
  tokenItems,
  type PaletteGroup,
  type PaletteItem,
} from './palette-items.ts';
import { PaletteList } from './PaletteList.tsx';
import { useTokenSearch, type TokenSearch } from './use-token-search.ts';

const styles = staticStyles((theme) => ({
  palette: { display: 'grid', gap: theme.spacing.sm },
  input: {
    width: '100%',
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    font: 'inherit',
    color: theme.colors.text,
    background: theme.colors.background,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 1 },
  },
  status: { margin: 0, fontSize: theme.fontSizes.xs, color: theme.colors.textMuted },
}));

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
  /** POST /search unless a test passes its own. */
  search?: TokenSearch;
}

const GROUP_ORDER: readonly PaletteGroup[] = ['Tokens', 'Go to', 'Actions'];

/**
 * Ctrl-K / ⌘K: jump to a screen, open a token found through POST /search, or run an action.
 * A combobox over a listbox: arrows move, Enter runs, Escape closes and the focus goes back
 * where it was. Loaded on first use, never with the page.
 */
export default function CommandPalette({ open, onClose, search }: CommandPaletteProps) {
  const navigate = useNavigate();
  const themeMode = useThemeStore((state) => state.mode);
  const toggleTheme = useThemeStore((state) => state.toggle);
  const signIn = useSignIn();
  const signInToggle = signIn.toggle;
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const tokens = useTokenSearch(typed, search);
  const { screens } = useRouteTable();
  const classes = useStaticClasses(styles);

  const items = useMemo(() => {
    const found = typed.trim() === '' ? [] : tokenItems(tokens.results, tokens.query, navigate);
    const commands = matchItems(
      [
        ...routeItems(screens, navigate),
        ...actionItems({
          themeMode,
          toggleTheme,
          signedIn: signIn.isAuthenticated,
          toggleSignIn: () => void signInToggle(preferredSignInMode()),
          currentUrl: () => window.location.href,
        }),
      ],
      typed,
    );
    const all = [...found, ...commands];
    return GROUP_ORDER.flatMap((group) => all.filter((item) => item.group === group));
  }, [
    typed,
    tokens,
    screens,
    navigate,
    themeMode,
    toggleTheme,
    signIn.isAuthenticated,
    signInToggle,
  ]);

  // The active choice belongs to one list: a new list starts on its first item.
  const listKey = items.map((item) => item.id).join('\n');
  const [choice, setChoice] = useState({ listKey, index: 0 });
  const activeIndex = choice.listKey === listKey ? choice.index : 0;
  const setActiveIndex = (index: number) => setChoice({ listKey, index });

  // The next opening starts empty.
  const close = () => {
    setTyped('');
    onClose();
  };

  const run = (item: PaletteItem | undefined) => {
    if (!item) return;
    close();
    item.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex(activeIndex >= last ? 0 : activeIndex + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex(activeIndex <= 0 ? Math.max(last, 0) : activeIndex - 1);
    } else if (event.key === 'Home' && event.ctrlKey) {
      event.preventDefault();
      setActiveIndex(0);
    } else if (event.key === 'End' && event.ctrlKey) {
      event.preventDefault();
      setActiveIndex(Math.max(last, 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(items[activeIndex]);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  const active = items[activeIndex];
  const status = tokens.searching
    ? 'Searching tokens…'
    : tokens.failed
      ? 'Token search failed; screens and actions still work.'
      : `${items.length} results`;

  return (
    <Modal open={open} onClose={close} title="Command palette" size="md" initialFocus={inputRef}>
      <div className={classes.palette}>
        <input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label="Search screens, tokens and actions"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(activeIndex) : undefined}
          placeholder="Type a screen, a token or an action"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          className={classes.input}
        />
        <p role="status" className={classes.status}>
          {status}
        </p>
        <PaletteList
          id={listId}
          items={items}
          activeIndex={activeIndex}
          optionId={optionId}
          onPick={(index) => run(items[index])}
          onHover={setActiveIndex}
        />
      </div>
    </Modal>
  );
}
