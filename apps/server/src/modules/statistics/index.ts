// What other modules may use of statistics: nothing yet. Its figures are the screen's; a module
// that needs one of them asks the module that owns the table.
export {};
