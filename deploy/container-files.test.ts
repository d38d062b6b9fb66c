// Keeps deploy/Dockerfile and deploy/compose.yaml true without Docker: the Dockerfile's stages, users, health checks
// and COPY sources; the compose file's services, health checks, and each program's environment read by the
// program's own config reader; compose/nginx.conf rendered from the same template as `npm run cluster`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig as loadApiConfig } from '../api/src/config';
import { loadConfig as loadBffConfig } from '../bff/src/config';
import {
  COMPOSE_INTERNAL_API_PORT,
  COMPOSE_NGINX_CONF,
  COMPOSE_PUBLIC_PORT,
  composeNginxSettings,
} from './compose-nginx.mjs';
import { renderNginxConfig } from './nginx.mjs';

const root = path.resolve(import.meta.dirname, '..');
const deploy = path.join(root, 'deploy');

interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** The Dockerfile's instructions, continuation lines joined, comments and the parser directive left out. */
function parseDockerfile(text: string): Instruction[] {
  const instructions: Instruction[] = [];
  let pending = '';
  let startLine = 0;
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (pending === '' && (line === '' || line.startsWith('#'))) return;
    if (pending === '') startLine = index + 1;
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      return;
    }
    const whole = `${pending}${line}`.trim();
    pending = '';
    const match = /^(\S+)\s*(.*)$/.exec(whole);
    if (match?.[1] !== undefined)
      instructions.push({ keyword: match[1].toUpperCase(), args: match[2] ?? '', line: startLine });
  });
  return instructions;
}

interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

function stagesOf(instructions: Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const match = /^(?:--platform=\S+\s+)?(\S+)\s+AS\s+(\S+)$/i.exec(instruction.args);
      if (!match?.[1] || !match[2])
        throw new Error(`line ${instruction.line}: FROM without "AS name": ${instruction.args}`);
      stages.push({ base: match[1], name: match[2], instructions: [] });
    } else {
      const stage = stages.at(-1);
      if (stage === undefined)
        throw new Error(`line ${instruction.line}: ${instruction.keyword} before any FROM`);
      stage.instructions.push(instruction);
    }
  }
  return stages;
}

/** A stage's instructions with those it inherits from the earlier stages it is built FROM. */
function inherited(stages: Stage[], stage: Stage): Instruction[] {
  const parent = stages.find((candidate) => candidate.name === stage.base);
  return parent === undefined ? stage.instructions : [...inherited(stages, parent), ...stage.instructions];
}

/** Words of a JSON-array or shell-form COPY, flags apart. */
function copyParts(args: string): { flags: Map<string, string>; sources: string[]; destination: string } {
  const words = args.startsWith('[') ? (JSON.parse(args) as string[]) : args.split(/\s+/);
  const flags = new Map<string, string>();
  const rest: string[] = [];
  for (const word of words) {
    const flag = /^--([a-z-]+)=(.*)$/.exec(word);
    if (flag?.[1] !== undefined) flags.set(flag[1], flag[2] ?? '');
    else rest.push(word);
  }
  const destination = rest.pop() ?? '';
  return { flags, sources: rest, destination };
}

const dockerfile = fs.readFileSync(path.join(deploy, 'Dockerfile'), 'utf8');
const stages = stagesOf(parseDockerfile(dockerfile));
const TARGETS = ['api', 'bff'] as const;

describe('deploy/Dockerfile', () => {
  it('is multi-stage, every FROM named, and the two targets are api and bff', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3);
    expect(new Set(stages.map((stage) => stage.name)).size).toBe(stages.length);
    for (const target of TARGETS) expect(stages.map((stage) => stage.name)).toContain(target);
  });

  it.each(TARGETS)('runs the %s as a user other than root, with a HEALTHCHECK and a CMD', (target) => {
    const stage = stages.find((candidate) => candidate.name === target);
    if (stage === undefined) throw new Error(`no stage ${target}`);
    const all = inherited(stages, stage);
    const users = all.filter((instruction) => instruction.keyword === 'USER');
    const lastUser = users.at(-1)?.args.trim();
    expect(lastUser, 'the last USER of the stage').toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(lastUser);
    const healthchecks = all.filter((instruction) => instruction.keyword === 'HEALTHCHECK');
    expect(healthchecks.at(-1)?.args).toMatch(/CMD .*healthcheck\.mjs.*\b/);
    expect(healthchecks.at(-1)?.args).toContain(`"${target}"`);
    const cmd = all.filter((instruction) => instruction.keyword === 'CMD').at(-1)?.args ?? '';
    expect(JSON.parse(cmd)).toEqual(['node', '--import', 'tsx', `${target}/src/main.ts`]);
    expect(fs.existsSync(path.join(root, target, 'src', 'main.ts'))).toBe(true);
  });

  it('copies only what exists: every source from the repository, every --from an earlier stage', () => {
    const seen: string[] = [];
    for (const stage of stages) {
      for (const instruction of stage.instructions.filter((candidate) => candidate.keyword === 'COPY')) {
        const { flags, sources } = copyParts(instruction.args);
        expect(sources.length, `line ${instruction.line}`).toBeGreaterThan(0);
        const from = flags.get('from');
        if (from !== undefined) {
          expect(seen, `line ${instruction.line}: --from=${from}`).toContain(from);
          continue;
        }
        for (const source of sources) {
          expect(fs.existsSync(path.join(root, source)), `line ${instruction.line}: ${source}`).toBe(true);
          expect(source, 'the ignore file keeps it out of the context').not.toMatch(
            /node_modules|(^|\/)dist/,
          );
        }
      }
      seen.push(stage.name);
    }
  });

  it('keeps node_modules, builds and .git out of the build context', () => {
    const ignored = fs.readFileSync(path.join(deploy, 'Dockerfile.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git', 'data']) expect(ignored).toContain(entry);
  });

  it('health-checks with a script that exists and refuses an unknown program', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, [path.join(deploy, 'healthcheck.mjs'), 'nothing'], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('usage');
  });
});

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; target: string };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  ports?: string[];
  stop_grace_period?: string;
}

const compose = parse(fs.readFileSync(path.join(deploy, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
const services = compose.services;

/** Compose's ${NAME}, ${NAME:-default} and ${NAME:?message} with the given values. */
function interpolate(value: string, values: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g,
    (_match, name: string, kind?: string, rest?: string) => {
      const given = values[name];
      if (given !== undefined && given !== '') return given;
      if (kind === '?') throw new Error(`${name} is required: ${rest}`);
      return kind === '-' ? (rest ?? '') : '';
    },
  );
}

function environmentOf(service: ComposeService, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), values),
    ]),
  );
}

/** The variables a program's config reader names (quoted literals, and the LIMIT_… family it builds). */
function variablesRead(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files)
    for (const match of fs.readFileSync(path.join(root, file), 'utf8').matchAll(/'([A-Z][A-Z0-9_]+)'/g))
      if (match[1] !== undefined) names.add(match[1]);
  return names;
}
const API_VARIABLES = variablesRead(['api/src/config.ts', 'common/src/process-stop.ts']);
const BFF_VARIABLES = variablesRead(['bff/src/config.ts', 'common/src/process-stop.ts']);

describe('deploy/compose.yaml', () => {
  it('has nginx, two apis, two bffs, PostgreSQL and Redis, the programs built from the Dockerfile', () => {
    expect(Object.keys(services).sort()).toEqual([
      'api-1',
      'api-2',
      'bff-1',
      'bff-2',
      'nginx',
      'postgres',
      'redis',
    ]);
    for (const name of ['api-1', 'api-2', 'bff-1', 'bff-2']) {
      const build = services[name]?.build;
      expect(build?.dockerfile).toBe('deploy/Dockerfile');
      expect(path.resolve(deploy, build?.context ?? '')).toBe(root);
      expect(stages.map((stage) => stage.name)).toContain(build?.target);
      expect(build?.target).toBe(name.slice(0, 3));
    }
  });

  it('health-checks PostgreSQL, Redis and nginx itself, and waits for what it depends on to be healthy', () => {
    for (const name of ['postgres', 'redis', 'nginx'])
      expect(services[name]?.healthcheck?.test[0]).toBe('CMD');
    for (const [name, service] of Object.entries(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(Object.keys(services), `${name} depends on ${dependency}`).toContain(dependency);
        if (condition === 'service_healthy') {
          const target = services[dependency];
          // A program's health check is its image's HEALTHCHECK.
          const checked = target?.healthcheck !== undefined || target?.build?.target !== undefined;
          expect(checked, `${dependency} has a health check`).toBe(true);
        }
      }
    }
  });

  it.each(['api-1', 'api-2'])(
    'gives %s only variables the api reads, and values its config accepts',
    (name) => {
      const service = services[name];
      if (service === undefined) throw new Error(name);
      for (const variable of Object.keys(service.environment ?? {}))
        expect(API_VARIABLES, `the api reads ${variable}`).toContain(variable);
      expect(() => interpolate(String(service.environment?.DATABASE_URL), {})).toThrow(
        /POSTGRES_PASSWORD is required/,
      );
      const config = loadApiConfig(environmentOf(service, { POSTGRES_PASSWORD: 'a-password' }));
      expect(config.nodeEnv).toBe('production');
      expect(config.databaseUrl).toBe('postgres://wallet:a-password@postgres:5432/wallet');
      expect(config.redisUrl).toBe('redis://redis:6379');
      expect(config.apiPort).toBe(4000);
      // A few seconds beyond the program's own bound, so its drain is what stops it.
      expect(Number.parseInt(service.stop_grace_period ?? '0', 10) * 1000).toBeGreaterThan(
        config.shutdownTimeoutMs,
      );
      const postgres = services.postgres?.environment ?? {};
      expect(config.databaseUrl).toContain(`${postgres.POSTGRES_USER}:`);
      expect(config.databaseUrl).toMatch(new RegExp(`/${postgres.POSTGRES_DB}$`));
    },
  );

  it.each(['bff-1', 'bff-2'])(
    'gives %s only variables the bff reads, its API_URL nginx’s internal listener',
    (name) => {
      const service = services[name];
      if (service === undefined) throw new Error(name);
      for (const variable of Object.keys(service.environment ?? {}))
        expect(BFF_VARIABLES, `the bff reads ${variable}`).toContain(variable);
      const config = loadBffConfig(environmentOf(service, {}));
      expect(config.production).toBe(true);
      expect(config.port).toBe(3000);
      expect(config.apiUrl).toBe(`http://nginx:${COMPOSE_INTERNAL_API_PORT}`);
    },
  );

  it('mounts the nginx configuration rendered from the template, naming the compose services and ports', () => {
    const mount = services.nginx?.volumes?.[0] ?? '';
    const [source, target] = mount.split(':');
    expect(path.resolve(deploy, source ?? '')).toBe(COMPOSE_NGINX_CONF);
    expect(target).toBe('/etc/nginx/nginx.conf');
    expect(services.nginx?.ports).toEqual([`${COMPOSE_PUBLIC_PORT}:${COMPOSE_PUBLIC_PORT}`]);
    const committed = fs.readFileSync(COMPOSE_NGINX_CONF, 'utf8');
    expect(committed, 'run `node deploy/compose-nginx.mjs` after changing the template').toBe(
      renderNginxConfig(composeNginxSettings()),
    );
    for (const name of ['api-1', 'api-2'])
      expect(committed).toContain(`server ${name}:${services[name]?.environment?.API_PORT} `);
    for (const name of ['bff-1', 'bff-2'])
      expect(committed).toContain(`server ${name}:${services[name]?.environment?.PORT} `);
  });
});
