import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import request from 'supertest';

import { createReadiness } from '../../../server/readiness.ts';
import { capturingLogger, testApp } from '../../helpers/app.ts';

describe('access log levels', () => {
  it('keeps successful probes at debug so they do not flood the log', async () => {
    const { logger, lines } = capturingLogger('info');
    const app = testApp({}, { logger });
    await request(app).get('/healthz');
    await request(app).get('/readyz');
    assert.equal(lines.filter((line) => line.msg === 'request').length, 0);
  });

  it('logs a deliberate 503 (draining, maintenance) as a warning without a stack', async () => {
    const { logger, lines } = capturingLogger('info');
    await request(testApp({}, { logger, readiness: createReadiness('draining') })).get('/readyz');
    await request(testApp({ MAINTENANCE: 'on' }, { logger })).get('/manutenzione');
    const requests = lines.filter((line) => line.msg === 'request');
    assert.deepEqual(
      requests.map((line) => [line.level, line.status, line.route]),
      [
        [40, 503, 'readyz'],
        [40, 503, 'maintenance'],
      ],
    );
    assert.ok(requests.every((line) => !('err' in line)));
  });

  it('names unmatched requests in the route field, as the metrics do', async () => {
    const { logger, lines } = capturingLogger('info');
    await request(testApp({}, { logger })).get('/nowhere.html');
    assert.equal(lines.find((line) => line.msg === 'request')!.route, 'unmatched');
  });
});
