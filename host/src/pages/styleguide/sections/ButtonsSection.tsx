import {
  StarGlyph,
  BUTTON_INTENTS,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  Button,
  ButtonLink,
  ColorModeToggle,
  FavouriteStarButton,
  type ColorMode,
} from '@flowscope/shared-ui';
import { useState } from 'react';
import { ExampleRow, StyleguideSection } from '../StyleguideSection.tsx';

export function ButtonsSection({ mode }: { mode: ColorMode }) {
  const [favourite, setFavourite] = useState(false);
  const [loading, setLoading] = useState(false);
  return (
    <StyleguideSection title="Buttons">
      {BUTTON_VARIANTS.map((variant) => (
        <ExampleRow key={variant} label={variant}>
          {BUTTON_INTENTS.map((intent) => (
            <Button key={intent} variant={variant} intent={intent}>
              {intent}
            </Button>
          ))}
        </ExampleRow>
      ))}
      <ExampleRow label="Sizes">
        {BUTTON_SIZES.map((size) => (
          <Button
            key={size}
            size={size}
            aria-label={size.startsWith('icon') ? `Icon button ${size}` : undefined}
          >
            {size.startsWith('icon') ? <StarGlyph size={16} /> : size}
          </Button>
        ))}
      </ExampleRow>
      <ExampleRow label="States">
        <Button
          loading={loading}
          onClick={() => {
            setLoading(true);
            setTimeout(() => setLoading(false), 1500);
          }}
        >
          {loading ? 'Connecting...' : 'Sign in with Discord'}
        </Button>
        <Button disabled>Disabled</Button>
        <ButtonLink to="/premium" variant="secondary">
          Link as button
        </ButtonLink>
        <FavouriteStarButton
          tokenName="PEPE"
          isFavourite={favourite}
          onToggle={() => setFavourite(!favourite)}
        />
        <ColorModeToggle mode={mode} onToggle={() => undefined} />
      </ExampleRow>
    </StyleguideSection>
  );
}
