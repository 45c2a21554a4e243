import type { AssignmentView } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { duesTotal, filterRiders, groupRiders, NO_FILTER, seatsLeft, seatsText } from './riders';

const rider = (over: Partial<AssignmentView>): AssignmentView => ({
  id: 'a',
  userProfileId: 'p',
  fullName: 'Aarav Sharma',
  classId: 'c3',
  className: 'Class 3 A',
  sessionId: 's',
  stopId: 'st1',
  stopName: 'MG Road',
  pickupTime: '07:10',
  routeId: 'r1',
  routeName: 'Route 1',
  dues: { payable: 600_000, paid: 300_000, due: 300_000, instalments: 2 },
  ...over,
});

const RIDERS = [
  rider({ id: '1' }),
  rider({ id: '2', fullName: 'Diya Sharma', classId: 'c7', className: 'Class 7 B' }),
  rider({ id: '3', fullName: 'Rohan Mehta', stopId: 'st2', stopName: 'Indiranagar' }),
  rider({ id: '4', fullName: 'Kabir Rao', routeId: 'r2', routeName: 'Route 2', stopId: 'st9' }),
];

describe('the transportation-fee list', () => {
  it('filters by class, route and words of the name', () => {
    expect(filterRiders(RIDERS, NO_FILTER)).toHaveLength(4);
    expect(filterRiders(RIDERS, { ...NO_FILTER, classId: 'c7' }).map((r) => r.id)).toEqual(['2']);
    expect(filterRiders(RIDERS, { ...NO_FILTER, routeId: 'r1' }).map((r) => r.id)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(
      filterRiders(RIDERS, { ...NO_FILTER, search: ' sharma  DIYA' }).map((r) => r.id),
    ).toEqual(['2']);
  });

  it('groups by route and stop in the order given, and totals the dues', () => {
    const groups = groupRiders(RIDERS);
    expect(
      groups.map((g) => [g.routeName, g.stops.map((s) => [s.stopName, s.riders.length])]),
    ).toEqual([
      [
        'Route 1',
        [
          ['MG Road', 2],
          ['Indiranagar', 1],
        ],
      ],
      ['Route 2', [['MG Road', 1]]],
    ]);
    expect(duesTotal(RIDERS)).toEqual({
      payable: 2_400_000,
      paid: 1_200_000,
      due: 1_200_000,
      instalments: 8,
    });
  });

  it('counts the seats left of a route', () => {
    const vehicle = { id: 'v', name: 'Bus', registrationNumber: 'KA', capacity: 40, active: true };
    expect(seatsLeft({ vehicle, riders: 38 })).toBe(2);
    expect(seatsText({ vehicle, riders: 38 })).toBe('38 of 40 seats taken');
    expect(seatsLeft({ vehicle: null, riders: 0 })).toBeNull();
    expect(seatsText({ vehicle: { ...vehicle, active: false }, riders: 0 })).toBe(
      'Vehicle disabled',
    );
  });
});
