/** Wire schemas and API paths of the imports domain (issue 3). */
export {};
