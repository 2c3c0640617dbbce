import { ApiError } from '@barrio/shared/api';
import { attemptsLeftFrom, classifyDeliverError } from './deliver-error';

describe('classifyDeliverError', () => {
  it('reads a 400 or 422 as a wrong code', () => {
    expect(classifyDeliverError(new ApiError(400, 'invalid_code', 'wrong'))).toBe('wrong-code');
    expect(classifyDeliverError(new ApiError(422, 'invalid_code', 'wrong'))).toBe('wrong-code');
  });

  it('reads a 429, or the too_many_attempts code, as too many attempts', () => {
    expect(classifyDeliverError(new ApiError(429, 'rate_limited', 'slow down'))).toBe(
      'too-many-attempts',
    );
    expect(classifyDeliverError(new ApiError(400, 'too_many_attempts', 'locked'))).toBe(
      'too-many-attempts',
    );
  });

  it('reads a 409 as an order that can no longer be delivered', () => {
    expect(classifyDeliverError(new ApiError(409, 'order_not_deliverable', 'canceled'))).toBe(
      'not-deliverable',
    );
  });

  it('treats anything else as a plain failure', () => {
    expect(classifyDeliverError(new ApiError(500, 'internal', 'boom'))).toBe('failed');
    expect(classifyDeliverError(new ApiError(0, 'network_error', 'offline'))).toBe('failed');
    expect(classifyDeliverError(new Error('parse'))).toBe('failed');
  });
});

describe('attemptsLeftFrom', () => {
  it('reads attempts_left from the error body', () => {
    const error = new ApiError(400, 'invalid_delivery_code', 'wrong', {
      body: { error: { code: 'invalid_delivery_code' }, attempts_left: 2 },
    });
    expect(attemptsLeftFrom(error)).toBe(2);
  });

  it('is null when the answer does not say', () => {
    expect(attemptsLeftFrom(new ApiError(400, 'invalid_delivery_code', 'wrong'))).toBeNull();
    expect(attemptsLeftFrom(new Error('x'))).toBeNull();
  });
});
