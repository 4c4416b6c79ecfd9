import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';
import { readManifest } from '../package-json.ts';
import { workspaceDirs } from './workspaces.ts';

/** One tsconfig a workspace's own `typecheck` script checks (`tsc -p <file>`). */
export interface WorkspaceProject {
  /** The tsconfig's path relative to the repository root, e.g. `remote-cex/tsconfig.json`. */
  name: string;
  /** The tsconfig's absolute path. */
  configPath: string;
  options: ts.CompilerOptions;
  fileNames: readonly string[];
  /** The project declares globals (`declare global`) its own files rely on. */
  declaresGlobals: boolean;
}

/** One TypeScript program checking the files of one or more projects. */
export interface CheckProgram {
  projects: readonly string[];
  /** The first project's tsconfig: the program is checked with its compiler options. */
  configPath: string;
  fileNames: readonly string[];
}

const TSC_PROJECT_FLAG = /\b(?:tsc|tsgo)\s+(?:-p|--project)\s+(\S+)/g;
const DECLARE_GLOBAL = /^\s*declare global\b/m;

/** The tsconfig files a workspace's `typecheck` script passes to tsgo (or tsc), in order. */
export function typecheckConfigs(workspaceDir: string): string[] {
  if (!existsSync(join(workspaceDir, 'package.json'))) return [];
  const script = readManifest(workspaceDir).scripts?.typecheck ?? '';
  return [...script.matchAll(TSC_PROJECT_FLAG)].flatMap(([, config]) =>
    config ? [join(workspaceDir, config)] : [],
  );
}

function parseProject(root: string, configPath: string): WorkspaceProject {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${configPath}: not a readable tsconfig`);
  if (parsed.errors.length > 0) {
    throw new Error(ts.formatDiagnostics(parsed.errors, formatHost(root)));
  }
  return {
    name: relative(root, configPath),
    configPath,
    options: parsed.options,
    fileNames: parsed.fileNames,
    declaresGlobals: parsed.fileNames.some((file) =>
      DECLARE_GLOBAL.test(readFileSync(file, 'utf8')),
    ),
  };
}

/** Every project the workspaces' own `typecheck` scripts check. */
export function workspaceProjects(root: string): WorkspaceProject[] {
  return workspaceDirs(root).flatMap((dir) =>
    typecheckConfigs(dir).map((config) => parseProject(root, config)),
  );
}

/** The compiler options that decide how a file is checked (where the tsconfig lives does not). */
function optionsKey(options: ts.CompilerOptions): string {
  const { configFilePath: _configFilePath, ...rest } = options;
  // Entries, sorted: a key list given to JSON.stringify would also filter nested objects' keys.
  return JSON.stringify(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * Projects with the same compiler options share one program, so a shared package's files are
 * checked once rather than once per package that imports them (each workspace's program holds
 * shared-ui, shared-api and core as sources). A project that declares globals keeps its own
 * program: in a shared one its globals would also hide a mistake in the other projects.
 */
export function planPrograms(projects: readonly WorkspaceProject[]): CheckProgram[] {
  const shared = new Map<string, { projects: string[]; configPath: string; files: Set<string> }>();
  const programs: CheckProgram[] = [];
  for (const project of projects) {
    if (project.declaresGlobals) {
      programs.push({
        projects: [project.name],
        configPath: project.configPath,
        fileNames: project.fileNames,
      });
      continue;
    }
    const key = optionsKey(project.options);
    const group = shared.get(key) ?? {
      projects: [],
      configPath: project.configPath,
      files: new Set<string>(),
    };
    group.projects.push(project.name);
    for (const file of project.fileNames) group.files.add(file);
    shared.set(key, group);
  }
  for (const group of shared.values()) {
    programs.push({
      projects: group.projects,
      configPath: group.configPath,
      fileNames: [...group.files],
    });
  }
  return programs;
}

function formatHost(root: string): ts.FormatDiagnosticsHost {
  return {
    getCanonicalFileName: (fileName) => fileName,
    getCurrentDirectory: () => root,
    getNewLine: () => '\n',
  };
}

/** One error the checker reported. */
export interface TypecheckError {
  /** Absolute path of the file, or null for an error of the program as a whole. */
  file: string | null;
  line: number | null;
  /** The TS error code, e.g. 2322. */
  code: number;
  message: string;
}

/** The result of checking one program: its errors and the checker's own output, as printed. */
export interface ProgramCheck {
  errors: TypecheckError[];
  output: string;
}

/** `path(line,col): error TS1234: message`, or `error TS1234: message` without a file. */
const ERROR_LINE = /^(?:(.+)\((\d+),\d+\): )?error TS(\d+): (.*)$/;

/** The errors in the checker's plain (`--pretty false`) output, paths made absolute. */
export function parseCheckerOutput(output: string, cwd: string): TypecheckError[] {
  return output.split('\n').flatMap((line) => {
    const match = ERROR_LINE.exec(line.trimEnd());
    if (!match) return [];
    const [, file, lineNumber, code, message] = match;
    return [
      {
        file: file ? resolve(cwd, file) : null,
        line: lineNumber ? Number(lineNumber) : null,
        code: Number(code),
        message: message ?? '',
      },
    ];
  });
}

/** The native TypeScript compiler's command (TypeScript 7, `tsgo`): a Node script. */
function nativeCompiler(): string {
  const manifest = createRequire(import.meta.url).resolve(
    '@typescript/native-preview/package.json',
  );
  return join(dirname(manifest), 'bin', 'tsgo');
}

/**
 * The tsconfig the native compiler checks a program with: the first project's own (so every
 * option and path means what it means there) with the program's files instead of its own. It
 * is written under that project's node_modules, so type packages are found from there too.
 */
function writeProgramConfig(program: CheckProgram): string {
  const dir = join(dirname(program.configPath), 'node_modules', '.cache', 'flowscope-typecheck');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, basename(program.configPath));
  writeFileSync(
    path,
    JSON.stringify({ extends: program.configPath, files: program.fileNames, include: [] }),
  );
  return path;
}

/**
 * Type-checks one program with the native compiler (TypeScript 7: a third of the time and CPU
 * of the JavaScript one on this repository); its errors are empty when the program is sound.
 */
export function checkProgram(program: CheckProgram, cwd: string = process.cwd()): ProgramCheck {
  const config = writeProgramConfig(program);
  const run = spawnSync(
    process.execPath,
    [nativeCompiler(), '-p', config, '--noEmit', '--pretty', 'false'],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  const output = `${run.stdout}${run.stderr}`;
  const errors = parseCheckerOutput(output, cwd);
  if (run.status !== 0 && errors.length === 0) {
    throw new Error(`the type checker failed on ${program.projects.join(', ')}:\n${output}`);
  }
  return { errors, output };
}

/**
 * `flowscope typecheck`: what every workspace's `typecheck` script checks, in as few programs as
 * the compiler options allow. Prints each program's projects, files and seconds, and the errors.
 */
export function runTypecheck(root: string): boolean {
  let sound = true;
  for (const program of planPrograms(workspaceProjects(root))) {
    const started = performance.now();
    const { errors, output } = checkProgram(program, root);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const names = program.projects.map((name) =>
      basename(name) === 'tsconfig.json' ? name.split('/')[0] : name,
    );
    console.log(
      `typecheck: ${names.join(', ')}: ${program.fileNames.length} files, ${errors.length} error${errors.length === 1 ? '' : 's'}, ${seconds} s`,
    );
    if (errors.length > 0) {
      sound = false;
      console.error(output.trimEnd());
    }
  }
  return sound;
}
