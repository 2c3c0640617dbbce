import { toLatLng } from './location';

describe('toLatLng', () => {
  it('accepts the alternate spellings', () => {
    expect(toLatLng({ lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(toLatLng({ lat: 1, lon: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(toLatLng({ lat: 1, long: 2 })).toEqual({ lat: 1, lng: 2 });
    expect(toLatLng({ latitude: '-34.6', longitude: '-58.4' })).toEqual({ lat: -34.6, lng: -58.4 });
  });

  it('gives null for missing or invalid coordinates', () => {
    expect(toLatLng(null)).toBeNull();
    expect(toLatLng({ lat: 1 })).toBeNull();
    expect(toLatLng({ lat: 'x', lng: 2 })).toBeNull();
    expect(toLatLng({ lat: 91, lng: 2 })).toBeNull();
    expect(toLatLng({ lat: 0, lng: 0 })).toEqual({ lat: 0, lng: 0 });
  });
});
