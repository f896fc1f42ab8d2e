import assert from 'node:assert/strict';

import { ApiError } from '../../shared/api/errors.ts';

/** The ApiError a call rejects with; fails the test when it resolves or throws anything else. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected the call to fail');
}
