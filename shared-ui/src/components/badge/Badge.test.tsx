import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Badge, BADGE_INTENTS, BADGE_VARIANTS } from './Badge.tsx';

describe('Badge', () => {
  it('has the intents and variants of the spec', () => {
    expect(BADGE_INTENTS).toEqual(['neutral', 'positive', 'warning', 'attention', 'accented']);
    expect(BADGE_VARIANTS).toEqual(['fill', 'outline']);
  });

  it('defaults to a neutral fill and takes other intents', () => {
    renderWithTheme(
      <>
        <Badge>Plain</Badge>
        <Badge intent="attention" variant="outline">
          Bad
        </Badge>
      </>,
    );
    expect(screen.getByText('Plain').dataset).toMatchObject({ intent: 'neutral', variant: 'fill' });
    expect(screen.getByText('Bad').dataset).toMatchObject({
      intent: 'attention',
      variant: 'outline',
    });
  });
});
