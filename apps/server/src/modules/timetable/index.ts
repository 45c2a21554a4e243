// What other modules may use of the timetable: a class's periods on a date (attendance marks by them).
export { type ClassPeriod, classPeriodsOn } from './class-day.js';
// The store (inventory) offers the timetable's rooms to issue stock to.
export { roomsOf } from './load-queries.js';
