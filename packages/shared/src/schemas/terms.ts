/** Wire schemas and API paths of the terms domain (issue 3). */
export {};
