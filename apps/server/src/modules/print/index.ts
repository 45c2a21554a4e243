// What other modules may use of print: nothing yet. Print reads the people, fees and payments
// modules through their index.ts and owns no table; its routes are registered by module.ts.
export {};
