import { TRANSPORT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { classOfScope } from '../permissions/index.js';
import { seatRefusal } from './policy.js';

describe('transport policy', () => {
  it('limits a class-scoped call to its class, an institute call to none', () => {
    expect(classOfScope({ type: 'CLASS', id: 'class-5a' })).toBe('class-5a');
    expect(classOfScope({ type: 'INSTITUTE', id: 'school' })).toBeUndefined();
  });

  it('seats a rider only on a running vehicle with a seat left', () => {
    const bus = { name: 'Yellow Bus', capacity: 2, active: true };
    expect(seatRefusal(bus, 1)).toBeNull();
    expect(seatRefusal(bus, 2)).toBe(TRANSPORT_TEXTS.routeFull('Yellow Bus', 2));
    expect(seatRefusal({ ...bus, active: false }, 0)).toBe(TRANSPORT_TEXTS.vehicleOff);
    expect(seatRefusal(null, 0)).toBe(TRANSPORT_TEXTS.noVehicle);
  });
});
