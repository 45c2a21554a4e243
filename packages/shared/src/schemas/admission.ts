/** Wire schemas and API paths of the admission domain (issue 3). */
export {};
