// Each command imports only what it runs: a remote's static server has no use for webpack or
// the TypeScript compiler, and loading them all made every `serve` (four at each start of the
// app) cost 3.2 CPU-seconds instead of about 0.7 before it answered.

const USAGE = `usage: flowscope <command>
  build [--monolith]
                   production build of the package in the current folder; --monolith (host
                   only): the remotes' screens bundled in, no federation, into monolith/dist/
  dev              development server of the package in the current folder
  serve            serve the current remote's dist/ (CORS and cache headers)
  start [--dev] [--no-build]
                   run mock-api, the remotes and the host together
  release --out DIR [--api-base-url URL] [--no-build]
                   write the static release tree (host + versioned remotes)
  edge --root DIR [--port PORT] [--api URL]
                   serve a release with Debian's nginx in the foreground
  typecheck        every workspace's typecheck, packages with the same compiler options in one
                   program (a shared package's files are checked once)
  unit-tests       every workspace's unit tests, two at a time, longest first
  test             npm test: every check, unit test, build and e2e run, then a table of
                   the phases and their seconds`;

const [command, ...args] = process.argv.slice(2);

async function main(): Promise<void> {
  switch (command) {
    case 'build': {
      const { runBuild } = await import('./webpack/run.ts');
      await runBuild(process.cwd(), args.includes('--monolith') ? 'monolith' : 'federated');
      return;
    }
    case 'dev': {
      const { runDevServer } = await import('./webpack/run.ts');
      await runDevServer(process.cwd());
      return;
    }
    case 'serve': {
      const { serveRemote } = await import('./server/serve-remote.ts');
      await serveRemote(process.cwd());
      return;
    }
    case 'start': {
      const { startAll } = await import('./orchestrate/start.ts');
      await startAll({ dev: args.includes('--dev'), build: !args.includes('--no-build') });
      return;
    }
    case 'release': {
      const { parseReleaseArgs, release } = await import('./release/release.ts');
      release(parseReleaseArgs(args));
      return;
    }
    case 'edge': {
      const { parseEdgeArgs, runEdge } = await import('./edge/edge.ts');
      await runEdge(parseEdgeArgs(args));
      return;
    }
    case 'typecheck': {
      const { runTypecheck } = await import('./ci/typecheck-workspaces.ts');
      if (!runTypecheck(process.cwd())) process.exitCode = 1;
      return;
    }
    case 'unit-tests': {
      const { runUnitTests } = await import('./ci/unit-tests.ts');
      if (!(await runUnitTests(process.cwd()))) process.exitCode = 1;
      return;
    }
    case 'test': {
      const { runNpmTest } = await import('./ci/npm-test.ts');
      await runNpmTest();
      return;
    }
    default:
      console.error(USAGE);
      process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
