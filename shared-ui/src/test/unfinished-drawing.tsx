import { act } from '@testing-library/react';
import { use, type ReactNode } from 'react';

/**
 * Content whose drawing is not done until `finish()`: until then React's render of it waits
 * (suspends), as a background pass would still be under way, so a test can see what the page
 * shows meanwhile.
 */
export function unfinishedDrawing(): {
  Unfinished: (props: { children: ReactNode }) => ReactNode;
  finish: () => Promise<void>;
} {
  let finished!: () => void;
  const drawn = new Promise<void>((resolve) => {
    finished = resolve;
  });
  function Unfinished({ children }: { children: ReactNode }) {
    use(drawn);
    return children;
  }
  return {
    Unfinished,
    finish: () =>
      act(async () => {
        finished();
        await drawn;
      }),
  };
}
