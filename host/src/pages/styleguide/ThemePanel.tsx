import type { Theme } from '@emotion/react';
import { FlowscopeThemeProvider, type ColorMode } from '@flowscope/shared-ui';
import { BadgesSection, SpinnersSection } from './sections/BadgesSection.tsx';
import { ButtonsSection } from './sections/ButtonsSection.tsx';
import { AvatarsAndIconsSection, CellsSection } from './sections/DataDisplaySection.tsx';
import { EmptyAndErrorSection, NotificationsSection } from './sections/FeedbackSection.tsx';
import { DatePickerSection, InputsSection, MultiselectSection } from './sections/FormsSection.tsx';
import {
  BreadcrumbSection,
  PaginationSection,
  TabsSection,
} from './sections/NavigationSection.tsx';
import { ModalSection, PopoverSection } from './sections/OverlaysSection.tsx';
import { TableSection } from './sections/TableSection.tsx';
import { ThemeTokensSection } from './sections/ThemeTokensSection.tsx';
import { TypographySection } from './sections/TypographySection.tsx';

const PANEL_TITLES: Record<ColorMode, string> = { dark: 'Dark theme', light: 'Light theme' };

/** Every component in every variant, in one colour mode. */
export function ThemePanel({ mode }: { mode: ColorMode }) {
  return (
    // Page-wide styles stay with the app's own provider; this one only themes the panel.
    <FlowscopeThemeProvider mode={mode} withGlobalStyles={false}>
      <section
        aria-label={PANEL_TITLES[mode]}
        data-mode={mode}
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          alignContent: 'start',
          gap: theme.spacing.lg,
          padding: theme.spacing.lg,
          borderRadius: theme.radii.lg,
          background: theme.colors.background,
          color: theme.colors.text,
          fontFamily: theme.fontFamily,
          colorScheme: mode,
          minWidth: 0,
        })}
      >
        <h2 css={{ margin: 0 }}>{PANEL_TITLES[mode]}</h2>
        <ThemeTokensSection />
        <TypographySection />
        <ButtonsSection mode={mode} />
        <BadgesSection />
        <SpinnersSection />
        <TabsSection />
        <BreadcrumbSection />
        <PaginationSection />
        <InputsSection />
        <MultiselectSection />
        <DatePickerSection />
        <ModalSection />
        <PopoverSection />
        <NotificationsSection />
        <EmptyAndErrorSection />
        <AvatarsAndIconsSection />
        <CellsSection />
        <TableSection />
      </section>
    </FlowscopeThemeProvider>
  );
}
