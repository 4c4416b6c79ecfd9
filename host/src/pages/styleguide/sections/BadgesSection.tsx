import {
  BADGE_INTENTS,
  BADGE_VARIANTS,
  Badge,
  ScoreBadge,
  Spinner,
  SPINNER_SIZES,
  TokenAgeBadge,
} from '@flowscope/shared-ui';
import { ExampleRow, StyleguideSection } from '../StyleguideSection.tsx';

export function BadgesSection() {
  return (
    <StyleguideSection title="Badges">
      {BADGE_VARIANTS.map((variant) => (
        <ExampleRow key={variant} label={variant}>
          {BADGE_INTENTS.map((intent) => (
            <Badge key={intent} intent={intent} variant={variant}>
              {intent}
            </Badge>
          ))}
        </ExampleRow>
      ))}
      <ExampleRow label="Score (CEX 95, 85, 75, 65, 40; DEX 70)">
        {[95, 85, 75, 65, 40].map((score) => (
          <ScoreBadge key={score} score={score} market="cex" />
        ))}
        <ScoreBadge score={70} market="dex" />
        <ScoreBadge score={null} market="dex" />
      </ExampleRow>
      <ExampleRow label="Token age">
        <TokenAgeBadge daysOld={1} />
        <TokenAgeBadge daysOld={5} />
        <TokenAgeBadge daysOld={12} youngUpToDays={14} />
      </ExampleRow>
    </StyleguideSection>
  );
}

export function SpinnersSection() {
  return (
    <StyleguideSection title="Spinners">
      <ExampleRow>
        {SPINNER_SIZES.map((size) => (
          <Spinner key={size} size={size} label={`Loading (${size})`} />
        ))}
      </ExampleRow>
    </StyleguideSection>
  );
}
