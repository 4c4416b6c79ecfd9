import { describe, expect, it } from 'vitest';
import { hotkeyOf, isTypingTarget } from './hotkey-of.ts';

function press(key: string, target: EventTarget, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('hotkeyOf', () => {
  it('reads a single key pressed outside fields, Shift allowed', () => {
    expect(hotkeyOf(press('j', document.body))).toBe('j');
    expect(hotkeyOf(press('?', document.body, { shiftKey: true }))).toBe('?');
  });

  it.each(['input', 'textarea', 'select'])('ignores keys typed in a %s', (tag) => {
    expect(hotkeyOf(press('r', document.createElement(tag)))).toBeNull();
  });

  it('ignores keys typed in editable content, also in its children', () => {
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const child = document.createElement('span');
    editor.append(child);
    document.body.append(editor);
    expect(isTypingTarget(child)).toBe(true);
    expect(hotkeyOf(press('r', child))).toBeNull();
    editor.remove();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { altKey: true }])(
    'ignores keys held with a modifier (%o)',
    (modifier) => {
      expect(hotkeyOf(press('r', document.body, modifier))).toBeNull();
    },
  );

  it('ignores keys pressed inside an open dialog', () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    const button = document.createElement('button');
    dialog.append(button);
    expect(hotkeyOf(press('j', button))).toBeNull();
  });

  it('ignores named keys, compositions and presses already handled', () => {
    expect(hotkeyOf(press('Enter', document.body))).toBeNull();
    expect(hotkeyOf(press('r', document.body, { isComposing: true }))).toBeNull();
    const handled = press('r', document.body);
    handled.preventDefault();
    expect(hotkeyOf(handled)).toBeNull();
  });
});
