/** The parts of Playwright's JSON report read here. */
interface JsonSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    tests: { projectName: string; results: { duration: number }[] }[];
  }[];
  suites?: JsonSuite[];
}
export interface JsonReport {
  suites: JsonSuite[];
}

export interface TimedTest {
  run: string;
  title: string;
  /** The longest attempt (a retried test counts once, at its slowest). */
  ms: number;
}

function* specsOf(suite: JsonSuite, path: readonly string[]): Generator<Omit<TimedTest, 'run'>> {
  const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const ms = Math.max(0, ...test.results.map((result) => result.duration));
      yield { title: `${spec.file} › ${[...here, spec.title].join(' › ')}`, ms };
    }
  }
  for (const child of suite.suites ?? []) yield* specsOf(child, here);
}

/** The slowest tests across runs, slowest first. */
export function slowestTests(
  reports: readonly { run: string; report: JsonReport }[],
  count: number,
): TimedTest[] {
  const tests = reports.flatMap(({ run, report }) =>
    report.suites.flatMap((suite) => [...specsOf(suite, [])].map((test) => ({ ...test, run }))),
  );
  return tests.sort((a, b) => b.ms - a.ms).slice(0, count);
}
