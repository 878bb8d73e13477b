import { describe, expect, it } from 'vitest';
import { parseRealtimeClientMessage } from '../realtime/protocol';
import { parseRealtimeServerMessage } from '../realtime/server-message';
import {
  fromPositionView,
  positionBatchBodySchema,
  positionRefusalField,
  positionWireSchema,
  toPositionView,
} from './position-wire';

const wire = {
  lat: 23.78,
  lng: 90.41,
  accuracy_m: 12,
  heading: 90,
  speed_mps: 8.5,
  at: '2030-03-15T04:00:00.000Z',
};

describe('a position on the wire', () => {
  it('reads snake_case into the domain’s point, optional fields left out when absent', () => {
    expect(positionWireSchema.parse(wire)).toEqual({
      lat: 23.78,
      lng: 90.41,
      accuracyM: 12,
      headingDeg: 90,
      speedMps: 8.5,
      at: '2030-03-15T04:00:00.000Z',
    });
    const { heading: _h, speed_mps: _s, ...bare } = wire;
    expect(positionWireSchema.parse(bare)).toEqual({ lat: 23.78, lng: 90.41, accuracyM: 12, at: wire.at });
  });

  it('refuses what is not a point, under the field at fault', () => {
    const result = positionWireSchema.safeParse({ ...wire, accuracy_m: -1, heading: 400, at: 'noon' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['accuracy_m', 'at', 'heading']);
  });

  it('takes a batch of 1 to 180 points', () => {
    expect(positionBatchBodySchema.safeParse({ points: [] }).success).toBe(false);
    expect(positionBatchBodySchema.safeParse({ points: Array(180).fill(wire) }).success).toBe(true);
    expect(positionBatchBodySchema.safeParse({ points: Array(181).fill(wire) }).success).toBe(false);
  });

  it('goes to viewers and back unchanged', () => {
    const point = { lat: 23.78, lng: 90.41, accuracyM: 12, headingDeg: 90, at: new Date(wire.at) };
    const view = toPositionView(point);
    expect(view).toEqual({
      lat: 23.78,
      lng: 90.41,
      accuracy_m: 12,
      heading: 90,
      speed_mps: null,
      at: wire.at,
    });
    expect(fromPositionView(view)).toEqual(point);
  });

  it('names each refusal’s wire field', () => {
    expect(positionRefusalField('inaccurate')).toBe('accuracy_m');
    expect(positionRefusalField('outside_bangladesh')).toBe('lat');
    expect(positionRefusalField('in_future')).toBe('at');
  });
});

describe('positions in the realtime protocol', () => {
  it('reads a driver’s position message, and refuses one with an extra field', () => {
    const message = { type: 'position', trip_id: 7, point: wire };
    expect(parseRealtimeClientMessage(JSON.stringify(message))).toMatchObject({
      type: 'position',
      trip_id: 7,
      point: { accuracyM: 12 },
    });
    expect(parseRealtimeClientMessage(JSON.stringify({ ...message, driver_id: 3 }))).toBeNull();
  });

  it('reads the server’s position, acknowledgement and refusal', () => {
    const data = toPositionView({ lat: 23.78, lng: 90.41, accuracyM: 12, at: new Date(wire.at) });
    for (const message of [
      { type: 'position', trip_id: 7, data },
      { type: 'position_accepted', trip_id: 7, at: wire.at },
      {
        type: 'error',
        code: 'position_refused',
        message: 'This position is outside Bangladesh.',
        trip_id: 7,
        field: 'lat',
      },
    ]) {
      expect(parseRealtimeServerMessage(JSON.stringify(message))).toEqual(message);
    }
  });
});
