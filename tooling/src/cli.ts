import { runBuild, runDevServer } from './webpack/run.ts';
import { serveRemote } from './server/serve-remote.ts';
import { startAll } from './orchestrate/start.ts';
import { parseReleaseArgs, release } from './release/release.ts';
import { parseEdgeArgs, runEdge } from './edge/edge.ts';
import { runNpmTest } from './ci/npm-test.ts';
import { runTypecheck } from './ci/typecheck-workspaces.ts';

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
  test             npm test: every check, unit test, build and e2e run, then a table of
                   the phases and their seconds`;

const [command, ...args] = process.argv.slice(2);

async function main(): Promise<void> {
  switch (command) {
    case 'build':
      await runBuild(process.cwd(), args.includes('--monolith') ? 'monolith' : 'federated');
      return;
    case 'dev':
      await runDevServer(process.cwd());
      return;
    case 'serve':
      await serveRemote(process.cwd());
      return;
    case 'start':
      await startAll({ dev: args.includes('--dev'), build: !args.includes('--no-build') });
      return;
    case 'release':
      release(parseReleaseArgs(args));
      return;
    case 'edge':
      await runEdge(parseEdgeArgs(args));
      return;
    case 'typecheck':
      if (!runTypecheck(process.cwd())) process.exitCode = 1;
      return;
    case 'test':
      await runNpmTest();
      return;
    default:
      console.error(USAGE);
      process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
