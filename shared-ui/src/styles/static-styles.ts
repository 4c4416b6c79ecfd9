import {
  __unsafe_useEmotionCache as useEmotionCache,
  css,
  type CSSObject,
  type EmotionCache,
  type SerializedStyles,
} from '@emotion/react';
import { staticTheme, type StaticTheme } from '../theme/static-theme.ts';

/** Named styles, serialised once (see `staticStyles`). */
export type StaticStyles<Name extends string> = Readonly<Record<Name, SerializedStyles>>;

/**
 * Styles that depend on neither props nor state nor the colour mode, each serialised once, the
 * first time a component reads it. An element styled through the `css` prop is serialised and
 * hashed at every render and wrapped in two extra components; a card or a row repeats that for
 * each of its elements, twenty or fifty times a page. Read them as class names with
 * `useStaticClasses`. Serialising when read, not when the module loads: every module of the
 * shared packages loads at start-up, and serialising all their styles then (the date picker's,
 * the dialogs', the charts' on a page that shows none of them) took a fifth of the start-up
 * scripts' evaluation, in the task that keeps the first view from being drawn.
 */
export function staticStyles<Name extends string>(
  build: (theme: StaticTheme) => Record<Name, CSSObject>,
): StaticStyles<Name> {
  const objects = build(staticTheme);
  const serialized = {} as Record<Name, SerializedStyles>;
  for (const name of Object.keys(objects) as Name[]) {
    Object.defineProperty(serialized, name, {
      enumerable: true,
      configurable: true,
      get() {
        const value = css(objects[name]);
        Object.defineProperty(serialized, name, { value, enumerable: true });
        return value;
      },
    });
  }
  return serialized;
}

type Sheet = EmotionCache['sheet'];

interface StaticRules {
  /** A sheet of their own, before emotion's, so that a `css` prop always wins over them. */
  sheet: Sheet;
  classNames: WeakMap<StaticStyles<string>, Readonly<Record<string, string>>>;
}

const rulesByCache = new WeakMap<EmotionCache, StaticRules>();

function staticRulesOf(cache: EmotionCache): StaticRules {
  let rules = rulesByCache.get(cache);
  if (rules === undefined) {
    // Emotion's own sheet class, so that rules go in as the page's others do (`insertRule` in a
    // production build, a tag each in development); `prepend` puts its tags first in the head.
    const SheetClass = cache.sheet.constructor as new (options: {
      key: string;
      container: Node;
      speedy: boolean;
      prepend: boolean;
      nonce?: string;
    }) => Sheet;
    const sheet = new SheetClass({
      key: `${cache.key}-static`,
      container: cache.sheet.container,
      speedy: cache.sheet.isSpeedy,
      prepend: true,
      ...(cache.sheet.nonce === undefined ? {} : { nonce: cache.sheet.nonce }),
    });
    rules = { sheet, classNames: new WeakMap() };
    rulesByCache.set(cache, rules);
  }
  return rules;
}

function insertOnce(cache: EmotionCache, sheet: Sheet, serialized: SerializedStyles): string {
  const className = `${cache.key}-${serialized.name}`;
  if (cache.inserted[serialized.name] === undefined) {
    // As emotion's own insertion: the rule under the class, then any keyframes it refers to.
    let current: SerializedStyles | undefined = serialized;
    do {
      cache.insert(current === serialized ? `.${className}` : '', current, sheet, true);
      current = current.next;
    } while (current !== undefined);
  }
  return className;
}

/**
 * Class names whose rules go into the page the first time each is read: a component's styles
 * hold every variant (a button's sixty), and a page that shows three of them should not make
 * the browser match the other fifty-seven against every element.
 */
function lazyClassNames(
  cache: EmotionCache,
  sheet: Sheet,
  styles: StaticStyles<string>,
): Readonly<Record<string, string>> {
  const classNames: Record<string, string> = {};
  for (const name of Object.keys(styles)) {
    Object.defineProperty(classNames, name, {
      enumerable: true,
      configurable: true,
      get() {
        const className = insertOnce(cache, sheet, styles[name] as SerializedStyles);
        Object.defineProperty(classNames, name, { value: className, enumerable: true });
        return className;
      },
    });
  }
  return classNames;
}

/**
 * The class names of static styles, each rule inserted into the page's emotion cache when its
 * class is first read. Inserted during render, not in an effect: a rule that never changes is
 * safe to add even for a render React throws away, and it costs one lookup per component
 * instead of an effect per element. An element (or a component passing its `className` on) may
 * also take a `css` prop for what depends on its props: static rules sit in a sheet before
 * emotion's, so the `css` prop wins where both set a property.
 */
export function useStaticClasses<Name extends string>(
  styles: StaticStyles<Name>,
): Readonly<Record<Name, string>> {
  const cache = useEmotionCache();
  if (cache === null) throw new Error('useStaticClasses needs an emotion cache (a browser page)');
  const rules = staticRulesOf(cache);
  let classNames = rules.classNames.get(styles);
  if (classNames === undefined) {
    classNames = lazyClassNames(cache, rules.sheet, styles);
    rules.classNames.set(styles, classNames);
  }
  return classNames as Readonly<Record<Name, string>>;
}
