import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkProgram,
  parseCheckerOutput,
  planPrograms,
  typecheckConfigs,
  workspaceProjects,
} from '../src/ci/typecheck-workspaces.ts';

const REPO_ROOT = join(import.meta.dirname, '..', '..');

let root = '';

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

function write(path: string, text: string): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
}

const BROWSER_OPTIONS = {
  types: [],
  strict: true,
  target: 'ES2022',
  module: 'ESNext',
  lib: ['ES2023', 'DOM'],
};

/**
 * A repository of four workspaces: `ui` (a shared package) and `app` (which imports it) with
 * the same options, `server` without the DOM library, and `tests` that declares a global.
 */
function fixtureRepo(files: Record<string, string> = {}): void {
  root = mkdtempSync(join(tmpdir(), 'typecheck-'));
  write(
    'package.json',
    JSON.stringify({ private: true, workspaces: ['ui', 'app', 'server', 'tests'] }),
  );
  const options = {
    ui: BROWSER_OPTIONS,
    app: BROWSER_OPTIONS,
    server: { ...BROWSER_OPTIONS, lib: ['ES2023'] },
    tests: BROWSER_OPTIONS,
  };
  for (const [name, compilerOptions] of Object.entries(options)) {
    write(
      `${name}/package.json`,
      JSON.stringify({ scripts: { typecheck: 'tsc -p tsconfig.json' } }),
    );
    write(`${name}/tsconfig.json`, JSON.stringify({ compilerOptions, include: ['src'] }));
  }
  write('ui/src/index.ts', 'export const price = (value: number): string => value.toFixed(2);\n');
  write(
    'app/src/main.ts',
    "import { price } from '../../ui/src/index';\nexport const shown = price(2);\n",
  );
  write('server/src/main.ts', 'export const port: number = 4000;\n');
  write(
    'tests/src/globals.ts',
    'declare global {\n  interface Window { testHook?: () => void }\n}\nexport {};\n',
  );
  for (const [path, text] of Object.entries(files)) write(path, text);
}

describe('typecheck: the workspaces in as few programs as their options allow', () => {
  it('reads the tsconfigs each workspace passes to tsc, in order', () => {
    fixtureRepo();
    write(
      'server/package.json',
      JSON.stringify({
        scripts: { typecheck: 'tsc -p tsconfig.json && tsc --project tsconfig.tools.json' },
      }),
    );
    expect(typecheckConfigs(join(root, 'server'))).toEqual([
      join(root, 'server', 'tsconfig.json'),
      join(root, 'server', 'tsconfig.tools.json'),
    ]);
    expect(typecheckConfigs(join(root, 'missing'))).toEqual([]);
  });

  it('puts projects with the same options in one program and keeps the others apart', () => {
    fixtureRepo();
    const programs = planPrograms(workspaceProjects(root));
    expect(programs.map((program) => program.projects).sort()).toEqual([
      ['server/tsconfig.json'],
      ['tests/tsconfig.json'],
      ['ui/tsconfig.json', 'app/tsconfig.json'],
    ]);
    const shared = programs.find((program) => program.projects.length === 2);
    expect(shared?.fileNames).toEqual([
      join(root, 'ui', 'src', 'index.ts'),
      join(root, 'app', 'src', 'main.ts'),
    ]);
  });

  it('keeps projects apart whose options differ only inside a nested option', () => {
    fixtureRepo();
    const withPlugin = (name: string) =>
      JSON.stringify({
        compilerOptions: { ...BROWSER_OPTIONS, plugins: [{ name }] },
        include: ['src'],
      });
    write('ui/tsconfig.json', withPlugin('first-plugin'));
    write('app/tsconfig.json', withPlugin('second-plugin'));
    const programs = planPrograms(workspaceProjects(root)).map((program) => program.projects);
    expect(programs).toContainEqual(['ui/tsconfig.json']);
    expect(programs).toContainEqual(['app/tsconfig.json']);
  });

  // One fixture for the three kinds of error: each program loads the DOM library (seconds).
  it("finds a type error in a shared program, a server's use of the DOM, and a borrowed global", () => {
    fixtureRepo({
      'app/src/main.ts':
        "import { price } from '../../ui/src/index';\nexport const shown: number = price(2);\n",
      'app/src/hook.ts': 'export const hook = window.testHook;\n',
      'server/src/main.ts': 'export const width = window.innerWidth;\n',
    });
    const errors = planPrograms(workspaceProjects(root)).flatMap(
      (program) => checkProgram(program, root).errors,
    );
    const found = errors.map((error) => [error.file?.slice(root.length + 1), error.code]);
    expect(found.sort()).toEqual([
      ['app/src/hook.ts', 2339],
      ['app/src/main.ts', 2322],
      ['server/src/main.ts', 2304],
    ]);
  }, 60_000);

  it('reports nothing for sound projects', () => {
    fixtureRepo();
    const errors = planPrograms(workspaceProjects(root)).flatMap(
      (program) => checkProgram(program, root).errors,
    );
    expect(errors).toEqual([]);
  }, 60_000);

  it("reads the checker's errors with and without a file, and leaves its other lines", () => {
    const output = [
      "app/src/main.ts(2,14): error TS2322: Type 'string' is not assignable to type 'number'.",
      '  a continuation line of the message above',
      "error TS2688: Cannot find type definition file for 'node'.",
      'Found 2 errors.',
    ].join('\n');
    expect(parseCheckerOutput(output, '/repo')).toEqual([
      {
        file: '/repo/app/src/main.ts',
        line: 2,
        code: 2322,
        message: "Type 'string' is not assignable to type 'number'.",
      },
      {
        file: null,
        line: null,
        code: 2688,
        message: "Cannot find type definition file for 'node'.",
      },
    ]);
  });

  it('reports a tsconfig it cannot read as an error, never as a sound program', () => {
    fixtureRepo();
    const [program] = planPrograms(workspaceProjects(root));
    expect(program).toBeDefined();
    if (!program) return;
    const missing = join(root, 'missing', 'tsconfig.json');
    const { errors } = checkProgram({ ...program, configPath: missing }, root);
    expect(errors).toContainEqual(
      expect.objectContaining({
        file: null,
        code: 5083,
        message: expect.stringContaining(missing),
      }),
    );
  }, 60_000);

  it("covers every tsconfig of this repository's typecheck scripts", () => {
    const projects = workspaceProjects(REPO_ROOT).map((project) => project.name);
    expect(projects).toEqual(
      expect.arrayContaining([
        'core/tsconfig.json',
        'shared-ui/tsconfig.json',
        'shared-api/tsconfig.json',
        'mock-api/tsconfig.json',
        'mock-api/tsconfig.testing.json',
        'host/tsconfig.json',
        'remote-cex/tsconfig.json',
        'remote-research/tsconfig.json',
        'e2e/tsconfig.json',
        'tooling/tsconfig.json',
      ]),
    );
  });
});
