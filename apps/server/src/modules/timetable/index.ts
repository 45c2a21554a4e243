// What other modules may use of the timetable: nothing yet (the dashboard reads its own route).
export {};
