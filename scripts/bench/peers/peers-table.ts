// The peers bench's figures and its one table: rows by measure and scenario, a column per server
// and one for Vitrine's renderToString. Pure, so the arithmetic and the layout are tested alone.
import { median as medianOfRuns } from '../../lighthouse/median-summary.ts';

export interface Scenario {
  connections: number;
  /** A new TCP connection per request (Connection: close), else connections kept alive. */
  fresh: boolean;
}

export const SCENARIOS: readonly Scenario[] = [
  { connections: 8, fresh: false },
  { connections: 32, fresh: false },
  { connections: 8, fresh: true },
  { connections: 32, fresh: true },
];

export const scenarioName = ({ connections, fresh }: Scenario) =>
  `${connections} ${fresh ? 'new conn.' : 'kept-alive'}`;

/** One server in one scenario, in one round. */
export interface ScenarioRound {
  cpuMsPerRequest: number;
  perSecond: number;
  p50: number;
  p99: number;
  /** Requests that failed (reset, timed out) and answers other than 2xx. */
  errors: number;
  non2xx: number;
}

export interface ServerFigures {
  label: string;
  /** By scenario name, one entry per round. */
  rounds: Readonly<Record<string, readonly ScenarioRound[]>>;
  rssBytes: number;
  peakBytes: number;
  htmlBytes: number;
  /** Of htmlBytes, what inline <script> elements hold (hydration data, JSON-LD, bootstrap). */
  inlineScriptBytes: number;
}

export interface RenderToStringFigures {
  cpuMsPerRender: number[];
  perSecond: number[];
  p50: number[];
  p99: number[];
  rssBytes: number;
  peakBytes: number;
  htmlBytes: number;
}

/** The median of the rounds (NaN when none gave a figure), as npm run lighthouse takes its runs'. */
export function median(values: readonly number[]): number {
  return medianOfRuns(values.filter(Number.isFinite)) ?? Number.NaN;
}

export function medianOf(rounds: readonly ScenarioRound[], key: keyof ScenarioRound): number {
  return median(rounds.map((round) => round[key]));
}

/** Bytes of inline <script> elements (their tags included) in a document. */
export function inlineScriptBytes(html: string): number {
  let total = 0;
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>[\s\S]*?<\/script>/gi))
    total += Buffer.byteLength(match[0]);
  return total;
}

const MIB = 1024 * 1024;
const KIB = 1024;

function number(value: number, digits: number): string {
  if (!Number.isFinite(value)) return '-';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Milliseconds: a decimal below 10 ms, whole ms above (autocannon's latencies are whole ms). */
function millis(value: number): string {
  return number(value, Number.isFinite(value) && value < 10 ? 1 : 0);
}

interface Row {
  measure: string;
  scenario: string;
  cells: string[];
}

/** The table's lines: a header, then a row per measure and scenario; each column right-aligned. */
export function peersTable(servers: readonly ServerFigures[], rts: RenderToStringFigures): string[] {
  const rows: Row[] = [];
  const perScenario = (
    measure: string,
    key: keyof ScenarioRound,
    format: (value: number) => string,
    rtsValue: number,
  ) =>
    SCENARIOS.forEach((scenario, index) =>
      rows.push({
        measure: index === 0 ? measure : '',
        scenario: scenarioName(scenario),
        cells: [
          ...servers.map((server) => format(medianOf(server.rounds[scenarioName(scenario)] ?? [], key))),
          index === 0 ? format(rtsValue) : '',
        ],
      }),
    );
  perScenario('server CPU ms/request', 'cpuMsPerRequest', (value) => number(value, 2), median(rts.cpuMsPerRender));
  perScenario('req/s', 'perSecond', (value) => number(value, 0), median(rts.perSecond));
  perScenario('p50 ms', 'p50', millis, median(rts.p50));
  perScenario('p99 ms', 'p99', millis, median(rts.p99));
  const once = (measure: string, values: string[], rtsValue: string) =>
    rows.push({ measure, scenario: '', cells: [...values, rtsValue] });
  once(
    'RSS MiB after the run',
    servers.map((server) => number(server.rssBytes / MIB, 0)),
    number(rts.rssBytes / MIB, 0),
  );
  once(
    'RSS MiB, peak',
    servers.map((server) => number(server.peakBytes / MIB, 0)),
    number(rts.peakBytes / MIB, 0),
  );
  once(
    'HTML KiB',
    servers.map((server) => number(server.htmlBytes / KIB, 1)),
    number(rts.htmlBytes / KIB, 1),
  );
  once(
    '  of which inline scripts',
    servers.map((server) => number(server.inlineScriptBytes / KIB, 1)),
    '',
  );

  const headers = [...servers.map((server) => server.label), 'renderToString'];
  const measureWidth = Math.max(...rows.map((row) => row.measure.length));
  const scenarioWidth = Math.max(...rows.map((row) => row.scenario.length));
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row.cells[column]!.length)),
  );
  const line = (measure: string, scenario: string, cells: string[]) =>
    `${measure.padEnd(measureWidth)}  ${scenario.padEnd(scenarioWidth)}${cells.map((cell, column) => `  ${cell.padStart(widths[column]!)}`).join('')}`.trimEnd();
  return [line('', '', headers), ...rows.map((row) => line(row.measure, row.scenario, row.cells))];
}

/** Failed requests and non-2xx answers, summed over the rounds: a line per server and scenario that had any. */
export function problemLines(servers: readonly ServerFigures[]): string[] {
  const lines: string[] = [];
  for (const server of servers)
    for (const scenario of SCENARIOS) {
      const rounds = server.rounds[scenarioName(scenario)] ?? [];
      const errors = rounds.reduce((sum, round) => sum + round.errors, 0);
      const non2xx = rounds.reduce((sum, round) => sum + round.non2xx, 0);
      if (errors > 0 || non2xx > 0)
        lines.push(
          `${server.label}, ${scenarioName(scenario)}: ${errors} failed requests (reset or timed out), ${non2xx} answers not 2xx`,
        );
    }
  return lines;
}

/** Issue 17's goals for Vitrine's product page, read from this run (PASS or MISS each). */
export const GOALS = { cpuMs: 2.0, rtsRatio: 1.8, p99FreshMs: 200, rssMiB: 350 } as const;

export function goalLines(
  vitrine: ServerFigures,
  reactRouter: ServerFigures | undefined,
  rts: RenderToStringFigures,
): string[] {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  const at32 = vitrine.rounds[scenarioName({ connections: 32, fresh: false })] ?? [];
  const fresh32 = vitrine.rounds[scenarioName({ connections: 32, fresh: true })] ?? [];
  const cpu = medianOf(at32, 'cpuMsPerRequest');
  const peerCpu = reactRouter
    ? medianOf(reactRouter.rounds[scenarioName({ connections: 32, fresh: false })] ?? [], 'cpuMsPerRequest')
    : Number.NaN;
  const ratio = cpu / median(rts.cpuMsPerRender);
  const p99 = medianOf(fresh32, 'p99');
  const rss = vitrine.rssBytes / MIB;
  const ahead = Number.isFinite(peerCpu) ? cpu < peerCpu : true;
  return [
    `server CPU per request, 32 kept-alive: ${number(cpu, 2)} ms  goal <= ${number(GOALS.cpuMs, 1)} ms${reactRouter ? ` and below ${reactRouter.label} (${number(peerCpu, 2)})` : ''}  ${verdict(cpu <= GOALS.cpuMs && ahead)}`,
    `that CPU ÷ its renderToString: ${number(ratio, 2)}  goal <= ${number(GOALS.rtsRatio, 1)}  ${verdict(ratio <= GOALS.rtsRatio)}`,
    `p99, 32 new connections: ${number(p99, 0)} ms  goal < ${GOALS.p99FreshMs} ms  ${verdict(p99 < GOALS.p99FreshMs)}`,
    `RSS after the run: ${number(rss, 0)} MiB  goal <= ${GOALS.rssMiB} MiB (the issue reads it after 60 s of npm run load)  ${verdict(rss <= GOALS.rssMiB)}`,
  ];
}
