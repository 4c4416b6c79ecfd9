import { SimplePage } from './SimplePage.tsx';

export function StyleguidePage() {
  return (
    <SimplePage title="Styleguide">
      <p css={{ margin: 0 }}>Every interface element of Flowscope, in each of its variants.</p>
    </SimplePage>
  );
}
