import { Typography, TYPOGRAPHY_LEVELS, TYPOGRAPHY_TONES } from '@flowscope/shared-ui';
import { ExampleRow, StyleguideSection } from '../StyleguideSection.tsx';

export function TypographySection() {
  return (
    <StyleguideSection title="Typography">
      {TYPOGRAPHY_LEVELS.map((level) => (
        // Samples render as divs so the page outline stays the page's own.
        <Typography key={level} level={level} as="div">
          {level} · Smart money is accumulating
        </Typography>
      ))}
      <ExampleRow label="Tones">
        {TYPOGRAPHY_TONES.map((tone) => (
          <Typography key={tone} level="sm" tone={tone} as="span">
            {tone}
          </Typography>
        ))}
      </ExampleRow>
    </StyleguideSection>
  );
}
