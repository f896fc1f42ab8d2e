import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import {
  goalLines,
  inlineScriptBytes,
  median,
  peersTable,
  problemLines,
  type RenderToStringFigures,
  scenarioName,
  type ScenarioRound,
  SCENARIOS,
  type ServerFigures,
} from '../../../../scripts/bench/peers/peers-table.ts';

const MIB = 1024 * 1024;

function round(cpuMsPerRequest: number, p99 = 120, errors = 0): ScenarioRound {
  return { cpuMsPerRequest, perSecond: 1000 / cpuMsPerRequest, p50: 30, p99, errors, non2xx: 0 };
}

/** A server whose three rounds of every scenario give `cpu`, then a slow round and a fast one. */
function server(label: string, cpu: number, options: Partial<ServerFigures> = {}): ServerFigures {
  return {
    label,
    rounds: Object.fromEntries(
      SCENARIOS.map((scenario) => [scenarioName(scenario), [round(cpu * 2, 900), round(cpu, 150), round(cpu / 2, 90)]]),
    ),
    rssBytes: 640 * MIB,
    peakBytes: 700 * MIB,
    htmlBytes: 48_230,
    inlineScriptBytes: 23_000,
    ...options,
  };
}

const RTS: RenderToStringFigures = {
  cpuMsPerRender: [1.2, 0.9, 1.0],
  perSecond: [800, 1100, 1000],
  p50: [0.8, 0.9, 0.7],
  p99: [9, 14, 3],
  rssBytes: 255 * MIB,
  peakBytes: 255 * MIB,
  htmlBytes: 46_500,
};

describe("the peers bench's table", () => {
  it('shows the median of the rounds, so one round on a busy machine does not make the figure', () => {
    assert.equal(median([4.25, 9.1, 2.14]), 4.25);
    assert.equal(median([3, Number.NaN]), 3);
    assert.ok(Number.isNaN(median([])));
  });

  it('has a column per server and one for renderToString, and a row per measure and scenario', () => {
    const lines = peersTable([server('Vitrine', 4), server('React Router 7', 2)], RTS);
    assert.match(lines[0]!, /Vitrine\s+React Router 7\s+renderToString$/);
    const cpuRows = lines.filter((line) => /kept-alive|new conn\./.test(line)).slice(0, 4);
    assert.deepEqual(
      cpuRows.map((line) => line.trim().split(/\s{2,}/)),
      [
        ['server CPU ms/request', '8 kept-alive', '4.00', '2.00', '1.00'],
        ['32 kept-alive', '4.00', '2.00'],
        ['8 new conn.', '4.00', '2.00'],
        ['32 new conn.', '4.00', '2.00'],
      ],
    );
    const row = (start: string) =>
      lines
        .find((line) => line.startsWith(start))!
        .trim()
        .split(/\s{2,}/);
    assert.deepEqual(row('p99 ms'), ['p99 ms', '8 kept-alive', '150', '150', '9.0']);
    assert.deepEqual(row('RSS MiB after the run'), ['RSS MiB after the run', '640', '640', '255']);
    assert.deepEqual(row('HTML KiB'), ['HTML KiB', '47.1', '47.1', '45.4']);
  });

  it('aligns every figure on the right edge of its column header', () => {
    const lines = peersTable([server('Vitrine', 4), server('Next.js 16', 12.5)], RTS);
    const header = lines[0]!;
    for (const label of ['Vitrine', 'Next.js 16']) {
      const edge = header.indexOf(label) + label.length;
      for (const line of lines.slice(1))
        assert.match(line.slice(0, edge), /\d$/, `'${line}' has a figure ending under ${label}`);
    }
  });

  it('reports failed requests and answers that are not 2xx, by server and scenario', () => {
    const failing = server('Vitrine', 4);
    failing.rounds = { ...failing.rounds, [scenarioName(SCENARIOS[3]!)]: [round(4, 2000, 3), round(4, 2000, 2)] };
    assert.deepEqual(problemLines([failing, server('Next.js 16', 5)]), [
      'Vitrine, 32 new conn.: 5 failed requests (reset or timed out), 0 answers not 2xx',
    ]);
  });

  it("reads issue 17's goals from the same figures: CPU per request, its ratio to renderToString, p99 on new connections, RSS", () => {
    const lines = goalLines(server('Vitrine', 4), server('React Router 7', 2), RTS);
    assert.deepEqual(
      lines.map((line) => line.split('  ').at(-1)),
      ['MISS', 'MISS', 'PASS', 'MISS'],
    );
    assert.match(lines[0]!, /4\.00 ms .* below React Router 7 \(2\.00\)/);
    assert.match(lines[1]!, /4\.00/);
    const lean = server('Vitrine', 1.5, { rssBytes: 300 * MIB });
    assert.deepEqual(
      goalLines(lean, server('React Router 7', 2), RTS).map((line) => line.split('  ').at(-1)),
      ['PASS', 'PASS', 'PASS', 'PASS'],
    );
    assert.equal(goalLines(lean, server('React Router 7', 1), RTS)[0]!.split('  ').at(-1), 'MISS');
  });

  it('counts inline scripts (hydration data, JSON-LD) but not scripts loaded from a file', () => {
    const html =
      '<head><script type="module" src="/assets/entry.js"></script><script type="application/ld+json">{"a":1}</script></head>' +
      '<body><p>x</p><script nonce="n">window.__state={"é":1}</script></body>';
    assert.equal(
      inlineScriptBytes(html),
      Buffer.byteLength('<script type="application/ld+json">{"a":1}</script>') +
        Buffer.byteLength('<script nonce="n">window.__state={"é":1}</script>'),
    );
  });
});
