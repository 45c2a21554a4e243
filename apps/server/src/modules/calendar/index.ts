// The calendar offers other modules nothing yet: they put entries on it by declaring their
// calendar source in their own module.ts (ServerModule.calendar).
export {};
