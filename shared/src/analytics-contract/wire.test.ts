import { COLLECTOR_LIMITS, decodeWireData, parseEngagePayload, parseTrackPayload } from './index';

const event = (name: string, properties: Record<string, unknown> = {}) => ({
  event: name,
  properties: { token: 'tok-a', distinct_id: '$device:abc', time: 1_764_000_000.5, ...properties },
});

describe('the collector wire contract', () => {
  it('decodes base64 and plain JSON the way the SDK sends them', () => {
    const batch = [event('search', { query: 'piña', results: 0 })];
    const json = JSON.stringify(batch);
    const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(json)));
    expect(decodeWireData(base64)).toEqual(batch);
    expect(decodeWireData(json)).toEqual(batch);
    expect(decodeWireData('%%%not data')).toBeUndefined();
  });

  it('keeps the known fields of known events, drops the rest, and maps page views', () => {
    const result = parseTrackPayload([
      event('$mp_web_page_view', {
        path: '/demo-mx',
        shop: 'demo-mx',
        tierId: 't-1',
        customerId: 7,
        $current_url: 'http://x/demo-mx?phone=5555',
        customerEmail: 'a@b.c',
      }),
      event('$identify'),
      event('coupon_rejected', { code: 'NOPE', coupon_error: 5 }),
    ]);
    expect(result).toEqual({
      ok: true,
      events: [
        {
          token: 'tok-a',
          event: 'page_view',
          distinctId: '$device:abc',
          clientTime: 1_764_000_000_500,
          insertId: null,
          shop: 'demo-mx',
          tierId: 't-1',
          customerId: 7,
          properties: { path: '/demo-mx' },
        },
        expect.objectContaining({
          event: 'coupon_rejected',
          properties: { code: 'NOPE', coupon_error: 5 },
        }),
      ],
    });
  });

  it('refuses malformed, out-of-bounds and oversized batches', () => {
    expect(parseTrackPayload({ nope: true })).toEqual({ ok: false, reason: 'malformed' });
    expect(parseTrackPayload([event('search', { query: 'x'.repeat(500), results: 1 })])).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(
      parseTrackPayload([{ event: 'search', properties: { query: 'a', results: 1 } }]),
    ).toEqual({ ok: false, reason: 'malformed' });
    const many = Array.from({ length: COLLECTOR_LIMITS.batchSize + 1 }, () => event('page_view'));
    expect(parseTrackPayload(many)).toEqual({ ok: false, reason: 'too_many' });
  });

  it('keeps only the ids of a profile update', () => {
    expect(
      parseEngagePayload([{ $token: 'tok-b', $distinct_id: 'd-1', $set: { $email: 'a@b.c' } }]),
    ).toEqual({ ok: true, updates: [{ token: 'tok-b', distinctId: 'd-1' }] });
    expect(parseEngagePayload([{ $set: {} }])).toEqual({ ok: false, reason: 'malformed' });
  });
});
