import { existsSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import ts from 'typescript';

/** One tsconfig a workspace's own `typecheck` script checks (`tsc -p <file>`). */
export interface WorkspaceProject {
  /** The tsconfig's path relative to the repository root, e.g. `remote-cex/tsconfig.json`. */
  name: string;
  options: ts.CompilerOptions;
  fileNames: readonly string[];
  /** The project declares globals (`declare global`) its own files rely on. */
  declaresGlobals: boolean;
}

/** One TypeScript program checking the files of one or more projects. */
export interface CheckProgram {
  projects: readonly string[];
  options: ts.CompilerOptions;
  fileNames: readonly string[];
}

const TSC_PROJECT_FLAG = /\btsc\s+(?:-p|--project)\s+(\S+)/g;
const DECLARE_GLOBAL = /^\s*declare global\b/m;

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

function workspaceDirs(root: string): string[] {
  const manifest = readJson(join(root, 'package.json')) as { workspaces?: string[] };
  return (manifest.workspaces ?? []).map((workspace) => join(root, workspace));
}

/** The tsconfig files a workspace's `typecheck` script passes to tsc, in order. */
export function typecheckConfigs(workspaceDir: string): string[] {
  const manifestPath = join(workspaceDir, 'package.json');
  if (!existsSync(manifestPath)) return [];
  const manifest = readJson(manifestPath) as { scripts?: Record<string, string> };
  const script = manifest.scripts?.typecheck ?? '';
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
  const shared = new Map<
    string,
    { projects: string[]; options: ts.CompilerOptions; files: Set<string> }
  >();
  const programs: CheckProgram[] = [];
  for (const project of projects) {
    if (project.declaresGlobals) {
      programs.push({
        projects: [project.name],
        options: project.options,
        fileNames: project.fileNames,
      });
      continue;
    }
    const key = optionsKey(project.options);
    const group = shared.get(key) ?? { projects: [], options: project.options, files: new Set() };
    group.projects.push(project.name);
    for (const file of project.fileNames) group.files.add(file);
    shared.set(key, group);
  }
  for (const group of shared.values()) {
    programs.push({
      projects: group.projects,
      options: group.options,
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

/** Type-checks one program; returns its diagnostics (empty when it is sound). */
export function checkProgram(program: CheckProgram): readonly ts.Diagnostic[] {
  return ts.getPreEmitDiagnostics(
    ts.createProgram({
      rootNames: program.fileNames,
      options: { ...program.options, noEmit: true },
    }),
  );
}

/**
 * `flowscope typecheck`: what every workspace's `typecheck` script checks, in as few programs as
 * the compiler options allow. Prints each program's projects, files and seconds, and the errors.
 */
export function runTypecheck(root: string): boolean {
  let sound = true;
  for (const program of planPrograms(workspaceProjects(root))) {
    const started = performance.now();
    const diagnostics = checkProgram(program);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const names = program.projects.map((name) =>
      basename(name) === 'tsconfig.json' ? name.split('/')[0] : name,
    );
    console.log(
      `typecheck: ${names.join(', ')}: ${program.fileNames.length} files, ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}, ${seconds} s`,
    );
    if (diagnostics.length > 0) {
      sound = false;
      console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost(root)));
    }
  }
  return sound;
}
