export interface MeasureArgs {
  /** Paired cold loads per route and CPU setting. */
  runs: number;
  /** CPU slowdowns to run at (1 = unthrottled). */
  cpuRates: number[];
  /** Print the tables as Markdown too (for the README). */
  markdown: boolean;
}

const USAGE = 'usage: measure [--runs N (default 9)] [--cpu 1,4 (default)] [--markdown]';

export function parseMeasureArgs(argv: readonly string[]): MeasureArgs {
  const args: MeasureArgs = { runs: 9, cpuRates: [1, 4], markdown: false };
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index];
    const value = argv[index + 1];
    if (flag === '--markdown') {
      args.markdown = true;
    } else if (flag === '--runs' && value && /^\d+$/.test(value) && Number(value) > 0) {
      args.runs = Number(value);
      index += 1;
    } else if (flag === '--cpu' && value && /^\d+(,\d+)*$/.test(value)) {
      args.cpuRates = value
        .split(',')
        .map(Number)
        .filter((rate) => rate >= 1);
      index += 1;
    } else {
      throw new Error(`${flag ?? ''} ${value ?? ''}: not understood\n${USAGE}`);
    }
  }
  if (args.cpuRates.length === 0) throw new Error(`--cpu needs a rate of 1 or more\n${USAGE}`);
  return args;
}
